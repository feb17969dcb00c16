// What other packages may import from @shop/login: its two documented pure rules (README:
// "Redirect rule", "Known e-mail rule"). The element is registered by src/index.ts.
export { knownEmail } from './domain/knownEmail.ts';
export { redirectTarget } from './domain/redirect.ts';
