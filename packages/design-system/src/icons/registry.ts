import type { IconDefinition } from './types.ts';

// Every icon module as its own lazy chunk: <shop-icon name="coffee"> loads only the coffee icon.
// siteFlags.ts is no icon: the sites' column of flags, which imports them.
const modules = import.meta.glob<Record<string, IconDefinition>>([
  './*.ts',
  '!./*.test.ts',
  '!./types.ts',
  '!./registry.ts',
  '!./siteFlags.ts',
]);

/** `flag-czech-republic` → `./flagCzechRepublic.ts` */
const fileOf = (name: string) => `./${name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}.ts`;

const namesOf = (files: Record<string, unknown>) =>
  Object.keys(files)
    .map((file) => file.slice(2, -3).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
    .sort();

/** Every icon name (kebab-case), e.g. for the gallery or to validate an attribute. */
// Marked pure so that a bundle which only loads icons (every element's) does not compute it.
export const iconNames: readonly string[] = /* @__PURE__ */ namesOf(modules);

/** Loads one icon by its name; null for an unknown name. */
export async function loadIcon(name: string): Promise<IconDefinition | null> {
  const load = modules[fileOf(name)];
  if (!load) return null;
  const exports = await load();
  return Object.values(exports).find((value) => value?.name === name) ?? null;
}
