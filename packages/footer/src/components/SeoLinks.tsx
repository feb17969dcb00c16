import { ExpansionFlex, useStyles } from '@shop/design-system';
import type { SeoBlock } from '../domain/types.ts';
import { SafeLink } from './SafeLink.tsx';
import css from './SeoLinks.css?inline';

/** Popular categories: columns on CLASSIC, one collapsible group on smartphone and tablet. */
export function SeoLinks({ seo, collapsible }: { seo: SeoBlock; collapsible: boolean }) {
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
      {seo.heading && (
        <h3 className="seo__heading" data-shop-toggle="">
          {seo.heading}
        </h3>
      )}
      {lists}
    </section>
  );
}
