import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { type EmailResult, emails } from '../../../../e2e/data/hostile/emails.ts';
import { internalLinks } from '../../../../e2e/data/hostile/internal-links.ts';
import { loginPath, redirects, withOrigin } from '../../../../e2e/data/hostile/redirects.ts';
import { knownEmail } from './knownEmail.ts';
import { loginSchema } from './loginSchema.ts';
import { redirectTarget } from './redirect.ts';
import { isAcceptableEmail, messageKeys } from './validation.ts';

/** The hostile-input tables (e2e/data/hostile) against the login form's rules. */
const emailMessage: Record<EmailResult, string | undefined> = {
  ok: undefined,
  required: messageKeys.emailRequired,
  invalid: messageKeys.emailInvalid,
  tooLong: messageKeys.emailTooLong,
};

function emailError(email: string): string | undefined {
  try {
    loginSchema.validateSync({ email, password: 'x' }, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((inner) => inner.path === 'email')?.message;
  }
}

describe('hostile e-mail addresses in the login form', () => {
  it.each(emails.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    expect(emailError(entry.value)).toBe(emailMessage[entry.expected]);
  });

  it('only an acceptable address becomes the known e-mail (from the page or the device)', () => {
    for (const entry of emails) {
      const expected = entry.expected === 'ok' ? entry.value.trim() : '';
      expect(isAcceptableEmail(entry.value), entry.note).toBe(entry.expected === 'ok');
      expect(knownEmail(entry.value, undefined), entry.note).toBe(expected);
      expect(knownEmail(undefined, entry.value), entry.note).toBe(expected);
    }
  });
});

describe('hostile redirect targets', () => {
  const origin = 'https://shop.example';
  const current = `${origin}${loginPath}`;

  it('has at least 100 targets', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(100);
  });

  it.each(redirects.map((entry) => [JSON.stringify(entry.target).slice(0, 80), entry] as const))(
    '%s',
    (_label, entry) => {
      const answer = redirectTarget(withOrigin(entry.target, origin), current);
      expect(answer).toBe(entry.expected);
      expect(new URL(answer, `${origin}/`).origin).toBe(origin);
    },
  );
});

describe('redirect targets on the shop whose path reads as another host', () => {
  const origin = 'https://shop.example';
  const current = `${origin}${loginPath}`;
  const home = '/?country=DE';

  it.each(internalLinks.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    const target = withOrigin(entry.address, origin);
    expect(redirectTarget(target, current)).toBe(entry.redirect);
  });

  it.each(internalLinks.filter((entry) => entry.redirect === '/').map((entry) => [entry.note, entry] as const))(
    'the same spelled as the home page gives / (%s)',
    (_note, entry) => {
      expect(redirectTarget(null, current, withOrigin(entry.address, origin))).toBe('/');
      expect(redirectTarget(withOrigin(entry.address, origin), current, home)).toBe(home);
    },
  );
});
