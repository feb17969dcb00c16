import { useStyles } from '@shop/element';
import { type ReactNode, useId, useState } from 'react';
import { iconChevronDown } from '../../icons/chevronDown.ts';
import { Icon } from '../Icon/Icon.tsx';
import css from './ExpansionFlex.css?inline';

export interface ExpansionFlexProps {
  /** The label of the header button. */
  label: ReactNode;
  children: ReactNode;
  /** Id of the content region (the button's aria-controls). */
  id?: string;
  /** Controlled expanded state (also the start state when uncontrolled changes are wanted). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Collapses it and ignores clicks while set. */
  disabled?: boolean;
  /** Wraps the header button in a heading of this level (footer groups use 2 or 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A disclosure: a header button that shows and hides its content (the footer's mobile groups). */
export function ExpansionFlex({
  label,
  children,
  id,
  expanded = false,
  onExpandedChange,
  disabled = false,
  headingLevel,
}: ExpansionFlexProps) {
  useStyles(css);
  const generatedId = useId();
  const regionId = id ?? `flex-${generatedId}`;
  const [isExpanded, setExpanded] = useState(expanded);
  // Follow the parent's flag when it changes, during the render (an effect would also run after
  // the first render and undo a toggle made before it, e.g. one replayed at a take-over).
  const [followed, setFollowed] = useState(expanded);
  if (followed !== expanded) {
    setFollowed(expanded);
    setExpanded(expanded);
  }
  // Becoming disabled collapses it.
  if (disabled && isExpanded) setExpanded(false);

  const toggle = () => {
    if (disabled) return;
    setExpanded(!isExpanded);
    onExpandedChange?.(!isExpanded);
  };

  const button = (
    <button
      type="button"
      className="expansion-flex__header"
      aria-expanded={isExpanded}
      aria-controls={regionId}
      aria-disabled={disabled || undefined}
      onClick={toggle}
    >
      <span className="expansion-flex__label">{label}</span>
      <Icon icon={iconChevronDown} size={16} className="expansion-flex__chevron" />
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div
      className={`expansion-flex${isExpanded ? ' expansion-flex--expanded' : ''}${disabled ? ' expansion-flex--disabled' : ''}`}
    >
      {Heading ? <Heading className="expansion-flex__heading">{button}</Heading> : button}
      <div id={regionId} className="expansion-flex__content" hidden={!isExpanded}>
        {children}
      </div>
    </div>
  );
}
