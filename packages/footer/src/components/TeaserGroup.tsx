import { ExpansionFlex, Icon, useStyles } from '@shop/design-system';
import type { TeaserGroup as TeaserGroupData } from '../domain/types.ts';
import { footerIcon } from './icons.ts';
import { Logo } from './Logo.tsx';
import { PrerenderedFold } from './PrerenderedFold.tsx';
import { SafeLink } from './SafeLink.tsx';
import css from './TeaserGroup.css?inline';

interface TeaserGroupProps {
  group: TeaserGroupData;
  collapsible: boolean;
  hideClassicOnlyLinks: boolean;
  /**
   * The build-time prerender: the CLASSIC column, and for narrower screens a native disclosure
   * before the body, whose links of the collapsible group only are marked `teaser__mobile-only`
   * (build/Prerender.css shows one layout or the other).
   */
  prerendered?: boolean;
}

/**
 * One teaser group: a column on CLASSIC (heading link with icon, text, links, images), a
 * collapsible group on smartphone and tablet (the heading link then leads the list).
 */
export function TeaserGroup({ group, collapsible, hideClassicOnlyLinks, prerendered = false }: TeaserGroupProps) {
  useStyles(css);
  const icon = footerIcon(group.heading.iconName);
  const iconNode = icon ? <Icon icon={icon} size={24} className="teaser__icon" /> : null;
  const mobileOnly = prerendered ? 'teaser__mobile-only' : undefined;
  const links = group.links.filter((item) => prerendered || !(hideClassicOnlyLinks && item.hideInClassic));
  const leadLink = (collapsible || prerendered) && group.heading.link.url;
  const body = (
    <>
      {group.introductoryText && <p className="teaser__intro">{group.introductoryText}</p>}
      {(links.length > 0 || leadLink) && (
        <ul className="teaser__links">
          {leadLink && (
            <li className={mobileOnly}>
              <SafeLink link={group.heading.link} />
            </li>
          )}
          {links.map((item) => (
            <li key={`${item.link.url}|${item.link.text}`} className={item.hideInClassic ? mobileOnly : undefined}>
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
  const label = (
    <span className="teaser__label">
      {iconNode}
      {group.heading.link.text}
    </span>
  );
  if (collapsible) {
    return (
      <ExpansionFlex headingLevel={3} label={label}>
        {body}
      </ExpansionFlex>
    );
  }
  return (
    <section className="teaser">
      <h3 className="teaser__heading">
        {iconNode}
        <SafeLink link={group.heading.link} />
      </h3>
      {prerendered ? (
        <>
          <PrerenderedFold label={label} />
          <div className="teaser__body">{body}</div>
        </>
      ) : (
        body
      )}
    </section>
  );
}
