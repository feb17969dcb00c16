import { type Country, siteOf, siteSlug } from '@shop/sites';
import type { FooterContent } from '../domain/types.ts';

/**
 * Built-in content as the element loads it: one lazy chunk per site (`sites/<slug>.ts`, its
 * export `content`), so a page downloads its own site's footer only.
 */
const modules = import.meta.glob<FooterContent>('./sites/*.ts', { import: 'content' });
const importContent = (country: Country): Promise<FooterContent> =>
  modules[`./sites/${siteSlug(country)}.ts`]?.() ??
  Promise.reject(new Error(`no built-in footer content for ${country} (content/sites/${siteSlug(country)}.ts)`));

const loaded = new Map<Country, FooterContent>();
const loading = new Map<Country, Promise<FooterContent>>();

/**
 * Whose built-in content a country code shows: the site the code names, read as every element
 * reads it (case-insensitive, `CH-FR` for CH_FR); an unknown code shows the German footer.
 */
export const contentCountry = (code: string | undefined): Country => siteOf(code).country;

/** The country's content if it was loaded already (synchronous, for the first render). */
export function loadedBuiltInContent(country: string | undefined): FooterContent | undefined {
  return loaded.get(contentCountry(country));
}

/** Loads the country's content once per page (a failed load may be tried again). */
export function loadBuiltInContent(country: string | undefined): Promise<FooterContent> {
  const code = contentCountry(country);
  const done = loaded.get(code);
  if (done) return Promise.resolve(done);
  let pending = loading.get(code);
  if (!pending) {
    // The country chunk imports the shared constructors' chunk: fetch both at once, not in turn.
    pending = Promise.all([importContent(code), import('./helpers.ts')]).then(
      ([content]) => {
        loaded.set(code, content);
        loading.delete(code);
        return content;
      },
      (error: unknown) => {
        loading.delete(code);
        throw error;
      },
    );
    loading.set(code, pending);
  }
  return pending;
}
