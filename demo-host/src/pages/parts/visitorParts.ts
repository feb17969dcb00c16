import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type PageName, pagePartWithVariant, type Snippets } from '../../core/bundles.ts';
import type { Country } from '../../core/countries.ts';
import { verifyLoginToken } from '../../mock-data/tokens.ts';
import { visitorHidesNewsletterBlock } from '../../services/customerfrontenddata.ts';

/**
 * Prerendered first frames that depend on the visitor, chosen as the shop's server would, so
 * that no element shows a block it then takes away:
 * - the footer without its newsletter block for a shopper whose nl_status hides it (the element
 *   decides the same from psdata before it takes over);
 * - no login form for a shopper who is logged in already (the element redirects at once).
 */
export function footerPart(c: Context, page: PageName, country: Country, snippets: Snippets): string | undefined {
  return visitorHidesNewsletterBlock(c)
    ? pagePartWithVariant(page, 'footer', 'noNewsletter', country)
    : snippets.parts.footer;
}

export function loginPart(c: Context, country: Country, snippets: Snippets): string | undefined {
  return verifyLoginToken(getCookie(c, 'LoginToken'))
    ? pagePartWithVariant('login', 'login', null, country)
    : snippets.parts.login;
}
