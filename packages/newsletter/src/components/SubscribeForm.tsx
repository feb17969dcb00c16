import { Button, InputField, useTranslation } from '@shop/design-system';
import { FormStore, fieldBinder, loadOnInteraction, useFormStore } from '@shop/design-system/form';
import { type FocusEvent, type FormEvent, startTransition, useEffect, useRef, useState } from 'react';
import { applyPrefill, type ClaimedField, type PrefillLocks } from '../domain/applyPrefill.ts';
import type { CountryRules } from '../domain/countryRules.ts';
import { fieldOrder, type Prefill, type SubscriberFormValues } from '../domain/formValues.ts';
import { messages } from '../domain/messages.ts';
import { BotTrap } from './BotTrap.tsx';
import { ExtraFields } from './ExtraFields.tsx';
import { translateError } from './fieldError.ts';
import { LegalNotice } from './LegalNotice.tsx';

/** The first invalid field is focused 100 ms after a failed submit, once its error has shown. */
const focusDelayMs = 100;

export type SubmitOutcome = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL' | 'NONE';

type FormField = keyof SubscriberFormValues;

interface SubscribeFormProps {
  rules: CountryRules;
  prefill: Prefill;
  /** Sends (or fakes) the sign-up; the form only learns the outcome. */
  onSubmit: (values: SubscriberFormValues) => Promise<SubmitOutcome>;
  /** The e-mail field got focus (dismisses the confirmation-link-not-valid banner). */
  onEmailFocus: () => void;
  /** The form's validation could not be loaded for a submit (network): the technical-error state. */
  onLogicUnavailable: () => void;
}

/** The form's validation: the yup schema of the country's rules, a chunk loaded on demand. */
const loadValidator = (rules: () => CountryRules) => () =>
  import('../domain/schema.ts').then(
    ({ validateSubscriber }) =>
      (values: SubscriberFormValues) =>
        validateSubscriber(rules(), values),
  );

/** The name of the form field that has the focus (inside the element's shadow root), if any. */
function focusedFieldName(form: HTMLFormElement | null): ClaimedField | null {
  const active = form ? (form.getRootNode() as Document | ShadowRoot).activeElement : null;
  const name = active && form?.contains(active) ? active.getAttribute('name') : null;
  return (name as ClaimedField | null) || null;
}

/**
 * The sign-up form: e-mail first, extra fields once it has focus or a value. The yup schema
 * loads on the shopper's first interaction (focus, pointer, touch or key inside the form) or
 * with a submit; until then the form's state source holds the values and touched fields.
 */
export function SubscribeForm({ rules, prefill, onSubmit, onEmailFocus, onLogicUnavailable }: SubscribeFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: FormField } | null>(null);
  const currentRules = useRef(rules);
  const currentPrefill = useRef(prefill);
  useEffect(() => {
    currentRules.current = rules;
    currentPrefill.current = prefill;
  });
  // The same snapshot on the server: the footer's prerender renders the form's first frame.
  const [form, { values, errors, touched, submitting }] = useFormStore(
    () =>
      new FormStore({ values: prefill.values, loadValidator: loadValidator(() => currentRules.current), fieldOrder }),
  );

  // The customer data arrives after the first render, maybe after the shopper has started: it
  // fills and locks only the fields the shopper has not edited and is not in (applyPrefill.ts).
  const appliedPrefill = useRef(prefill);
  const [prefillAtFirstRender] = useState(prefill);
  const latePrefilledEmail = prefill === prefillAtFirstRender ? null : prefill.values.email;
  const [locks, setLocks] = useState<PrefillLocks>(() => applyPrefill(prefill, prefill.values, new Set()));
  useEffect(() => {
    if (prefill === appliedPrefill.current) return;
    appliedPrefill.current = prefill;
    const claimed = new Set<ClaimedField>(form.edited);
    const focused = focusedFieldName(formRef.current);
    if (focused) claimed.add(focused);
    const applied = applyPrefill(prefill, form.getSnapshot().values, claimed);
    form.fill(applied.values);
    setLocks({ disabled: applied.disabled, hideDne: applied.hideDne });
  }, [form, prefill]);

  // The first invalid field gets the focus a moment after a failed submit, scrolled into view.
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
    form.blur(event.target.name as FormField);
  };
  const handleChange = (event: { target: { name: string; value: string } }) =>
    form.edit({ [event.target.name]: event.target.value });

  // The extra fields show once the e-mail field has focus or a value, except the value the
  // customer data filled in after the form was first shown: opening them then would move all
  // that follows the form while the shopper reads it (a layout shift nobody caused). Focus
  // opens them as for anyone; a prefill there at the first render shows them from the start.
  const showExtra = expanded || (values.email !== '' && values.email !== latePrefilledEmail);
  const errorOf = (field: FormField) => (touched[field] ? translateError(t, errors[field]) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setExpanded(true);
    const send = async (sent: SubscriberFormValues) => {
      const outcome = await onSubmit(sent);
      if (outcome === 'SUCCESS') form.reset(currentPrefill.current.values);
      if (outcome === 'ERROR_INVALID_EMAIL') {
        form.setFieldError('email', messages.emailPattern);
        setFocusRequest({ field: 'email' });
      }
    };
    void form.submit(send).then((result) => {
      if (result.kind === 'invalid' && result.firstInvalid) setFocusRequest({ field: result.firstInvalid });
      if (result.kind === 'unavailable') {
        console.warn('<shop-newsletter> form validation unavailable:', result.error);
        onLogicUnavailable();
      }
    });
  };

  return (
    <form
      ref={formRef}
      className="newsletter__form"
      noValidate
      onSubmit={handleSubmit}
      {...loadOnInteraction(form)}
      aria-label={t('formLabel')}
    >
      <InputField
        label={t('emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={() => {
          // The focus ring first, the extra fields in the next frame: the shopper's press paints
          // at once instead of waiting for the form to grow and the page below it to be laid out
          // again (on a phone-class CPU 55-80 ms on the home page, the interaction's INP).
          startTransition(() => setExpanded(true));
          onEmailFocus();
        }}
        error={errorOf('email')}
      />
      {showExtra && (
        <ExtraFields
          values={values}
          setFieldValue={(field, value) => form.edit({ [field]: value })}
          bind={fieldBinder(form, values, { errorOf, onBlur: (_, event) => handleBlur(event) })}
          rules={rules}
          locks={locks}
          errorOf={errorOf}
        />
      )}
      <BotTrap value={values.website} onChange={(value) => form.edit({ website: value })} />
      <div className="newsletter__actions" aria-live="polite">
        <Button type="submit" variant="primary-fill" width="full-mobile">
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </div>
      <LegalNotice rules={rules} />
    </form>
  );
}
