import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactElementClass } from './reactElement.ts';

/**
 * The contract of `reactElementClass` that our element shell relies on: each case is one
 * behaviour that `defineElement` would break without.
 */
let counter = 0;
const unmounted = vi.fn();

function Probe({ container, label }: { container: ShadowRoot; label?: string }) {
  useEffect(() => unmounted, []);
  return <p data-root={container instanceof ShadowRoot ? 'shadow' : 'other'}>{label ?? 'none'}</p>;
}

function define() {
  const tag = `shop-contract-${++counter}`;
  customElements.define(tag, reactElementClass(Probe, ['label', 'pageCountry']));
  return tag;
}

afterEach(() => {
  document.body.innerHTML = '';
  unmounted.mockReset();
});

describe('the React element class', () => {
  it('attaches an open shadow root and renders the component into it with that root as `container`', async () => {
    const tag = define();
    const element = document.createElement(tag) as HTMLElement & { mountReact(): void };
    document.body.append(element);
    element.mountReact();
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('none'));
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot?.querySelector('p')?.getAttribute('data-root')).toBe('shadow');
  });

  it('keeps a shadow root the element has before it is defined (a prerendered one), its content and its focus', () => {
    const tag = `shop-contract-${++counter}`;
    const element = document.createElement(tag);
    document.body.append(element);
    // A declarative shadow root, as the parser attaches it before our code arrives.
    const prerendered = element.attachShadow({ mode: 'open' });
    prerendered.innerHTML = '<input name="email">';
    const field = prerendered.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'early@exa';
    customElements.define(tag, reactElementClass(Probe, ['label']));
    expect(element.shadowRoot).toBe(prerendered);
    expect(prerendered.querySelector('input')).toBe(field);
    expect(prerendered.activeElement).toBe(field);
    expect(field.value).toBe('early@exa');
  });

  it('renders nothing on connect, on a prop change or on an attribute change until the shell mounts it', async () => {
    const tag = define();
    const element = document.createElement(tag) as HTMLElement & {
      reactProps: Record<string, unknown>;
      renderReact(): void;
      mountReact(): void;
    };
    element.setAttribute('label', 'from attribute');
    document.body.append(element);
    element.reactProps.label = 'set';
    element.renderReact();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.shadowRoot?.childNodes.length).toBe(0);
    element.mountReact();
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('set'));
  });

  it('renders again with the props set when asked, once mounted', async () => {
    const tag = define();
    const element = document.createElement(tag) as HTMLElement & {
      reactProps: Record<string, unknown>;
      renderReact(): void;
      mountReact(): void;
    };
    document.body.append(element);
    element.mountReact();
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('none'));
    element.reactProps.label = 'changed';
    element.renderReact();
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('changed'));
  });

  it('observes the kebab-case attribute of every prop, for the shell to parse', () => {
    const tag = define();
    const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(observed).toEqual(['label', 'page-country']);
  });

  it('turns a property set from script into its attribute, and reads the parsed prop back', () => {
    const tag = define();
    const element = document.createElement(tag) as HTMLElement & {
      reactProps: Record<string, unknown>;
      pageCountry?: unknown;
    };
    element.pageCountry = 'PL';
    expect(element.getAttribute('page-country')).toBe('PL');
    element.pageCountry = true;
    expect(element.getAttribute('page-country')).toBe('');
    element.pageCountry = { a: 1 };
    expect(element.getAttribute('page-country')).toBe('{"a":1}');
    element.pageCountry = null;
    expect(element.hasAttribute('page-country')).toBe(false);
    element.reactProps.pageCountry = 'parsed';
    expect(element.pageCountry).toBe('parsed');
  });

  it('unmounts the component on removal, running its effects’ clean-up', async () => {
    const tag = define();
    const element = document.createElement(tag) as HTMLElement & { mountReact(): void };
    document.body.append(element);
    element.mountReact();
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')).toBeTruthy());
    element.remove();
    await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
    expect(element.shadowRoot?.childNodes.length).toBe(0);
  });
});
