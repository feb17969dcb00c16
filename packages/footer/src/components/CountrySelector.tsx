import { Icon, useStyles, useTranslation } from '@shop/design-system';
import type { Country } from '@shop/sites';
import { countryChoices } from '../domain/countrySelector.ts';
import css from './CountrySelector.css?inline';
import { SafeLink } from './SafeLink.tsx';

/** Every site with flag and name; the current one is marked (aria-current). */
export function CountrySelector({ country }: { country: Country }) {
  useStyles(css);
  const { t } = useTranslation();
  return (
    <nav className="countries" aria-label={t('countries')}>
      <h3 className="countries__heading">{t('countries')}</h3>
      <ul className="countries__list">
        {countryChoices(country).map((choice) => {
          return (
            <li
              key={choice.code}
              className={choice.selected ? 'countries__item countries__item--selected' : 'countries__item'}
            >
              <Icon icon={choice.flag} size={24} className="countries__flag" />
              {choice.selected ? (
                <span aria-current="true">
                  {choice.label}
                  <span className="shop-visually-hidden"> ({t('currentCountry')})</span>
                </span>
              ) : (
                <SafeLink link={{ url: choice.href, text: choice.label }} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
