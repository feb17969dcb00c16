import { Checkbox, InputField, SelectField, useTranslation } from '@shop/design-system';
import type { FieldBinding } from '@shop/design-system/form';
import type { PrefillLocks } from '../domain/applyPrefill.ts';
import { type CountryRules, salutations } from '../domain/countryRules.ts';
import type { Consent, SubscriberFormValues } from '../domain/formValues.ts';
import { RichText } from './RichText.tsx';

interface ExtraFieldsProps {
  values: SubscriberFormValues;
  setFieldValue: <K extends keyof SubscriberFormValues>(field: K, value: SubscriberFormValues[K]) => void;
  /** The form's field binder (name, value, change, blur, error of a text field or select). */
  bind: (field: 'salutation' | 'firstName' | 'lastName') => FieldBinding;
  rules: CountryRules;
  /** Fields filled from the customer data and locked; the DNE checkbox hidden. */
  locks: PrefillLocks;
  errorOf: (field: keyof SubscriberFormValues) => string | undefined;
}

const toggled = (list: Consent[], item: Consent, on: boolean): Consent[] =>
  on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);

/** Salutation, names, the DNE consent and the TR legal checkbox, as the country's row says. */
export function ExtraFields({ values, setFieldValue, bind, rules, locks, errorOf }: ExtraFieldsProps) {
  const { t } = useTranslation();
  const label = (text: string, required: boolean) => (required ? text : `${text} ${t('optional')}`);
  return (
    <div className="newsletter__extra">
      {rules.showSalutation && (
        <SelectField
          label={label(t('salutationLabel'), rules.requireSalutation)}
          {...bind('salutation')}
          options={[
            { value: '', text: t('salutationEmpty') },
            ...salutations.map((value) => ({ value, text: t(`salutations.${value}`) })),
          ]}
          required={rules.requireSalutation}
          disabled={locks.disabled.salutation}
        />
      )}
      {rules.showNames && (
        <div className="newsletter__names">
          <InputField
            label={label(t('firstNameLabel'), rules.requireNames)}
            {...bind('firstName')}
            autoComplete="given-name"
            required={rules.requireNames}
            disabled={locks.disabled.firstName}
          />
          <InputField
            label={label(t('lastNameLabel'), rules.requireNames)}
            {...bind('lastName')}
            autoComplete="family-name"
            required={rules.requireNames}
            disabled={locks.disabled.lastName}
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
