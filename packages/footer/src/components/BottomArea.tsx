import { useStyles, useTranslation } from '@shop/design-system';
import type { FooterLink, SalesTax } from '../domain/types.ts';
import css from './BottomArea.css?inline';
import { SafeLink } from './SafeLink.tsx';

interface BottomAreaProps {
  legalLinks: FooterLink[];
  salesTax: SalesTax | undefined;
}

/** What every footer keeps, even the reduced one: legal links, the sales-tax note, copyright. */
export function BottomArea({ legalLinks, salesTax }: BottomAreaProps) {
  useStyles(css);
  const { t } = useTranslation();
  return (
    <div className="bottom">
      {legalLinks.length > 0 && (
        <nav aria-label={t('legal')}>
          <ul className="bottom__legal">
            {legalLinks.map((link) => (
              <li key={`${link.url}|${link.text}`}>
                <SafeLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {salesTax && (
        <p className="bottom__tax">
          {salesTax.textBeforeLink}
          <SafeLink link={salesTax.link} />
          {salesTax.textAfterLink}
        </p>
      )}
      <p className="bottom__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
    </div>
  );
}
