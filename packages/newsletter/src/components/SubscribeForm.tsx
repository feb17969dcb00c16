import { Button, InputField, useTranslation } from '@shop/design-system';
import { useFormik } from 'formik';
import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { CountryRules } from '../domain/countryRules.ts';
import { type FocusableField, firstInvalidField, type SubscriberFormValues } from '../domain/formValues.ts';
import type { Prefill } from '../domain/prefill.ts';
import { messages, validateSubscriber } from '../domain/schema.ts';
import { BotTrap } from './BotTrap.tsx';
import { ExtraFields } from './ExtraFields.tsx';
import { translateError } from './fieldError.ts';
import { LegalNotice } from './LegalNotice.tsx';

/** Spec §9: the first invalid field is focused 100 ms after a failed submit. */
export const focusDelayMs = 100;

export type SubmitOutcome = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL' | 'NONE';

interface SubscribeFormProps {
  rules: CountryRules;
  prefill: Prefill;
  /** Sends (or fakes) the sign-up; the form only learns the outcome. */
  onSubmit: (values: SubscriberFormValues) => Promise<SubmitOutcome>;
  /** The e-mail field got focus (dismisses the confirmation-link-not-valid banner). */
  onEmailFocus: () => void;
}

/** The sign-up form (formik): e-mail first, extra fields once it has focus or a value. */
export function SubscribeForm({ rules, prefill, onSubmit, onEmailFocus }: SubscribeFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: FocusableField } | null>(null);

  const formik = useFormik<SubscriberFormValues>({
    initialValues: prefill.values,
    validate: (values) => validateSubscriber(rules, values),
    // Validation on blur (and submit) only, run synchronously in handleBlur below: formik's own
    // blur validation is asynchronous and would flash the previous error for a frame, shifting
    // the layout under the shopper's pointer.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit(values);
      if (outcome === 'SUCCESS') helpers.resetForm({ values: prefill.values });
      if (outcome === 'ERROR_INVALID_EMAIL') {
        helpers.setFieldError('email', messages.emailPattern);
        setFocusRequest({ field: 'email' });
      }
    },
  });
  const { values, errors, touched } = formik;
  const latest = useRef(formik);
  latest.current = formik;

  // The prefill arrives after the first render: take it unless the shopper already typed.
  const appliedPrefill = useRef(prefill);
  useEffect(() => {
    if (prefill === appliedPrefill.current) return;
    appliedPrefill.current = prefill;
    if (!latest.current.dirty) latest.current.resetForm({ values: prefill.values });
  }, [prefill]);

  // Delayed focus of the first invalid field (spec §4), scrolled into view.
  useEffect(() => {
    if (!focusRequest) return;
    const timer = setTimeout(() => {
      const field = formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`);
      if (!field) return;
      field.scrollIntoView({ block: 'center', behavior: 'smooth' });
      field.focus({ preventScroll: true });
      setFocusRequest(null);
    }, focusDelayMs);
    return () => clearTimeout(timer);
  }, [focusRequest]);

  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
    // Focus moving to the submit button (pressing it): the submit validates everything. An error
    // appearing now would push the button away from under the pointer before the click lands.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    formik.setErrors(validateSubscriber(rules, latest.current.values));
    void formik.setFieldTouched(event.target.name, true, false);
  };

  const showExtra = expanded || values.email !== '';
  const errorOf = (field: keyof SubscriberFormValues) =>
    touched[field] ? translateError(t, errors[field] as string | undefined) : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    setExpanded(true);
    const first = firstInvalidField(validateSubscriber(rules, values));
    void formik.submitForm();
    if (first) setFocusRequest({ field: first });
  };

  return (
    <form ref={formRef} className="newsletter__form" noValidate onSubmit={handleSubmit} aria-label={t('formLabel')}>
      <InputField
        label={t('emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={formik.handleChange}
        onBlur={handleBlur}
        onFocus={() => {
          setExpanded(true);
          onEmailFocus();
        }}
        error={errorOf('email')}
      />
      {showExtra && (
        <ExtraFields formik={formik} rules={rules} prefill={prefill} errorOf={errorOf} onBlur={handleBlur} />
      )}
      <BotTrap value={values.website} onChange={(value) => void formik.setFieldValue('website', value, false)} />
      <div className="newsletter__actions" aria-live="polite">
        <Button type="submit" variant="primary-fill" width="full-mobile">
          {formik.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </div>
      <LegalNotice rules={rules} />
    </form>
  );
}
