// Build-time prerender of <shop-login>, for the login page's HTML (dist/prerender/, written by
// @shop/element's build/prerender.ts through Vite's SSR module loader: CSS `?inline` imports
// resolve as in the browser build).

import { prerenderShadowRoot } from '@shop/design-system/prerender';
import type { PrerenderVariants } from '@shop/element/build/prerender';
import type { Country } from '@shop/sites';
import { Login } from '../src/Login.tsx';
import { loginTexts } from '../src/texts.ts';

/**
 * The element's shadow root as a declarative shadow root: its first frame for a shopper who is
 * not logged in (the empty form: no e-mail is known on the server, the one remembered on the
 * device is filled in as the element takes over, which changes no size).
 */
function prerenderLogin(country: Country): Promise<string> {
  return prerenderShadowRoot({
    tag: 'shop-login',
    country,
    texts: loginTexts,
    children: <Login rememberEmail />,
  });
}

/** A page for a shopper who is logged in already renders no form (the element redirects at once). */
export const prerenderVariants: PrerenderVariants = { full: prerenderLogin };
