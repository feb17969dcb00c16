import { useShopElement, useTranslation } from '@shop/element';
import { countryLocales } from '@shop/sites';
import { useState } from 'react';
import { countryCodes } from '../../../domain/countryCodes.ts';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import { CountrySelect } from '../../CountrySelect/CountrySelect.tsx';
import { SelectField } from '../../SelectField/SelectField.tsx';
import type { GalleryEmit } from '../Gallery.tsx';

const options = [
  { value: 'MRS', text: 'MRS' },
  { value: 'MR', text: 'MR' },
  { value: 'DIVERS', text: 'DIVERS' },
  { value: 'COMPANY', text: 'COMPANY' },
];

export function ChoicesSection({ emit }: { emit: GalleryEmit }) {
  const { t } = useTranslation('ds');
  const { country } = useShopElement();
  const [terms, setTerms] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  // The country the site sells to: its locale's region (CH for the Swiss French site).
  const siteCountry = countryLocales[country].slice(3);
  return (
    <section className="gallery__section" aria-labelledby="gallery-choices">
      <h2 id="gallery-choices" lang="en">
        Select field, country select and checkbox
      </h2>
      <div className="gallery__grid">
        <SelectField label="select (first option)" options={options} />
        <SelectField label="select (default value MR)" options={options} defaultValue="MR" />
        <SelectField label="select error" options={options} error={t('validation.required')} />
        <SelectField label="select disabled" options={options} disabled />
        <CountrySelect
          firstCountry={(countryCodes as readonly string[]).includes(siteCountry) ? siteCountry : undefined}
          onValueChange={(value) => emit('shop-change', { country: value })}
        />
      </div>
      <div className="gallery__grid">
        <Checkbox name="plain" value="yes">
          checkbox
        </Checkbox>
        <Checkbox defaultChecked>checkbox checked</Checkbox>
        <Checkbox indeterminate>checkbox indeterminate</Checkbox>
        <Checkbox
          required
          checked={terms}
          onCheckedChange={(checked) => {
            setTerms(checked);
            setTermsTouched(true);
          }}
          state={termsTouched && !terms ? 'error' : 'default'}
          error={termsTouched && !terms ? t('validation.required') : undefined}
        >
          checkbox required (check, then uncheck)
        </Checkbox>
        <Checkbox state="error" error={t('validation.required')}>
          checkbox error
        </Checkbox>
        <Checkbox alignment="right">checkbox alignment right</Checkbox>
        <Checkbox disabled>checkbox disabled</Checkbox>
        <Checkbox disabled defaultChecked>
          checkbox disabled checked
        </Checkbox>
      </div>
    </section>
  );
}
