// The public API of <shop-login>: the attribute specs its definition uses and the
// descriptions the manifest, host types and README tables are generated from.
import type { ElementApi, PropSpecs } from '@shop/design-system';

export const loginProps = {
  email: { type: 'string' },
  rememberEmail: { type: 'boolean', default: true },
  home: { type: 'string' },
} as const satisfies PropSpecs;

export interface ShopLoginElementEvents {
  'shop-login-success': { email: string };
  'shop-login-error': { reason: 'unauthorized' | 'unavailable'; status: number | null };
  'shop-login-redirect': { target: string; reason: 'login' | 'already-logged-in' };
}

export const loginApi = {
  tag: 'shop-login',
  className: 'ShopLoginElement',
  summary:
    'The content of the login page: the e-mail and password form, the login call, its messages and the redirect after a login.',
  module: 'src/index.ts',
  common: ['country', 'locale', 'apiBase'],
  props: loginProps,
  attributes: {
    email: 'A known e-mail address the page passes in; wins over the one remembered on this device.',
    rememberEmail:
      'After a successful login, remember its e-mail on this device; `remember-email="false"` remembers nothing and forgets a remembered one.',
    home: 'The site’s home page, a same-origin path (default `/`; `/?country=TR` on the demo host): where a shopper without a usable redirect target goes after the login.',
  },
  events: {
    'shop-login-success': 'The service answered 2xx and a LoginToken is present.',
    'shop-login-error': 'A login failed (`status` is null when there was no answer).',
    'shop-login-redirect': 'Right before the element leaves the page for `target`.',
  },
  themable: true,
} as const satisfies ElementApi<typeof loginProps, ShopLoginElementEvents>;
