import { widgetBuildConfig } from '@shop/element/build/vite-widget';
import { countries, siteSlug } from '@shop/sites';
import { mergeConfig } from 'vite';

// Loaded through Vite's module runner (`vite build --configLoader runner`, as every package's
// config): the sites module and @shop/element's build are TypeScript, which Node's own loader
// (Vite's default for configs' dependencies) cannot import.

// A page of one country preloads that country's content chunk (dist/preloads.json, country:DE).
const countryModules = Object.fromEntries(
  countries.map((country) => [country, `src/content/sites/${siteSlug(country)}.ts`]),
);

// The session package's modules have no side effects: declaring it lets the bundler keep its
// service client (ky, yup) out of the entry's chunks; the footer loads it after the first render.
export default mergeConfig(widgetBuildConfig(undefined, { countryModules }), {
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/session/src/') },
    },
  },
});
