import { useTranslation } from '@shop/element';
import { useMemo } from 'react';
import { countryOptions } from '../../domain/countryCodes.ts';
import { SelectField, type SelectFieldProps } from '../SelectField/SelectField.tsx';

export interface CountrySelectProps extends Omit<SelectFieldProps, 'options' | 'label'> {
  /** Default: the translated "Country". */
  label?: string;
  /** The ISO code listed first (usually the site's country). */
  firstCountry?: string;
}

/** The country-code select: about 35 countries in the page language plus "other country". */
export function CountrySelect({ label, firstCountry, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation('ds');
  const names = t('countryCode.countries', { returnObjects: true }) as unknown as Record<string, string>;
  const other = t('countryCode.other');
  const options = useMemo(
    () => countryOptions(typeof names === 'object' && names ? names : {}, other, i18n.language, firstCountry),
    [names, other, i18n.language, firstCountry],
  );
  return <SelectField {...props} label={label ?? t('countryCode.label')} options={options} />;
}
