import { useTranslation } from '@shop/design-system';
import type { CountryRules } from '../domain/countryRules.ts';
import { RichText } from './RichText.tsx';

interface TeaserProps {
  rules: CountryRules;
  discount: string;
}

/** Headline and the welcome-discount promise with its voucher conditions (HU: validity). */
export function Teaser({ rules, discount }: TeaserProps) {
  const { t } = useTranslation();
  return (
    <div className="newsletter__teaser">
      <h2 className="newsletter__headline">{t('headline', { discount })}</h2>
      <p>{t('intro', { discount })}</p>
      <p className="newsletter__small">
        <RichText text={t('voucherConditions')} links={{ voucher: rules.links.voucherConditions }} />
        {rules.voucherValidityMonths !== null && <> {t('voucherValidity', { count: rules.voucherValidityMonths })}</>}
      </p>
    </div>
  );
}
