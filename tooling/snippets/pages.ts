import type { WidgetUse } from './compose.ts';

/**
 * The shop's page compositions: the widgets of one page together, so its head loads the import
 * map once and each module once. Each is written per country to dist/snippets/pages/<name>/ and
 * rewritten when one of its packages (or the runtime) is rebuilt. The demo host's pages of the
 * same names render from them.
 */
export const pageCompositions = {
  /** The home page: every widget; the newsletter bundle is the one the footer's newsletter block uses. */
  home: [
    { pkg: 'session' },
    { pkg: 'design-system' },
    { pkg: 'preview-panel' },
    { pkg: 'newsletter', tag: false },
    { pkg: 'footer' },
  ],
  /** The login page (desktop and mobile). */
  login: [
    { pkg: 'session' },
    // After signing in without a redirect the shopper goes to their site's home page; the sites
    // of the demo host share one origin and tell the country by the query.
    { pkg: 'login', attributes: (country) => ({ home: `/?country=${country}` }) },
    { pkg: 'newsletter', tag: false },
    { pkg: 'footer' },
  ],
  /** The newsletter sign-up page. */
  newsletter: [
    {
      pkg: 'newsletter',
      attributes: { origin: 'NEWSLETTER', 'origin-addition': 'subscribenewsletter' },
      // The sign-up is the page's purpose: its code comes on idle (docs/decisions.md).
      load: 'idle',
    },
  ],
} as const satisfies Record<string, readonly WidgetUse[]>;

export type PageName = keyof typeof pageCompositions;
export const pageNames = Object.keys(pageCompositions) as PageName[];
