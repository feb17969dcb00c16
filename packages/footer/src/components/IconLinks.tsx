import { Icon, useStyles } from '@shop/design-system';
import type { IconLink } from '../domain/types.ts';
import css from './IconLinks.css?inline';
import { footerIcon } from './icons.ts';
import { SafeLink } from './SafeLink.tsx';

/** Social or app-store links: icon buttons named by their link text (a list under a heading). */
export function IconLinks({ heading, links }: { heading: string; links: IconLink[] }) {
  useStyles(css);
  if (!links.length) return null;
  return (
    <section className="icon-links">
      <h3 className="icon-links__heading">{heading}</h3>
      <ul className="icon-links__list">
        {links.map((item) => {
          const icon = footerIcon(item.iconName);
          return (
            <li key={`${item.iconName}|${item.link.url}`}>
              <SafeLink link={item.link} className={icon ? 'icon-links__link' : undefined}>
                {icon ? <Icon icon={icon} size={24} /> : undefined}
              </SafeLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
