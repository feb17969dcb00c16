import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { loginSchema, validateLogin } from './loginSchema.ts';
import { isAcceptableEmail } from './validation.ts';

async function errorsOf(values: { email: string; password: string }): Promise<Record<string, string>> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('login form validation', () => {
  it('requires both fields', async () => {
    expect(await errorsOf({ email: '', password: '' })).toEqual({
      email: 'errors.emailRequired',
      password: 'errors.passwordRequired',
    });
  });

  it('asks for the address when a form sends no address field at all', () => {
    expect(validateLogin({ password: 'x' } as { email: string; password: string }).email).toBe('errors.emailRequired');
  });

  it('treats an e-mail of only spaces as missing', async () => {
    expect((await errorsOf({ email: '   ', password: 'x' })).email).toBe('errors.emailRequired');
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@@example.com',
    'an na@example.com',
    'anna@example.c',
  ])('rejects the e-mail %s as invalid', async (email) => {
    expect(await errorsOf({ email, password: 'x' })).toEqual({ email: 'errors.emailInvalid' });
  });

  it.each(['anna.schmidt@example.com', 'p.novak+shop@mail.example.cz', ' anna@example.com ', 'ÉVA@példa.hu'])(
    'accepts the e-mail %s',
    async (email) => {
      expect(await errorsOf({ email, password: 'secret' })).toEqual({});
    },
  );

  it('rejects an e-mail longer than 256 characters', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect((await errorsOf({ email, password: 'x' })).email).toBe('errors.emailTooLong');
  });

  it('keeps the password exactly as typed, spaces included', async () => {
    const values = await loginSchema.validate({ email: ' anna@example.com ', password: ' pass word ' });
    expect(values).toEqual({ email: 'anna@example.com', password: ' pass word ' });
  });

  it('knows an acceptable address', () => {
    expect(isAcceptableEmail('anna@example.com')).toBe(true);
    expect(isAcceptableEmail('anna')).toBe(false);
    expect(isAcceptableEmail(42)).toBe(false);
  });
});

describe('validateLogin', () => {
  it('names each invalid field with its message key', () => {
    expect(validateLogin({ email: 'anna@', password: '' })).toEqual({
      email: 'errors.emailInvalid',
      password: 'errors.passwordRequired',
    });
  });

  it('is empty for valid values', () => {
    expect(validateLogin({ email: 'anna@example.com', password: ' ' })).toEqual({});
  });
});
