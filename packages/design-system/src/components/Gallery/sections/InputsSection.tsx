import { useTranslation } from '@shop/element';
import { useState } from 'react';
import { dateDayMonthYearMask, dateYearMonthDayMask } from '../../../masks/date.ts';
import { ibanMask, isValidIban } from '../../../masks/iban.ts';
import { InputField } from '../../InputField/InputField.tsx';
import { MaskedField } from '../../InputField/MaskedField.tsx';
import { NumberField } from '../../InputField/NumberField.tsx';
import { PasswordField } from '../../InputField/PasswordField.tsx';
import { SearchField } from '../../InputField/SearchField.tsx';
import { PasswordStrength } from '../../PasswordStrength/PasswordStrength.tsx';
import type { GalleryEmit } from '../Gallery.tsx';

export function InputsSection({ emit }: { emit: GalleryEmit }) {
  const { t } = useTranslation('ds');
  const [password, setPassword] = useState('');
  const [iban, setIban] = useState('');
  const [ibanTouched, setIbanTouched] = useState(false);
  const ibanError = ibanTouched && iban !== '' && !isValidIban(iban) ? t('validation.invalidIban') : undefined;
  return (
    <section className="gallery__section" aria-labelledby="gallery-inputs">
      <h2 id="gallery-inputs" lang="en">
        Input field and password strength
      </h2>
      <h3 lang="en">States and variants</h3>
      <div className="gallery__grid">
        <InputField
          label="text"
          placeholder="Lorem ipsum"
          clearable
          onClear={() => emit('shop-clear', { field: 'text' })}
        />
        <InputField label="text + hint" hint={t('validation.required')} required />
        <InputField label="state success" state="success" defaultValue="anna@example.com" type="email" />
        <InputField label="state error" defaultValue="anna@" type="email" error={t('validation.invalidEmail')} />
        <InputField label="disabled" defaultValue="Lorem ipsum" disabled />
        <InputField label="hidden label" hiddenLabel placeholder="hidden label" />
        <InputField label="variant filled" variant="filled" defaultValue="Lorem ipsum" />
        <InputField label="read-only" readOnly defaultValue="Lorem ipsum" />
      </div>
      <h3 lang="en">Types</h3>
      <div className="gallery__grid">
        <div>
          <PasswordField
            label="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            id="gallery-password"
          />
          <PasswordStrength password={password} />
        </div>
        <SearchField
          label="search"
          onSearch={(value) => emit('shop-search', { value })}
          onClear={() => emit('shop-clear', { field: 'search' })}
        />
        <NumberField label="number (0–10, step 0.5)" defaultValue="1" step={0.5} max={10} />
        <MaskedField
          label="iban"
          mask={ibanMask}
          value={iban}
          onValueChange={setIban}
          onBlur={() => setIbanTouched(true)}
          error={ibanError}
          state={ibanTouched && iban !== '' && !ibanError ? 'success' : 'default'}
        />
        <MaskedField label="date day.month.year" mask={dateDayMonthYearMask} />
        <MaskedField label="date year.month.day" mask={dateYearMonthDayMask} />
      </div>
      <h3 lang="en">Password strength levels</h3>
      <div className="gallery__grid">
        {['abc', 'abcdefg1', 'abcdefG1'].map((example) => (
          <PasswordStrength key={example} password={example} />
        ))}
      </div>
    </section>
  );
}
