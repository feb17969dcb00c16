import { ExpansionFlex, Icon, useStyles } from '@shop/design-system';
import type { TeaserGroup as TeaserGroupData } from '../domain/types.ts';
import { footerIcon } from './icons.ts';
import { Logo } from './Logo.tsx';
import { SafeLink } from './SafeLink.tsx';
import css from './TeaserGroup.css?inline';

interface TeaserGroupProps {
  group: TeaserGroupData;
  collapsible: boolean;
  hideClassicOnlyLinks: boolean;
}

/**
 * One teaser group: a column on CLASSIC (heading link with icon, text, links, images), a
 * collapsible group on smartphone and tablet (the heading link then leads the list).
 */
export function TeaserGroup({ group, collapsible, hideClassicOnlyLinks }: TeaserGroupProps) {
  useStyles(css);
  const icon = footerIcon(group.heading.iconName);
  const iconNode = icon ? <Icon icon={icon} size={24} className="teaser__icon" /> : null;
  const links = group.links.filter((item) => !(hideClassicOnlyLinks && item.hideInClassic));
  const body = (
    <>
      {group.introductoryText && <p className="teaser__intro">{group.introductoryText}</p>}
      {(links.length > 0 || collapsible) && (
        <ul className="teaser__links">
          {collapsible && group.heading.link.url && (
            <li>
              <SafeLink link={group.heading.link} />
            </li>
          )}
          {links.map((item) => (
            <li key={`${item.link.url}|${item.link.text}`}>
              <SafeLink link={item.link} />
            </li>
          ))}
        </ul>
      )}
      {group.images.length > 0 && (
        <ul className="teaser__images">
          {group.images.map((image) => (
            <li key={image.source}>
              <Logo source={image.source} label={image.label} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
  if (collapsible) {
    return (
      <ExpansionFlex
        headingLevel={3}
        label={
          <span className="teaser__label">
            {iconNode}
            {group.heading.link.text}
          </span>
        }
      >
        {body}
      </ExpansionFlex>
    );
  }
  return (
    <section className="teaser">
      <h3 className="teaser__heading" data-shop-toggle="">
        {iconNode}
        <SafeLink link={group.heading.link} />
      </h3>
      {body}
    </section>
  );
}
