/**
 * The public API of a `<shop-*>` element, written once per element in its package's
 * `src/element.api.ts`: the attribute specs the element definition itself uses, and beside
 * them the descriptions that `custom-elements.json`, the host types (`types/`), the README's
 * API tables and the gallery are generated from (`npx -y pnpm@10 api`). Nothing here runs in a
 * page except the prop specs: the descriptions are plain objects a bundle leaves out.
 */
import { countries, locales } from '@shop/sites';
import type { PropSpecs } from './attributes.ts';

/** The attributes every element made by defineElement() understands. */
export const commonProps = {
  country: { type: 'string' },
  locale: { type: 'string' },
  apiBase: { type: 'string', default: '' },
} as const satisfies PropSpecs;

export type CommonProp = keyof typeof commonProps;

/** An attribute's documentation. */
export interface AttributeDoc {
  description: string;
  /**
   * The values a host may write, as a TypeScript type (e.g. `'success' | 'error'`), when they
   * are narrower than the spec's type. Hosts' types (JSX, `HTMLElementTagNameMap`) use it.
   */
  values?: string;
  /** The default to show when it is not the spec's own (e.g. one the element derives). */
  default?: string;
}

export type Described<Keys extends PropertyKey> = { [K in Keys]: string | AttributeDoc };

/** The values as a TypeScript union of string literals: `'DE' | 'AT'`. */
/* @__NO_SIDE_EFFECTS__ */
function oneOf(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(' | ');
}

export const commonAttributeDocs: Described<CommonProp> = {
  country: {
    description:
      'The country site; picks the locale. Unknown: DE, with a console warning (case-insensitive; CH-FR is CH_FR).',
    values: oneOf(countries),
    default: 'DE',
  },
  locale: {
    description: "Overrides the country's locale (one of the nine site locales).",
    values: oneOf(locales),
  },
  apiBase: "Prefix of every service path (the single-page-app path variant); '' = same origin.",
};

/**
 * One element's public API. `Props` are its own attribute specs (those the definition
 * uses); `Events` maps each event name to its `detail` type, declared in the same module as
 * `interface <className>Events` (the generator reads that interface's text).
 */
export interface ElementApi<Props extends PropSpecs, Events> {
  tag: `shop-${string}`;
  /** The element's type name for hosts, e.g. `ShopFooterElement`. */
  className: string;
  /** One sentence a template maintainer reads first (Markdown). */
  summary: string;
  /** The module that registers the element (what a page loads), relative to the package. */
  module: string;
  /** Which of country, locale and api-base it understands. */
  common: readonly CommonProp[];
  props: Props;
  attributes: Described<keyof Props>;
  /** What each event means and when it is dispatched (bubbling, composed CustomEvents). */
  events: { [K in keyof Events]: string };
  /** Slot name ('' for the default slot) → what goes there. */
  slots?: Record<string, string>;
  /** CSS part name → what it is. */
  cssParts?: Record<string, string>;
  /** CSS custom property (with `--`) → what it sets, besides the design tokens. */
  cssProperties?: Record<`--${string}`, { description: string; default?: string }>;
  /** A plain custom element (no defineElement): attributes only, no properties. */
  plain?: boolean;
  /** The design tokens (`src/tokens/tokens.css`) are custom properties on its `:host`. */
  themable?: boolean;
}
