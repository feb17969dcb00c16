/**
 * The light-weight definition of a `<shop-*>` element that only shows its attributes (an icon, a
 * banderole, a message box): no state, at most a click it reports. It keeps what every element
 * promises (open shadow root with the design tokens, HTML attribute semantics,
 * `country`/`locale`/`api-base`, a property per attribute, guarded registration, a first painted
 * frame that is its final one), and leaves out what such an element does not need: React, a root
 * per element, a translator of its own (a message box's two labels are the design system's).
 *
 * Its markup comes from plain functions that build the same DOM the React component renders
 * (unit tests compare both), rendered through the page's shared render queue (`scheduler.ts`):
 * those in view at once, the rest in slices. Removal leaves nothing to clean up (no timer, no
 * root; a click listener on its own shadow root goes with it); re-inserting an element shows its
 * markup as it was, without rendering again.
 */

import { commonProps } from '../props/api.ts';
import { attributeName, type PropSpecs, parseAttribute } from '../props/attributes.ts';
import { chooseLocale } from '../texts/locale.ts';
import type { ElementDesign } from './defineElement.tsx';
import { documentParsed, isDocumentParsed } from './documentParsed.ts';
import { disconnected, queued, rendered, tagReached } from './lifecycle.ts';
import type { Registration } from './pageState.ts';
import { defineOnce } from './register.ts';
import { afterThisTask, registerTogether } from './registerTogether.ts';
import { yieldToMain } from './schedule.ts';
import { cancelRender, noteTops, type RenderJob, scheduleRender } from './scheduler.ts';
import staticHostCss from './staticHost.css?inline';
import { adoptStyles, prepareStyles, styleSheetsOf } from './styles.ts';

/** How many distinct renderings of a tag are kept to clone (see builtShell). */
const builtKept = 32;

/** An element's attributes as props (camelCase), parsed with HTML semantics and defaults. */
export type StaticProps = Record<string, unknown>;

export interface StaticElementOptions {
  /** The custom element name, `shop-*`. */
  tag: `shop-${string}`;
  /** The package version, named in the warning when two bundles bring the same tag. */
  version: string;
  /** The element's own attributes (camelCase; the attribute is kebab-case). */
  props: PropSpecs;
  /** The CSS of the components it shows, adopted after the design tokens. */
  css: readonly string[];
  /**
   * What these props need loaded before the element can show them (e.g. an icon's module), or
   * null when it is at hand. The tag is registered once the page's elements have theirs, so they
   * show their final look in their first frame; an element that needs more later (a changed
   * attribute, one added by a script) keeps what it shows until it is loaded. Once the promise
   * has settled, `needs` gives null for the same props.
   */
  needs?: (props: StaticProps) => Promise<unknown> | null;
  /**
   * The content of the element's `.shop-root` for these props, built from what `needs` loaded.
   * `element` is the host (for warnings); `document` creates the nodes.
   */
  render: (props: StaticProps, document: Document, element: HTMLElement) => Node | null;
  /**
   * A click inside the element's shadow root (a button it draws, used by pointer or keyboard),
   * for the events it emits: one listener per element, on its own root.
   */
  onClick?: (event: Event, element: HTMLElement) => void;
}

/**
 * Defines a static element (see above). Resolves once the tag is registered: after the page is
 * parsed and what its elements need is loaded.
 */
export function defineStaticElement(options: StaticElementOptions, design: Pick<ElementDesign, 'css'>): Promise<void> {
  const { tag, needs } = options;
  const specs: PropSpecs = { ...commonProps, ...options.props };
  const props = Object.keys(specs);
  const observed = props.map((prop) => attributeName(prop));
  const attributeOf = new Map(props.map((prop) => [prop, attributeName(prop)]));
  // What `needs` reads of every element of the page before registration: the props it asks for
  // only, parsed when asked (an icon's needs read one attribute of seven).
  const propsWhenRead = (element: HTMLElement): StaticProps =>
    new Proxy<StaticProps>(
      {},
      {
        get: (_target, prop) => {
          const attribute = typeof prop === 'string' ? attributeOf.get(prop) : undefined;
          return (
            attribute && parseAttribute(specs[prop as string] ?? { type: 'string' }, element.getAttribute(attribute))
          );
        },
      },
    );
  const readProps = (element: HTMLElement): StaticProps =>
    Object.fromEntries(
      props.map((prop) => [
        prop,
        parseAttribute(specs[prop] ?? { type: 'string' }, element.getAttribute(attributeOf.get(prop) ?? prop)),
      ]),
    );

  // The `.shop-root` built for each distinct set of attributes (the newest `builtKept`), cloned
  // for every element that shows the same: a category page's 192 identical banderoles are built
  // once, and a clone costs a fraction of building node by node. Once `needs` has nothing left to
  // load, what `render` builds depends on the props alone (a failed load stays failed for the
  // page's life), so a clone is what the element would have built; a warning `render` gives
  // (an unknown icon) is given once per distinct set, not once per element.
  const built = new Map<string, Node>();
  const builtShell = (values: StaticProps, locale: string, element: HTMLElement): Node => {
    const key = JSON.stringify([locale, ...props.map((prop) => values[prop])]);
    let shell = built.get(key);
    if (!shell) {
      const root = document.createElement('div');
      root.className = 'shop-root';
      root.lang = locale;
      const content = options.render(values, document, element);
      if (content) root.append(content);
      shell = root;
      built.set(key, shell);
      if (built.size > builtKept) built.delete(built.keys().next().value as string);
    }
    return shell;
  };
  // The sheets a root this tag attaches is given: the page's shared sheets (styles.ts), looked up
  // at the first rendering.
  let sheets: CSSStyleSheet[] | undefined;
  const cssTexts = [design.css, staticHostCss, ...options.css];
  const localeOf = (values: StaticProps) =>
    chooseLocale(values.country as string | undefined, values.locale as string | undefined);

  class StaticElement extends HTMLElement {
    /**
     * The attributes it re-renders for, listed as every element lists them. The class has no
     * `attributeChangedCallback`, so the browser never reads this list (HTML reads
     * `observedAttributes` only with that callback) and calls nothing per attribute as the tag is
     * registered; the tag's observer below watches exactly these.
     */
    static get observedAttributes(): string[] {
      return [...observed];
    }

    // A rendered element re-renders when one of its attributes changes. One observer per tag
    // watches them, from the element's first rendering on, rather than `attributeChangedCallback`:
    // with it the browser calls every element once per attribute it has as the tag is
    // registered (four calls per banderole), for changes that cannot matter before it rendered
    // (it reads its attributes then). On a category page with 576 elements that was about 9 ms
    // of the registering task at 4x CPU.
    static readonly #watcher = new MutationObserver((records) => {
      for (const { target, attributeName, oldValue } of records) {
        const element = target as StaticElement;
        if (attributeName && element.getAttribute(attributeName) !== oldValue) element.#attributeChanged();
      }
    });

    /** Whether the shadow root shows the current attributes (false: a render is due). */
    #current = false;
    #warned: string | undefined;
    #listening = false;
    readonly #job: RenderJob = { element: this, render: () => this.#render() };

    // The adapter of static elements to the lifecycle (lifecycle.ts): a render-queued element
    // goes live when the queue renders it.
    connectedCallback(): void {
      if (this.#current) rendered(this);
      else this.#queue();
    }

    disconnectedCallback(): void {
      cancelRender(this.#job);
      disconnected(this);
    }

    #queue(): void {
      queued(this);
      scheduleRender(this.#job);
    }

    #attributeChanged(): void {
      if (!this.#current) return;
      this.#current = false;
      if (this.isConnected) this.#queue();
    }

    #render(): void {
      const values = readProps(this);
      const waiting = needs?.(values);
      if (waiting) {
        // Shown once it is loaded (or failed: `needs` then gives null); what it shows meanwhile stays.
        const again = () => {
          if (this.isConnected && !this.#current) this.#queue();
        };
        waiting.then(again, again);
        return;
      }
      let root = this.shadowRoot;
      if (root) {
        // A root it has already (its own from an earlier rendering, or a declarative one) gets
        // what it lacks.
        adoptStyles(root, ...cssTexts);
      } else {
        root = this.attachShadow({ mode: 'open' });
        sheets ??= styleSheetsOf(...cssTexts);
        root.adoptedStyleSheets = sheets;
      }
      if (options.onClick && !this.#listening) {
        const { onClick } = options;
        root.addEventListener('click', (event) => onClick(event, this));
        this.#listening = true;
      }
      const choice = localeOf(values);
      if (choice.warning && choice.warning !== this.#warned) console.warn(`<${tag}> ${choice.warning}`);
      this.#warned = choice.warning;
      root.replaceChildren(builtShell(values, choice.locale, this).cloneNode(true));
      this.#current = true;
      rendered(this);
      StaticElement.#watcher.observe(this, { attributeFilter: observed, attributeOldValue: true });
    }
  }

  // A property per attribute, as every element has: reading gives the parsed value, writing sets
  // the attribute (null or undefined removes it).
  for (const prop of props) {
    const attribute = attributeName(prop);
    Object.defineProperty(StaticElement.prototype, prop, {
      enumerable: true,
      configurable: true,
      get(this: HTMLElement) {
        return parseAttribute(specs[prop] ?? { type: 'string' }, this.getAttribute(attribute));
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }

  // The elements in view as the tag is registered: the ones whose markup is built beforehand.
  let inViewAtRegistration: HTMLElement[] = [];
  const registration: Registration = {
    note: () => {
      // Called once what the page's elements need is loaded (or failed).
      tagReached(tag, 'texts-ready');
      inViewAtRegistration = noteTops(document.querySelectorAll<HTMLElement>(tag));
    },
    prepare: () => {
      for (const element of inViewAtRegistration) {
        const values = readProps(element);
        if (!needs?.(values)) builtShell(values, localeOf(values).locale, element);
      }
      inViewAtRegistration = [];
    },
    define: () => {
      tagReached(tag, 'registered');
      defineOnce(tag, StaticElement, options.version);
    },
  };
  tagReached(tag, 'code-fetched');
  const start = () => {
    const waiting = new Set<Promise<unknown>>();
    if (needs) {
      for (const element of document.querySelectorAll<HTMLElement>(tag)) {
        const need = needs(propsWhenRead(element));
        if (need) waiting.add(need);
      }
    }
    if (!waiting.size) {
      registration.note();
      registration.prepare();
      registration.define();
      return Promise.resolve();
    }
    // The style sheets are parsed while the page's elements wait, in a task of their own, rather
    // than by the first element that renders (in the task that registers the tag).
    void yieldToMain().then(() => {
      for (const css of cssTexts) prepareStyles(css);
    });
    return registerTogether(waiting, registration);
  };
  if (typeof document === 'undefined') return Promise.resolve();
  // On a parsed page (the bundle came after the load event) the page's elements are read, and
  // their icons' loading started, in a task after the one that evaluated the bundle: together
  // they were one long task on a slow phone (on a category page of 576 elements, 50-70 ms at 4x
  // CPU, half of it this scan and the dynamic imports it starts).
  if (isDocumentParsed()) return afterThisTask().then(start);
  // The elements parsed so far start loading what they need now, while the rest of the page is
  // parsed, rather than a round trip after it.
  if (needs) for (const element of document.querySelectorAll<HTMLElement>(tag)) needs(propsWhenRead(element));
  return documentParsed().then(start);
}
