import { useStyles, useTranslation } from '@shop/design-system';
import type { TeaserGroup as TeaserGroupData } from '../domain/types.ts';
import { TeaserGroup } from './TeaserGroup.tsx';
import css from './TeaserGroups.css?inline';

interface TeaserGroupsProps {
  groups: TeaserGroupData[];
  collapsible: boolean;
  hideClassicOnlyLinks: boolean;
  /** Checkout pages leave out groups marked hideGroupInCheckout. */
  checkout: boolean;
  /** The build-time prerender (see TeaserGroup). */
  prerendered?: boolean;
}

export function TeaserGroups({
  groups,
  collapsible,
  hideClassicOnlyLinks,
  checkout,
  prerendered = false,
}: TeaserGroupsProps) {
  useStyles(css);
  const { t } = useTranslation();
  const shown = groups.filter((group) => !(checkout && group.hideGroupInCheckout));
  if (!shown.length) return null;
  return (
    <nav className={collapsible ? 'teasers teasers--collapsible' : 'teasers'} aria-label={t('teasers')}>
      {shown.map((group) => (
        <TeaserGroup
          key={`${group.heading.link.text}|${group.heading.link.url}`}
          group={group}
          collapsible={collapsible}
          hideClassicOnlyLinks={hideClassicOnlyLinks}
          prerendered={prerendered}
        />
      ))}
    </nav>
  );
}
