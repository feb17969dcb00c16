import { isAcceptableEmail } from './validation.ts';

/**
 * The "known e-mail" the form starts with: the address the page passes in (`email` attribute)
 * wins; otherwise the address of the last successful login on this device (local storage);
 * otherwise empty. A value that is not an acceptable e-mail address is ignored.
 */
export function knownEmail(fromAttribute: unknown, fromDevice: unknown): string {
  if (isAcceptableEmail(fromAttribute)) return fromAttribute.trim();
  if (isAcceptableEmail(fromDevice)) return fromDevice.trim();
  return '';
}
