import { useFormik } from 'formik';
import { useLayoutEffect, useState } from 'react';
import type { CountryRules } from '../domain/countryRules.ts';
import type { SubscriberFormValues } from '../domain/formValues.ts';
import { messages, validateSubscriber } from '../domain/schema.ts';
import type { FormController } from './formController.ts';
import type { SubmitOutcome } from './SubscribeForm.tsx';

interface FormikDriverProps {
  controller: FormController;
  rules: CountryRules;
  /** The values after a successful sign-up (the prefill, or empty). */
  resetValues: SubscriberFormValues;
  onSubmit: (values: SubscriberFormValues) => Promise<SubmitOutcome>;
  /** The service rejected the address: the form focuses the e-mail field. */
  onInvalidEmail: () => void;
}

/**
 * The on-demand part of the form (loaded on the shopper's first interaction, with formik and the
 * yup schema): runs formik, starting from what the form holds at that moment (values, touched
 * fields, and their errors), and hands its state to the controller after every render. Renders
 * nothing: the form's fields stay the components they were.
 */
export function FormikDriver({ controller, rules, resetValues, onSubmit, onInvalidEmail }: FormikDriverProps) {
  const [initial] = useState(() => {
    const { values, touched } = controller.getSnapshot();
    // Fields left before the logic arrived are validated now, as their blur would have.
    const errors = Object.keys(touched).length > 0 ? validateSubscriber(rules, values) : {};
    return { values, touched, errors };
  });
  const formik = useFormik<SubscriberFormValues>({
    initialValues: initial.values,
    initialTouched: initial.touched,
    initialErrors: initial.errors,
    validate: (values) => validateSubscriber(rules, values),
    // Validation on blur (and submit) only, run synchronously by the controller: formik's own
    // blur validation is asynchronous and would flash the previous error for a frame, shifting
    // the layout under the shopper's pointer.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const outcome = await onSubmit(values);
      if (outcome === 'SUCCESS') controller.reset(resetValues);
      if (outcome === 'ERROR_INVALID_EMAIL') {
        helpers.setFieldError('email', messages.emailPattern);
        onInvalidEmail();
      }
    },
  });

  useLayoutEffect(() => controller.attach(formik, (values) => validateSubscriber(rules, values)));
  useLayoutEffect(() => () => controller.detach(null), [controller]);
  return null;
}
