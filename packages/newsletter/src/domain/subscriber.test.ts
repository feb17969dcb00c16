import { describe, expect, it } from 'vitest';
import { subscriberSchema } from './subscriber.ts';

describe('the subscriber the newsletter service answers with', () => {
  it('takes an answer with an address and a status', async () => {
    const subscriber = { email: 'anna@example.com', status: 'CONFIRMED' };
    await expect(subscriberSchema.validate(subscriber)).resolves.toEqual(subscriber);
  });

  it('refuses an answer without an address (nothing to show the shopper)', async () => {
    await expect(subscriberSchema.validate({ status: 'CONFIRMED' })).rejects.toThrow();
  });

  it('refuses an answer without a status (the element could not tell a confirmation happened)', async () => {
    await expect(subscriberSchema.validate({ email: 'anna@example.com' })).rejects.toThrow();
  });
});
