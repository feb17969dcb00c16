// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeJson } from './jsonBody.ts';
import { createServiceClient } from './serviceClient.ts';
import { applyLegacyPatches } from './testing/legacyPatches.ts';

// The newsletter sign-up's body: the shape that broke on a Prototype 1.6 page.
const signUp = {
  email: 'anna.schmidt@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  consents: ['DNE', 'EMAIL'],
  birthday: null,
  marketing: true,
  count: 2,
};
const signUpJson =
  '{"email":"anna.schmidt@example.com","salutation":"MRS","firstName":"Anna","consents":["DNE","EMAIL"],"birthday":null,"marketing":true,"count":2}';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('serializeJson on a clean page', () => {
  it('writes what JSON.stringify writes for any JSON data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(serializeJson(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 100 },
    );
  }, 20_000);

  it('escapes every string as JSON.stringify does, lone surrogates and control characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(serializeJson({ [text]: [text] })).toBe(JSON.stringify({ [text]: [text] }));
      }),
      { numRuns: 100 },
    );
  }, 20_000);

  it('leaves out undefined and functions in objects and writes null for them in arrays', () => {
    expect(serializeJson({ a: undefined, b: () => 1, c: [undefined, () => 1, Number.NaN] })).toBe(
      '{"c":[null,null,null]}',
    );
  });

  it('refuses what is not plain data: a Date, a Map, a cycle', () => {
    expect(() => serializeJson({ at: new Date(0) })).toThrow(TypeError);
    expect(() => serializeJson(new Map())).toThrow(TypeError);
    const cycle: Record<string, unknown> = {};
    cycle.self = [cycle];
    expect(() => serializeJson(cycle)).toThrow(TypeError);
    // The same object twice side by side is no cycle.
    const shared = { a: 1 };
    expect(serializeJson([shared, shared])).toBe('[{"a":1},{"a":1}]');
  });
});

describe('serializeJson on a legacy page', () => {
  it('Prototype 1.6: arrays stay arrays although Array.prototype.toJSON returns a string', () => {
    restore = applyLegacyPatches('prototype-1.6.js');
    // What the page's own JSON.stringify now writes: the consents as one string.
    expect(JSON.stringify({ consents: ['DNE'] })).toBe('{"consents":"[\\"DNE\\"]"}');
    expect(serializeJson(signUp)).toBe(signUpJson);
  });

  it('Prototype 1.7: the same body, with its Array.from and Enumerable on Array.prototype', () => {
    restore = applyLegacyPatches('prototype-1.7.js');
    expect(Array.from(new Set(['DNE']))).toEqual([]);
    expect(serializeJson(signUp)).toBe(signUpJson);
  });

  it('enumerable additions to Object.prototype and a replaced Object.keys stay out of the body', () => {
    restore = applyLegacyPatches('prototype-1.6.js');
    Object.defineProperty(Object.prototype, 'extendedByThePage', {
      value: 'leak',
      enumerable: true,
      configurable: true,
      writable: true,
    });
    expect(Object.keys({ a: 1 })).toContain('extendedByThePage');
    expect(serializeJson({ a: 1, list: [{ b: 'x' }] })).toBe('{"a":1,"list":[{"b":"x"}]}');
  });

  it('the service client sends the body unchanged through ky under Prototype 1.6', async () => {
    const sent: { body: string; type: string | null }[] = [];
    const client = createServiceClient({
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push({ body: await request.text(), type: request.headers.get('content-type') });
        return new Response(null, { status: 201 });
      },
    });
    restore = applyLegacyPatches('prototype-1.6.js');
    await client.request('http://shop.test/service/newsletter', { method: 'POST', json: signUp });
    restore();
    restore = undefined;
    expect(sent).toEqual([{ body: signUpJson, type: 'application/json' }]);
  });
});
