import { describe, expect, it } from 'vitest';
import { array, object, string } from 'yup';
import { yupFieldErrors } from './yupErrors.ts';

const schema = object({
  email: string().required('email.required').email('email.pattern'),
  name: string()
    .max(3, 'name.tooLong')
    .matches(/^[a-z]*$/, 'name.invalid'),
  legals: array(string().oneOf(['NEWSLETTER'], 'legal.unknown')).default([]),
});

describe('yupFieldErrors', () => {
  it('is empty for valid values', () => {
    expect(yupFieldErrors(schema, { email: 'anna@example.com', name: 'ann', legals: ['NEWSLETTER'] })).toEqual({});
  });

  it('gives every broken field the message of its first broken rule', () => {
    expect(yupFieldErrors(schema, { email: '', name: 'ANNA', legals: [] })).toEqual({
      email: 'email.required',
      name: 'name.tooLong',
    });
  });

  it('reports a rule broken inside a list under the list field', () => {
    expect(yupFieldErrors(schema, { email: 'a@b.ch', name: '', legals: ['NEWSLETTER', 'OTHER'] })).toEqual({
      legals: 'legal.unknown',
    });
  });

  it('rethrows what is not a validation error: a broken rule is not a valid form', () => {
    const broken = object({
      email: string().test('crashes', 'never shown', () => {
        throw new TypeError('a bug in a rule');
      }),
    });
    expect(() => yupFieldErrors(broken, { email: 'anna@example.com' })).toThrow(TypeError);
  });
});
