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
import { FormStore, loadOnInteraction, useFormStore } from '@shop/design-system/form';
import { useServiceClient } from '@shop/session';
import { type FormEvent, useEffect, useRef } from 'react';
import { login } from '../api.ts';
import { type LoginOutcome, outcomeMessageKeys } from '../domain/outcome.ts';
import { type LoginValues, maxEmailLength } from '../domain/validation.ts';
import css from './LoginForm.css?inline';

/** A failed login: a new object for each, so the focus moves to its message every time. */
interface Failure {
  outcome: Exclude<LoginOutcome, 'success'>;
}

/** The form's validation, a chunk with the yup schema that loads on the first interaction. */
const loadValidator = () => import('../domain/loginSchema.ts').then((schema) => schema.validateLogin);

export interface LoginFormProps {
  initialEmail: string;
  /** Called after a 200 with the e-mail address as sent. */
  onLoggedIn: (email: string) => void;
}

/**
 * The e-mail + password form. Validation errors show at the field (linked by
 * aria-describedby) once it was left or the form submitted; a failed submit moves focus to
 * the first invalid field. A failed login keeps the e-mail, clears the password and moves focus
 * to the message, which never says which of the two credentials was wrong. The validation
 * loads on the first interaction; a submit before it has arrived waits for it.
 */
export function LoginForm({ initialEmail, onLoggedIn }: LoginFormProps) {
  useStyles(css);
  const { t } = useTranslation();
  const { emit } = useShopElement();
  const client = useServiceClient();
  const messageRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [form, { values, errors, touched, submitting, outcome: failure }] = useFormStore(
    () =>
      new FormStore<LoginValues, Failure>({
        values: { email: initialEmail, password: '' },
        loadValidator,
        fieldOrder: ['email', 'password'],
        validateOn: 'change',
      }),
  );

  // A removed element cancels its request.
  useEffect(() => () => pending.current?.abort(), []);

  // After each failed login: focus the message (it exists once rendered).
  useEffect(() => {
    if (failure) messageRef.current?.focus();
  }, [failure]);

  const send = async (sent: LoginValues) => {
    form.setOutcome(null);
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const email = normalizeEmailAddress(sent.email);
    const result = await login(client, { email, password: sent.password }, controller.signal);
    if (result === 'aborted') return;
    if (result.outcome === 'success') {
      onLoggedIn(email);
      return;
    }
    form.fill({ password: '' });
    form.setOutcome({ outcome: result.outcome });
    emit('shop-login-error', { reason: result.outcome, status: result.status });
  };

  // One login at a time: a second Enter or click while one is under way does nothing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(send).then((result) => {
      if (result.kind === 'invalid') (result.firstInvalid === 'email' ? emailRef : passwordRef).current?.focus();
      if (result.kind === 'unavailable') {
        console.warn('<shop-login> form validation unavailable:', result.error);
        form.setOutcome({ outcome: 'unavailable' });
      }
    });
  };

  const errorOf = (field: keyof LoginValues) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={submitting} {...loadOnInteraction(form)}>
      {failure && (
        <div className="login-form__message" ref={messageRef} tabIndex={-1}>
          <Notification variant="error" showCloseIcon={false}>
            {t(outcomeMessageKeys[failure.outcome])}
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
        value={values.email}
        onValueChange={(email) => form.edit({ email })}
        onBlur={() => form.blur('email')}
        error={errorOf('email')}
      />
      <PasswordField
        ref={passwordRef}
        label={t('password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onValueChange={(password) => form.edit({ password })}
        onBlur={() => form.blur('password')}
        error={errorOf('password')}
      />
      <Button type="submit" width="full">
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
