import { type Country, countries, siteOf, siteSlug } from '@shop/sites';
import type { FooterContent } from '../domain/types.ts';

/**
 * Every site's built-in content at once (`sites/<slug>.ts`, export `content`): for tests, the
 * prerender and other packages, in Node as in Vite. The element itself loads only its country's
 * module (./index.ts). A site without its content file fails this module's import, naming the file.
 */
export const builtInContent = Object.fromEntries(
  await Promise.all(
    countries.map(async (country) => {
      const module = (await import(`./sites/${siteSlug(country)}.ts`)) as { content: FooterContent };
      return [country, module.content] as const;
    }),
  ),
) as Record<Country, FooterContent>;

/** The built-in content of a country code, by the element's own rule (siteOf: unknown codes are DE). */
export function builtInContentFor(country: string | undefined): FooterContent {
  return builtInContent[siteOf(country).country];
}
