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

// Lazy modules the entry imports as soon as it starts, before <shop-footer> is registered: what
// its first frame waits for (start/firstFrame.ts: content, newsletter status), the service calls
// (the session's client and ky) and the content's shared constructors (loadBuiltInContent). Every
// footer that loads its code loads them at once anyway: preloaded with the entry, they cost no
// more bytes, but no longer a round trip each after the footer's code has run; and the loader
// evaluates them before React, so that the newsletter status request is on its way while React
// is evaluated (dist/preloads.json, packages/element/build/preloads.ts).
const startModules = ['src/start/firstFrame.ts', 'src/api.ts', 'src/content/helpers.ts'];

// The session package's modules have no side effects: declaring it lets the bundler keep its
// service client (ky, yup) out of the entry's chunks, in the lazy chunk of src/api.ts.
export default mergeConfig(widgetBuildConfig(undefined, { countryModules, startModules }), {
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/session/src/') },
    },
  },
});
