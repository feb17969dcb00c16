import { Checkbox, InputField, SelectField, useTranslation } from '@shop/design-system';
import type { FocusEvent } from 'react';
import type { PrefillLocks } from '../domain/applyPrefill.ts';
import { type CountryRules, salutations } from '../domain/countryRules.ts';
import type { Consent, SubscriberFormValues } from '../domain/formValues.ts';
import { RichText } from './RichText.tsx';

interface ExtraFieldsProps {
  values: SubscriberFormValues;
  setFieldValue: <K extends keyof SubscriberFormValues>(field: K, value: SubscriberFormValues[K]) => void;
  onChange: (event: { target: { name: string; value: string } }) => void;
  rules: CountryRules;
  /** Fields filled from the customer data and locked; the DNE checkbox hidden. */
  locks: PrefillLocks;
  errorOf: (field: keyof SubscriberFormValues) => string | undefined;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

const toggled = (list: Consent[], item: Consent, on: boolean): Consent[] =>
  on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);

/** Salutation, names, the DNE consent and the TR legal checkbox, as the country's row says. */
export function ExtraFields({ values, setFieldValue, onChange, rules, locks, errorOf, onBlur }: ExtraFieldsProps) {
  const { t } = useTranslation();
  const label = (text: string, required: boolean) => (required ? text : `${text} ${t('optional')}`);
  return (
    <div className="newsletter__extra">
      {rules.showSalutation && (
        <SelectField
          label={label(t('salutationLabel'), rules.requireSalutation)}
          name="salutation"
          value={values.salutation}
          options={[
            { value: '', text: t('salutationEmpty') },
            ...salutations.map((value) => ({ value, text: t(`salutations.${value}`) })),
          ]}
          onChange={onChange}
          onBlur={onBlur}
          required={rules.requireSalutation}
          disabled={locks.disabled.salutation}
          error={errorOf('salutation')}
        />
      )}
      {rules.showNames && (
        <div className="newsletter__names">
          <InputField
            label={label(t('firstNameLabel'), rules.requireNames)}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={onChange}
            onBlur={onBlur}
            required={rules.requireNames}
            disabled={locks.disabled.firstName}
            error={errorOf('firstName')}
          />
          <InputField
            label={label(t('lastNameLabel'), rules.requireNames)}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={onChange}
            onBlur={onBlur}
            required={rules.requireNames}
            disabled={locks.disabled.lastName}
            error={errorOf('lastName')}
          />
        </div>
      )}
      {!locks.hideDne && (
        <Checkbox
          name="consents"
          value="DNE"
          checked={values.consents.includes('DNE')}
          onCheckedChange={(on) => setFieldValue('consents', toggled(values.consents, 'DNE', on))}
        >
          {t('dneLabel')}
        </Checkbox>
      )}
      {rules.legalCheckbox && (
        <div className="newsletter__legal-consent">
          <Checkbox
            name="legals"
            value="NEWSLETTER"
            required
            checked={values.legals.includes('NEWSLETTER')}
            onCheckedChange={(on) => setFieldValue('legals', toggled(values.legals, 'NEWSLETTER', on))}
            error={errorOf('legals')}
          >
            {t('legalCheckboxLabel')}
          </Checkbox>
          <p className="newsletter__small">
            <RichText text={t('legalCheckboxLink')} links={{ consent: rules.links.commercialMessageConsent }} />
          </p>
        </div>
      )}
    </div>
  );
}
