import {
  Button,
  InputField,
  Notification,
  normalizeEmailAddress,
  PasswordField,
  useShopElement,
  useStyles,
  useTranslation,
} from '@shop/design-system';
import { useServiceClient } from '@shop/session';
import { useFormik } from 'formik';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { login } from '../api.ts';
import { type LoginOutcome, outcomeMessageKeys } from '../domain/outcome.ts';
import { type LoginValues, loginSchema, maxEmailLength } from '../domain/validation.ts';
import css from './LoginForm.css?inline';

type Failure = Exclude<LoginOutcome, 'success'>;

export interface LoginFormProps {
  initialEmail: string;
  /** Called after a 200 with the e-mail address as sent. */
  onLoggedIn: (email: string) => void;
}

/**
 * The e-mail + password form. Validation errors show at the field (linked by
 * aria-describedby) once it was left or the form submitted; a failed submit moves focus to
 * the first invalid field. A failed login keeps the e-mail, clears the password and moves focus
 * to the message, which never says which of the two credentials was wrong.
 */
export function LoginForm({ initialEmail, onLoggedIn }: LoginFormProps) {
  useStyles(css);
  const { t } = useTranslation();
  const { emit } = useShopElement();
  const client = useServiceClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failureCount, setFailureCount] = useState(0);
  const messageRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const busy = useRef(false);

  // A removed element cancels its request.
  useEffect(() => () => pending.current?.abort(), []);

  // After each failed login: focus the message (it exists once rendered).
  useEffect(() => {
    if (failureCount > 0) messageRef.current?.focus();
  }, [failureCount]);

  const formik = useFormik<LoginValues>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      const email = normalizeEmailAddress(values.email);
      const result = await login(client, { email, password: values.password }, controller.signal);
      if (result === 'aborted') return;
      if (result.outcome === 'success') {
        onLoggedIn(email);
        return;
      }
      helpers.setFieldValue('password', '', false);
      helpers.setFieldTouched('password', false, false);
      setFailure(result.outcome);
      setFailureCount((count) => count + 1);
      emit('shop-login-error', { reason: result.outcome, status: result.status });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One login at a time: a second Enter or click while one is under way does nothing.
    if (busy.current) return;
    busy.current = true;
    try {
      const errors = await formik.validateForm();
      if (errors.email || errors.password) {
        formik.setTouched({ email: true, password: true }, false);
        (errors.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      await formik.submitForm();
    } finally {
      busy.current = false;
    }
  };

  const errorOf = (field: keyof LoginValues) => {
    const key = formik.touched[field] ? formik.errors[field] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={formik.isSubmitting}>
      {failure && (
        <div className="login-form__message" ref={messageRef} tabIndex={-1}>
          <Notification variant="error" showCloseIcon={false}>
            {t(outcomeMessageKeys[failure])}
          </Notification>
        </div>
      )}
      <InputField
        ref={emailRef}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        maxLength={maxEmailLength}
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={errorOf('email')}
      />
      <PasswordField
        ref={passwordRef}
        label={t('password')}
        name="password"
        autoComplete="current-password"
        required
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={errorOf('password')}
      />
      <Button type="submit" width="full">
        {formik.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
