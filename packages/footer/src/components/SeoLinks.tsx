import { ExpansionFlex, useStyles } from '@shop/design-system';
import type { SeoBlock } from '../domain/types.ts';
import { PrerenderedFold } from './PrerenderedFold.tsx';
import { SafeLink } from './SafeLink.tsx';
import css from './SeoLinks.css?inline';

interface SeoLinksProps {
  seo: SeoBlock;
  collapsible: boolean;
  /** The build-time prerender: the columns, and a native disclosure for narrower screens (as TeaserGroup). */
  prerendered?: boolean;
}

/** Popular categories: columns on CLASSIC, one collapsible group on smartphone and tablet. */
export function SeoLinks({ seo, collapsible, prerendered = false }: SeoLinksProps) {
  useStyles(css);
  const columns = seo.columns.filter((column) => column.length > 0);
  if (!columns.length) return null;
  const lists = (
    <div className="seo__columns">
      {columns.map((column) => (
        <ul className="seo__column" key={column.map((link) => link.url).join('|')}>
          {column.map((link) => (
            <li key={`${link.url}|${link.text}`}>
              <SafeLink link={link} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
  if (collapsible) {
    return (
      <div className="seo seo--collapsible">
        <ExpansionFlex headingLevel={3} label={seo.heading}>
          {lists}
        </ExpansionFlex>
      </div>
    );
  }
  return (
    <section className="seo">
      {seo.heading && <h3 className="seo__heading">{seo.heading}</h3>}
      {prerendered && <PrerenderedFold label={seo.heading} />}
      {lists}
    </section>
  );
}
