import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineStaticElement, type StaticProps } from './defineStaticElement.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

let tags = 0;
/** A tag no test has defined yet. */
const freshTag = () => {
  tags += 1;
  return `shop-word-${tags}` as const;
};

/** A static element that shows its `word` attribute, waiting for `needs` first. */
function defineWord(needs?: (props: StaticProps) => Promise<unknown> | null, tag = freshTag()) {
  const render = vi.fn((props: StaticProps, document: Document) => {
    const span = document.createElement('span');
    span.className = 'word';
    span.textContent = `${props.word}${props.loud ? '!' : ''}`;
    return span;
  });
  const defined = defineStaticElement(
    {
      tag,
      version: '1.0.0',
      props: { word: { type: 'string', default: 'hello' }, loud: { type: 'boolean', default: false } },
      css: ['.word { font-weight: bold; }'],
      needs,
      render,
    },
    { css: ':host { --shop-color-primary: #123456; }' },
  );
  return { tag, render, defined };
}

/**
 * Something an element needs that is loading until `arrive()`: `needs` gives its promise until
 * then and null after, as an icon whose module has loaded.
 */
function slowNeed() {
  let arrive = () => {};
  let arrived = false;
  let asked = 0;
  const loading = new Promise<void>((resolve) => {
    arrive = () => {
      arrived = true;
      resolve();
    };
  });
  const needs = () => {
    asked += 1;
    return arrived ? null : loading;
  };
  return { needs, arrive, asked: () => asked };
}

/**
 * Until the definition has read the page's elements (on a parsed page, in a task after the one
 * that defined it; which of two queued tasks runs first is not certain, so it is waited for).
 */
const pageRead = (need: ReturnType<typeof slowNeed>) => vi.waitFor(() => expect(need.asked()).toBeGreaterThan(0));

/** A few microtasks: a change is noticed in one (the attribute observer's), rendered in the next. */
const microtasks = async () => {
  for (let turn = 0; turn < 3; turn++) await Promise.resolve();
};

const shown = (element: Element | null | undefined) => element?.shadowRoot?.querySelector('.shop-root')?.textContent;

describe('defineStaticElement', () => {
  it('shows the element in its language, with the tokens and its CSS, in the task that registers it', async () => {
    const { tag, defined } = defineWord();
    await defined;
    const element = document.createElement(tag);
    element.setAttribute('word', 'Kaffee');
    element.setAttribute('country', 'CH_FR');
    document.body.append(element);
    await Promise.resolve();
    expect(shown(element)).toBe('Kaffee');
    const root = element.shadowRoot?.querySelector('.shop-root');
    expect(root?.getAttribute('lang')).toBe('fr-CH');
    // The tokens, the paint containment of every static element, the element's own CSS.
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(3);
    expect([...(sheets[1]?.cssRules ?? [])].map((rule) => rule.cssText).join('\n')).toMatch(
      /:host\s*\{\s*contain:\s*paint;?\s*\}/,
    );
  });

  it('on a parsed page, registers in a task after the one that evaluated the bundle', async () => {
    const { tag, defined } = defineWord();
    await Promise.resolve();
    expect(customElements.get(tag)).toBeUndefined();
    await defined;
    expect(customElements.get(tag)).toBeDefined();
  });

  it('registers the tag only once what the page’s elements need is loaded, so their first frame is final', async () => {
    const need = slowNeed();
    const tag = freshTag();
    document.body.innerHTML = `<${tag} word="Tee"></${tag}>`;
    const { render, defined } = defineWord(need.needs, tag);
    expect(customElements.get(tag)).toBeUndefined();
    need.arrive();
    await defined;
    expect(customElements.get(tag)).toBeDefined();
    await Promise.resolve();
    expect(shown(document.querySelector(tag))).toBe('Tee');
    expect(render).toHaveBeenCalledOnce();
  });

  it('builds the markup of the elements in view in the task before the one that registers the tag', async () => {
    const need = slowNeed();
    const tag = freshTag();
    document.body.innerHTML = `<${tag} word="Tee"></${tag}>`;
    const { render, defined } = defineWord(need.needs, tag);
    await pageRead(need);
    need.arrive();
    // Microtasks only: still the task in which what they need arrived.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(render).toHaveBeenCalledOnce();
    expect(customElements.get(tag)).toBeUndefined();
    await defined;
    await Promise.resolve();
    expect(shown(document.querySelector(tag))).toBe('Tee');
    expect(render).toHaveBeenCalledOnce();
  });

  it('reads attributes with HTML semantics, has a property for each, and re-renders on a change before the task is over', async () => {
    const { tag, defined } = defineWord();
    await defined;
    document.body.innerHTML = `<${tag} loud></${tag}>`;
    const element = document.querySelector(tag) as HTMLElement & { word: string; loud: boolean };
    await Promise.resolve();
    expect(shown(element)).toBe('hello!');
    expect(element.loud).toBe(true);
    element.word = 'Milch';
    element.setAttribute('loud', 'false');
    expect(element.getAttribute('word')).toBe('Milch');
    await microtasks();
    expect(shown(element)).toBe('Milch');
    (element as unknown as { word: null }).word = null;
    expect(element.hasAttribute('word')).toBe(false);
    await microtasks();
    expect(shown(element)).toBe('hello');
  });

  it('builds the markup once for elements with the same attributes, each with a copy of its own', async () => {
    const { tag, render, defined } = defineWord();
    await defined;
    document.body.innerHTML = `<${tag} word="Tee"></${tag}><${tag} word="Tee"></${tag}><${tag} word="Kakao"></${tag}>`;
    await Promise.resolve();
    const [first, second, third] = [...document.querySelectorAll(tag)];
    expect([shown(first), shown(second), shown(third)]).toEqual(['Tee', 'Tee', 'Kakao']);
    expect(render).toHaveBeenCalledTimes(2);
    expect(first?.shadowRoot?.querySelector('.word')).not.toBe(second?.shadowRoot?.querySelector('.word'));
    second?.setAttribute('word', 'Kakao');
    await microtasks();
    expect([shown(first), shown(second)]).toEqual(['Tee', 'Kakao']);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('leaves nothing to redo when removed and put back: the markup stays, no second render', async () => {
    const { tag, render, defined } = defineWord();
    await defined;
    document.body.innerHTML = `<div><${tag} word="Zucker"></${tag}></div>`;
    await Promise.resolve();
    const container = document.body.firstElementChild as HTMLElement;
    container.remove();
    document.body.append(container);
    await Promise.resolve();
    expect(shown(document.querySelector(tag))).toBe('Zucker');
    expect(render).toHaveBeenCalledOnce();
  });

  it('warns once about an unknown country and shows the default site’s language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tag, defined } = defineWord();
    await defined;
    document.body.innerHTML = `<${tag} country="XX"></${tag}>`;
    await Promise.resolve();
    const element = document.querySelector(tag) as HTMLElement;
    expect(element.shadowRoot?.querySelector('.shop-root')?.getAttribute('lang')).toBe('de-DE');
    element.setAttribute('word', 'again');
    await Promise.resolve();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(`<${tag}>`);
  });

  it('keeps what an element shows until a later need (a changed attribute) is loaded', async () => {
    const later = slowNeed();
    const { tag, defined } = defineWord((props) => (props.word === 'Kakao' ? later.needs() : null));
    await defined;
    document.body.innerHTML = `<${tag} word="Tee"></${tag}>`;
    await Promise.resolve();
    const element = document.querySelector(tag) as HTMLElement;
    element.setAttribute('word', 'Kakao');
    await Promise.resolve();
    expect(shown(element)).toBe('Tee');
    later.arrive();
    await vi.waitFor(() => expect(shown(element)).toBe('Kakao'));
  });

  it('registers the definitions of one script together, once what all of them wait for is there', async () => {
    const gates = [slowNeed(), slowNeed()];
    const [first, second] = [freshTag(), freshTag()];
    document.body.innerHTML = `<${first}></${first}><${second}></${second}>`;
    const firstWord = defineWord(() => gates[0]?.needs() ?? null, first);
    const secondWord = defineWord(() => gates[1]?.needs() ?? null, second);
    // On a parsed page both read the page's elements in the next task.
    await Promise.all(gates.map(pageRead));
    gates[0]?.arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(customElements.get(first)).toBeUndefined();
    gates[1]?.arrive();
    await Promise.all([firstWord.defined, secondWord.defined]);
    expect(customElements.get(first)).toBeDefined();
    expect(customElements.get(second)).toBeDefined();
    await Promise.resolve();
    expect(shown(document.querySelector(first))).toBe('hello');
    expect(shown(document.querySelector(second))).toBe('hello');
  });
});
