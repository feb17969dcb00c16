import { useStyles, useTranslation } from '@shop/element';
import { type FocusEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { iconChevronDown } from '../../icons/chevronDown.ts';
import { iconChevronUp } from '../../icons/chevronUp.ts';
import { Icon } from '../Icon/Icon.tsx';
import css from './ExpansionItem.css?inline';

export interface ExpansionItemProps {
  children: ReactNode;
  /** Height in px the content is cut to while collapsed (default 96). */
  collapsedHeight?: number;
  /** Controlled expanded state. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** The toggle stays visible but cannot be used; the current state is kept. */
  disabled?: boolean;
  /** Toggle text while collapsed (default: the translated "show more"). */
  expandLabel?: string;
  /** Toggle text while expanded (default: the translated "show less"). */
  collapseLabel?: string;
  id?: string;
}

/**
 * Long content cut to a height with a "show more" toggle. The toggle only appears when the
 * content is taller than the collapsed height, measured before the first paint (after the
 * browser's layout, not forcing one) and again whenever its size changes.
 */
export function ExpansionItem({
  children,
  collapsedHeight = 96,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  disabled = false,
  expandLabel,
  collapseLabel,
  id,
}: ExpansionItemProps) {
  useStyles(css);
  const { t } = useTranslation('ds');
  const generatedId = useId();
  const regionId = id ?? `expansion-${generatedId}`;
  const contentRef = useRef<HTMLDivElement>(null);
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  // Starts cut (long content is what the component is for), so that a prerendered first frame
  // is the element's; measured before the browser paints, content that fits is shown whole.
  const [overflowing, setOverflowing] = useState(true);
  const isExpanded = expanded ?? ownExpanded;

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setOverflowing(content.scrollHeight > collapsedHeight);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // Measured where the browser has laid the content out anyway: a ResizeObserver reports its
    // first size in the rendering step of the next frame, after layout and before paint, and a
    // change is committed there (flushSync) so that the frame painted is still the final one.
    // Read in this effect, the height laid the page out in the middle of the commit: in a
    // take-over, with the prerendered form still beside the live one.
    const observer = new ResizeObserver(() => {
      const fits = content.scrollHeight <= collapsedHeight;
      flushSync(() => setOverflowing(!fits));
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [collapsedHeight]);

  const toggle = () => {
    if (disabled) return;
    setOwnExpanded(!isExpanded);
    onExpandedChange?.(!isExpanded);
  };

  const clipped = overflowing && !isExpanded;

  // A keyboard user tabbing to a link in the cut-off part would not see it: expand instead.
  const revealFocused = (event: FocusEvent<HTMLDivElement>) => {
    if (!clipped || disabled) return;
    const viewport = event.currentTarget.getBoundingClientRect();
    const target = (event.target as HTMLElement).getBoundingClientRect();
    if (target.bottom > viewport.top + collapsedHeight) toggle();
  };
  return (
    <div className={`expansion-item${clipped ? ' expansion-item--collapsed' : ''}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles up from the links inside; the region itself is not interactive */}
      <div
        id={regionId}
        className="expansion-item__viewport"
        style={clipped ? { maxHeight: `${collapsedHeight}px` } : undefined}
        onFocus={revealFocused}
      >
        <div ref={contentRef} className="expansion-item__content">
          {children}
        </div>
      </div>
      {overflowing && (
        <button
          type="button"
          className="expansion-item__toggle"
          aria-expanded={isExpanded}
          aria-controls={regionId}
          disabled={disabled}
          onClick={toggle}
        >
          <span>{isExpanded ? (collapseLabel ?? t('showLess')) : (expandLabel ?? t('showMore'))}</span>
          <Icon icon={isExpanded ? iconChevronUp : iconChevronDown} size={16} />
        </button>
      )}
    </div>
  );
}
