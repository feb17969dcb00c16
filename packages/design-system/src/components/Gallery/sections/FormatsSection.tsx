import { useShopElement, useTranslation } from '@shop/element';
import { currencyOfCountry } from '@shop/sites';
import { formatBasePrice } from '../../../domain/basePrice.ts';

/** Shared labels that belong to widgets other packages build (shown so QA can read them). */
const labelKeys = [
  'showMore',
  'showLess',
  'copyCode',
  'codeCopied',
  'previousPage',
  'nextPage',
  'showPassword',
  'hidePassword',
  'numberDecrease',
  'numberIncrease',
  'skipList',
  'previousSlide',
  'nextSlide',
  'clearInput',
  'search',
  'passwordStrength.label',
  'passwordStrength.weak',
  'passwordStrength.moderate',
  'passwordStrength.strong',
  'validation.required',
  'validation.invalidEmail',
  'validation.invalidIban',
  'validation.invalidDate',
  'validation.invalidNumber',
  'validation.invalidCharacters',
] as const;

export function FormatsSection() {
  const { t } = useTranslation('ds');
  const { country, locale } = useShopElement();
  const currency = currencyOfCountry[country];
  const prices = [
    { quantity: 500, unit: 'gram', price: 4.99, baseQuantity: 1, baseUnit: 'kilogram' },
    { quantity: 250, unit: 'milliliter', price: 1.29, baseQuantity: 1, baseUnit: 'liter' },
    { quantity: 1.5, unit: 'meter', price: 12, baseQuantity: 100, baseUnit: 'centimeter' },
  ] as const;
  return (
    <section className="gallery__section" aria-labelledby="gallery-formats">
      <h2 id="gallery-formats" lang="en">
        Base price ({currency}) and labels
      </h2>
      <ul data-testid="base-prices">
        {prices.map((price) => (
          <li key={price.unit}>{formatBasePrice(price, locale, currency)}</li>
        ))}
      </ul>
      <dl className="gallery__labels">
        {labelKeys.map((key) => (
          <div key={key} className="gallery__label-pair">
            <dt lang="en">{key}</dt>
            <dd>{t(key)}</dd>
          </div>
        ))}
        <dt lang="en">pageXOfY</dt>
        <dd>{t('pageXOfY', { page: 2, total: 7 })}</dd>
        <dt lang="en">energyEfficiencyClass</dt>
        <dd>{t('energyEfficiencyClass', { class: 'A' })}</dd>
        <dt lang="en">validation.maxLength</dt>
        <dd>{t('validation.maxLength', { max: 40 })}</dd>
      </dl>
    </section>
  );
}
