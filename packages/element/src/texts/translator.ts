/**
 * The texts of one element in one locale: nested keys (`errors.required`), `{{name}}`
 * interpolation, plurals by `Intl.PluralRules` (`key_one`, `key_few`, `key_other`, …, chosen
 * by the `count` option, as i18next's JSON v4 does) and `returnObjects` for a sub-tree.
 *
 * It replaces i18next, whose bundle every page paid for although it used only these features
 * (the figures are in bench/RESULTS.md); the API keeps i18next's names where callers use them.
 * Values are returned as plain strings: React renders them as text, never as markup.
 */
export type Texts = Record<string, unknown>;

export interface TranslateOptions {
  count?: number;
  /** Return the object at the key (e.g. a list of names) instead of a string. */
  returnObjects?: boolean;
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

export type MissingTextHandler = (namespace: string, key: string) => void;

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

export class Translator {
  readonly language: string;
  private readonly bundles = new Map<string, Texts>();
  private readonly plurals: Intl.PluralRules;
  private readonly fixed = new Map<string, TFunction>();

  constructor(
    language: string,
    private readonly onMissing: MissingTextHandler = () => {},
  ) {
    this.language = language;
    this.plurals = new Intl.PluralRules(language);
  }

  /** Adds (deep-merges) texts into a namespace; the locale argument is kept for i18next's signature. */
  addResourceBundle(_locale: string | null, namespace: string, texts: Texts): this {
    this.bundles.set(namespace, merge(this.bundles.get(namespace) ?? {}, texts));
    this.fixed.clear();
    return this;
  }

  /** The raw value at a dotted key of a namespace (a string, a sub-tree, or undefined). */
  getResource(_locale: string | null, namespace: string, key: string): unknown {
    return lookup(this.bundles.get(namespace), key);
  }

  /** A `t` bound to one namespace; the same function for the same namespace until texts change. */
  getFixedT(_locale: string | null, namespace: string): TFunction {
    let t = this.fixed.get(namespace);
    if (!t) {
      t = (key, options) => this.translate(namespace, key, options);
      this.fixed.set(namespace, t);
    }
    return t;
  }

  private translate(namespace: string, key: string, options: TranslateOptions = {}): string {
    const bundle = this.bundles.get(namespace);
    let value: unknown;
    if (typeof options.count === 'number') {
      value = lookup(bundle, `${key}_${this.plurals.select(options.count)}`) ?? lookup(bundle, `${key}_other`);
    }
    value ??= lookup(bundle, key);
    if (options.returnObjects && value !== undefined && typeof value === 'object') return value as unknown as string;
    if (typeof value !== 'string') {
      this.onMissing(namespace, key);
      return options.defaultValue ?? key;
    }
    return value.replace(placeholder, (whole, name: string) => {
      const replacement = options[name];
      return replacement === undefined || replacement === null ? whole : String(replacement);
    });
  }
}

function lookup(tree: Texts | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function merge(target: Texts, source: Texts): Texts {
  const result: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = result[key];
    result[key] = isTree(existing) && isTree(value) ? merge(existing, value) : isTree(value) ? merge({}, value) : value;
  }
  return result;
}

const isTree = (value: unknown): value is Texts => value !== null && typeof value === 'object' && !Array.isArray(value);
