// @vitest-environment happy-dom
// The api modules describe what the defined elements really do: each registered class
// observes exactly the documented attributes, has a property for each (defineElement's
// elements), and its sources dispatch exactly the documented events.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { attributeName } from '@shop/element/attributes';
import { describe, expect, it, vi } from 'vitest';
import { buildablePackages } from '../../scripts/packages.mjs';
import { collectPackages, root } from './collect.ts';

// Where each element's events are dispatched from (its own sources only).
const eventSources: Record<string, string[]> = {
  'shop-notification': ['packages/design-system/src/components/Notification/NotificationElement.ts'],
  'shop-banderole': ['packages/design-system/src/components/Banderole/BanderoleElement.ts'],
  'shop-icon': ['packages/design-system/src/components/Icon/IconElement.ts'],
  'shop-gallery': ['packages/design-system/src/components/Gallery'],
  'shop-footer': ['packages/footer/src'],
  'shop-newsletter': ['packages/newsletter/src'],
  'shop-login': ['packages/login/src'],
  'shop-preview-panel': ['packages/preview-panel/src'],
  'shop-session': ['packages/session/src'],
};

const packages = await collectPackages();
await import('@shop/design-system/element');
await import('@shop/design-system/gallery').then((m) => m.defineGallery());
// Every widget package's element (the design system's are imported above).
for (const dir of buildablePackages.filter((pkg) => pkg !== 'runtime' && pkg !== 'design-system')) {
  await import(`@shop/${dir}/element`);
}
const elements = packages.flatMap((pkg) => pkg.elements);
// The footer defines its element once its page's content chunks have loaded. A tag still
// undefined after the wait fails its own test below.
await vi
  .waitFor(() => {
    for (const element of elements) expect(customElements.get(element.api.tag)).toBeDefined();
  })
  .catch(() => undefined);

describe.each(elements.map((element) => [element.api.tag, element] as const))('<%s>', (tag, element) => {
  const elementClass = customElements.get(tag) as
    | (CustomElementConstructor & { observedAttributes?: string[] })
    | undefined;

  it('observes exactly the documented attributes', () => {
    expect(elementClass).toBeDefined();
    const documented = element.attributes.map(({ prop }) => attributeName(prop));
    expect([...(elementClass?.observedAttributes ?? [])].sort()).toEqual(documented.sort());
  });

  it('has a property for each documented attribute, and no other (plain elements: none)', () => {
    const accessors = new Set<string>();
    for (
      let proto = elementClass?.prototype;
      proto && proto !== HTMLElement.prototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
        if (descriptor.get && descriptor.set && descriptor.enumerable) accessors.add(name);
      }
    }
    const expected = element.api.plain ? [] : element.attributes.map(({ prop }) => prop);
    expect([...accessors].sort()).toEqual(expected.sort());
  });

  it('dispatches exactly the documented events', () => {
    const dispatched = new Set<string>();
    for (const file of (eventSources[tag] ?? []).flatMap((path) => sourceFiles(join(root, path)))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /\b(?:emit|dispatchShopEvent)\s*(?:<[^>]*>)?\(\s*(?:[\w.]+,\s*)?'(shop-[a-z-]+)'/g,
      )) {
        dispatched.add(match[1] as string);
      }
    }
    expect([...dispatched].sort()).toEqual(Object.keys(element.api.events).sort());
  });
});

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) =>
    /\.test\.tsx?$/.test(name) ? [] : /\.tsx?$/.test(name) || !name.includes('.') ? sourceFiles(join(path, name)) : [],
  );
}
