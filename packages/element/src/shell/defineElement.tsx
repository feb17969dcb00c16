import { type ComponentType, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { connected, releasePrerendered, showsPrerenderedMarkup, upgraded } from '../early/takeover.ts';
import { registerRemProperty } from '../host/rem.ts';
import { commonProps } from '../props/api.ts';
import { attributeName, type PropSpecs, parseAttribute } from '../props/attributes.ts';
import type { TextLoader } from '../texts/i18n.ts';
import { chooseLocale } from '../texts/locale.ts';
import type { Translator } from '../texts/translator.ts';
import type { ShopElementContextValue, StyleSink } from './context.ts';
import { documentParsed, isDocumentParsed } from './documentParsed.ts';
import { ElementShell } from './ElementShell.tsx';
import { ElementTexts, pageLocales } from './elementTexts.ts';
import { dispatchShopEvent } from './events.ts';
import { disconnected, tagReached } from './lifecycle.ts';
import { reactElementClass } from './reactElement.ts';
import { defineOnce } from './register.ts';
import { yieldToMain } from './schedule.ts';
import { adoptStyles, prepareStyles } from './styles.ts';
import { reactWarmedUp, warmUpReact } from './warmUp.ts';

export interface ElementOptions {
  /** The custom element name, `shop-*`. */
  tag: `shop-${string}`;
  /** The package version, named in the warning when two bundles bring the same tag. */
  version: string;
  // biome-ignore lint/suspicious/noExplicitAny: each element's component declares its own props
  component: ComponentType<any>;
  /** The element's own attributes (camelCase; the attribute is kebab-case). */
  props?: PropSpecs;
  /** The element's texts, namespace `element`; loaded for the page's locales only. */
  texts?: TextLoader;
  /**
   * What else the element's first render needs, awaited (settled) before the tag is
   * registered, e.g. the footer's country content and the shopper's newsletter status.
   */
  ready?: Promise<unknown>;
}

/**
 * What every element of a shell shares from the design system, which the shell itself does not
 * know: its tokens (adopted first in every shadow root) and its shared texts (namespaces beside
 * the element's own `element`). The design system passes its own (`@shop/design-system`'s
 * `defineElement` and its static elements).
 */
export interface ElementDesign {
  css: string;
  texts: Record<string, TextLoader>;
}

/**
 * Turns a React component into a `<shop-*>` custom element: open shadow root with the design
 * tokens, HTML attribute semantics, a translator holding the page's locale only, events as
 * composed CustomEvents, guarded registration, take-over of prerendered markup, and unmount
 * (with every effect's cleanup) on removal.
 *
 * The tag is registered once the texts of the locales the page's elements use (and `ready`)
 * are there, and each element renders its first frame synchronously when it connects: the
 * first frame the browser paints of a defined element is its final one, with its text, never
 * an empty box that grows. Resolves once the tag is registered.
 */
export function defineElement(options: ElementOptions, design: ElementDesign): Promise<void> {
  const { tag, texts } = options;
  const specs: PropSpecs = { ...commonProps, ...options.props };
  const propByAttribute = new Map(Object.keys(specs).map((prop) => [attributeName(prop), prop]));
  const elementTexts = new ElementTexts(tag, { ...(texts ? { element: texts } : {}), ...design.texts });
  const Base = reactElementClass(ElementRoot, Object.keys(specs));

  // The adapter of React elements to the lifecycle (lifecycle.ts), which decides when each renders.
  class ShopElement extends Base {
    static readonly definition: Definition = { options, texts: elementTexts };

    constructor() {
      super();
      upgraded(this);
      if (this.shadowRoot) adoptStyles(this.shadowRoot, design.css);
      for (const [prop, spec] of Object.entries(specs)) {
        this.reactProps[prop] = parseAttribute(spec, this.getAttribute(attributeName(prop)));
      }
    }

    override connectedCallback() {
      const mount = () => this.mountReact();
      connected(this, { now: () => flushSync(mount), inSlices: () => startTransition(mount) });
    }

    override disconnectedCallback() {
      disconnected(this);
      super.disconnectedCallback();
      // A host script may have taken the head snippet's rule that registers `--shop-rem` (host/rem.ts).
      registerRemProperty();
    }

    override attributeChangedCallback(name: string, _oldValue: string | null, value: string | null) {
      const prop = propByAttribute.get(name);
      if (!prop) return;
      this.reactProps[prop] = parseAttribute(specs[prop] ?? { type: 'string' }, value);
      this.renderReact();
    }
  }

  tagReached(tag, 'code-fetched');
  const register = () => {
    defineOnce(tag, ShopElement, options.version);
    tagReached(tag, 'registered');
  };
  // The page's elements (their locales, their prerendered roots) are known once it is parsed.
  const start = async () => {
    // Prerendered elements are painted and take input already: nothing of theirs is urgent, and
    // the loading of their texts (modules evaluated as soon as they are asked for) with the
    // parsing of the design tokens, and their upgrade (constructors, the start of the take-over)
    // each get a task of their own rather than adding to the one that evaluated the bundle
    // (together a long task on a slow phone).
    const prerendered = showsPrerenderedMarkup(tag);
    if (prerendered) await yieldToMain();
    const textsOfPage = pageLocales(tag).map((locale) => elementTexts.load(locale));
    if (options.ready || textsOfPage.some((translator) => translator instanceof Promise))
      await Promise.allSettled([...textsOfPage, options.ready]);
    tagReached(tag, 'texts-ready');
    if (prerendered) {
      prepareStyles(design.css);
      await yieldToMain();
    } else if (typeof document !== 'undefined' && document.querySelector(tag) && !reactWarmedUp()) {
      // The page's elements of this tag render synchronously when they are defined (their first
      // frame is their final one): React's own first run goes before them, in slices.
      await warmUpReact();
      await yieldToMain();
    }
    register();
  };
  // On a parsed page `start` runs at once: an element whose texts are loaded and that has no
  // prerendered markup is defined in this task (once React has had its first run on the page).
  return isDocumentParsed() ? start() : documentParsed().then(start);
}

/** What the element class carries to the (module-level) React root. */
interface Definition {
  options: ElementOptions;
  texts: ElementTexts;
}

interface RootProps {
  container: ShadowRoot;
  country?: string;
  locale?: string;
  apiBase: string;
  [prop: string]: unknown;
}

function ElementRoot({ container, country, locale, apiBase, ...props }: RootProps) {
  const host = container.host as HTMLElement;
  const { options, texts } = (host.constructor as unknown as { definition: Definition }).definition;
  const { tag, component: Component } = options;
  const choice = useMemo(() => chooseLocale(country, locale), [country, locale]);
  const translator = useLocaleTexts(texts, choice.locale);
  const liveRoot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (choice.warning) console.warn(`<${tag}> ${choice.warning}`);
  }, [choice.warning, tag]);

  // Prerendered markup stays until the live markup has content, and goes before the browser
  // paints: at once when the first render has content, else when a later render of the
  // component alone (its own state: a footer rendered in stages) puts it there (a mutation
  // observer's callback runs in the same task's microtasks, before any paint). Never in a later
  // task: the page would hold both forms for a moment, and what looks for one (a shopper's
  // assistive technology, a test, a template's script) would find two.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the live root exists once the translator does
  useLayoutEffect(() => {
    const live = liveRoot.current;
    if (!live) return;
    // After the commit, not in it: the carry-over's events must reach React as a shopper's would.
    if (live.hasChildNodes()) return queueMicrotask(() => releasePrerendered(host));
    const observer = new MutationObserver(() => {
      if (!live.hasChildNodes()) return;
      observer.disconnect();
      releasePrerendered(host);
    });
    observer.observe(live, { childList: true });
    return () => observer.disconnect();
  }, [host, translator]);

  const context = useMemo<ShopElementContextValue>(
    () => ({
      host,
      country: choice.country,
      locale: choice.locale,
      apiBase,
      emit: (name, detail) => dispatchShopEvent(host, name, detail),
    }),
    [host, choice.country, choice.locale, apiBase],
  );
  const styleSink = useMemo<StyleSink>(
    () => ({ add: (css) => adoptStyles(container, css), collectsDuringRender: false }),
    [container],
  );

  // Only an element whose locale the page did not use when the tag was registered waits here.
  if (!translator) return <div className="shop-root" aria-busy="true" />;
  return (
    <ElementShell tag={tag} context={context} translator={translator} styleSink={styleSink} rootRef={liveRoot}>
      <Component {...props} country={choice.country} locale={choice.locale} />
    </ElementShell>
  );
}

/** The locale's translator: at once when loaded (the normal case), else once it is. */
function useLocaleTexts(
  texts: ElementTexts,
  locale: ReturnType<typeof chooseLocale>['locale'],
): Translator | undefined {
  const ready = texts.get(locale);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.resolve(texts.load(locale)).then(() => current && setLoaded((count) => count + 1));
    return () => {
      current = false;
    };
  }, [ready, texts, locale]);
  return ready;
}
