/**
 * Request bodies as JSON text, written without the page's `JSON.stringify` or any prototype
 * method. A legacy page changes what `JSON.stringify` writes: Prototype 1.6 puts a `toJSON`
 * on Array.prototype (and String, Number, Date) that returns its own JSON as a string, so
 * `{"consents":["DNE"]}` went out as `{"consents":"[\"DNE\"]"}` and the service answered 400.
 * Capturing `JSON.stringify` when this module loads would not help: the page's scripts ran
 * before ours. So this writes plain data itself: null, booleans, finite numbers, strings,
 * arrays and plain objects (own enumerable keys, in order); `undefined` and functions are left
 * out of objects and become null in arrays, as JSON.stringify does. Anything else (a Date, a
 * Map, a class instance) is a programming error here and throws, as does a cycle.
 *
 * Only syntax and primitive operations are used (loops, `for…in` with the captured
 * `hasOwnProperty`, `typeof`, string concatenation), so replaced `Array.from`, `Object.keys`,
 * `map` or `toJSON` methods, and enumerable additions to Object.prototype, change nothing.
 */
const hasOwn = Object.prototype.hasOwnProperty;
const objectToString = Object.prototype.toString;

export function serializeJson(value: unknown): string {
  const written = write(value, []);
  if (written === undefined) throw new TypeError('A request body must be JSON data, not undefined or a function');
  return written;
}

function write(value: unknown, ancestors: object[]): string | undefined {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? `${value}` : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'bigint':
      throw new TypeError('A BigInt has no JSON form');
  }
  if (value === null) return 'null';
  const object = value as object;
  for (let i = 0; i < ancestors.length; i++) {
    if (ancestors[i] === object) throw new TypeError('A request body must not contain itself');
  }
  ancestors[ancestors.length] = object;
  const text =
    objectToString.call(object) === '[object Array]'
      ? writeArray(object as unknown[], ancestors)
      : writeObject(object, ancestors);
  ancestors.length -= 1;
  return text;
}

function writeArray(array: unknown[], ancestors: object[]): string {
  let text = '[';
  for (let i = 0; i < array.length; i++) {
    if (i > 0) text += ',';
    text += write(array[i], ancestors) ?? 'null';
  }
  return `${text}]`;
}

function writeObject(object: object, ancestors: object[]): string {
  const prototype = Object.getPrototypeOf(object);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new TypeError(`A request body holds plain data only, not ${objectToString.call(object)}`);
  }
  let text = '{';
  let first = true;
  for (const key in object) {
    if (!hasOwn.call(object, key)) continue;
    const written = write((object as Record<string, unknown>)[key], ancestors);
    if (written === undefined) continue;
    text += `${first ? '' : ','}${quote(key)}:${written}`;
    first = false;
  }
  return `${text}}`;
}

const shortEscapes: Record<number, string> = {
  8: '\\b',
  9: '\\t',
  10: '\\n',
  12: '\\f',
  13: '\\r',
  34: '\\"',
  92: '\\\\',
};

/** A JSON string literal, escaped as JSON.stringify escapes (lone surrogates as \uXXXX). */
function quote(string: string): string {
  let text = '"';
  for (let i = 0; i < string.length; i++) {
    const code = string.charCodeAt(i);
    const short = hasOwn.call(shortEscapes, code) ? shortEscapes[code] : undefined;
    if (short !== undefined) {
      text += short;
    } else if (code < 0x20) {
      text += unicodeEscape(code);
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = string.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        text += string.slice(i, i + 2);
        i++;
      } else {
        text += unicodeEscape(code);
      }
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      text += unicodeEscape(code);
    } else {
      text += string.charAt(i);
    }
  }
  return `${text}"`;
}

const hexDigits = '0123456789abcdef';

function unicodeEscape(code: number): string {
  return `\\u${hexDigits[(code >> 12) & 15]}${hexDigits[(code >> 8) & 15]}${hexDigits[(code >> 4) & 15]}${hexDigits[code & 15]}`;
}
