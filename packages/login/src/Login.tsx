import { useShopElement, useStyles } from '@shop/design-system';
import { isLoggedIn, track } from '@shop/session';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearStoredTarget, navigate, readDeviceEmail, readStoredTarget, writeDeviceEmail } from './browser.ts';
import { LoginForm } from './components/LoginForm.tsx';
import { Redirecting } from './components/Redirecting.tsx';
import { knownEmail } from './domain/knownEmail.ts';
import { redirectTarget } from './domain/redirect.ts';
import { loginPageView } from './domain/tracking.ts';
import css from './Login.css?inline';

export interface LoginProps {
  /** A known e-mail the page passes in (wins over the one remembered on this device). */
  email?: string;
  /** Remember the e-mail of a successful login on this device (default true). */
  rememberEmail: boolean;
  /** The site's home page (a same-origin path), where a shopper without a target goes; default `/`. */
  home?: string;
}

/**
 * <shop-login>: already logged in on load -> straight to the redirect target; otherwise the
 * form, a page view tracked as a user login, and after a login the same redirect.
 */
export function Login({ email, rememberEmail, home }: LoginProps) {
  useStyles(css);
  const { country, locale, emit } = useShopElement();
  // Decided once, on load: a login made later (e.g. in another tab) does not yank the form away.
  const [alreadyLoggedIn] = useState(() => isLoggedIn());
  const [redirecting, setRedirecting] = useState(alreadyLoggedIn);
  const initialEmail = useMemo(() => knownEmail(email, readDeviceEmail()), [email]);

  const leave = useCallback(
    (reason: 'login' | 'already-logged-in') => {
      const target = redirectTarget(readStoredTarget(), window.location.href, home || undefined);
      clearStoredTarget();
      emit('shop-login-redirect', { target, reason });
      navigate(target);
    },
    [emit, home],
  );

  // Once per element: the redirect of a shopper who is already logged in, or the page view.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (alreadyLoggedIn) leave('already-logged-in');
    else track(loginPageView(country, locale));
  }, [alreadyLoggedIn, country, locale, leave]);

  const onLoggedIn = (sentEmail: string) => {
    writeDeviceEmail(rememberEmail ? sentEmail : null);
    emit('shop-login-success', { email: sentEmail });
    setRedirecting(true);
    leave('login');
  };

  return redirecting ? <Redirecting /> : <LoginForm initialEmail={initialEmail} onLoggedIn={onLoggedIn} />;
}

export { loginProps } from './element.api.ts';
