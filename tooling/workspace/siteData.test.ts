import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { countries, countryLocales, locales, siteSlug } from '@shop/sites';
import { describe, expect, it } from 'vitest';

/**
 * A site's data files (docs/adding-a-country.md): a locale file in every folder of site texts and
 * the footer's built-in content. The type check cannot see a missing file; these tests name it.
 */

const root = join(import.meta.dirname, '..', '..');

/** Every `locales/` folder under the packages' src/ that holds the site locales (the preview panel's language files aside). */
function siteLocaleFolders(dir = join(root, 'packages')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || ['node_modules', 'dist', 'types'].includes(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.name === 'locales' && existsSync(join(full, 'de-DE.json'))) found.push(full);
    else found.push(...siteLocaleFolders(full));
  }
  return found;
}

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(value, `${prefix}${key}.`),
  );
const readTree = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

const folders = siteLocaleFolders().map((folder) => relative(root, folder));

describe("every site's data files", () => {
  it('finds the folders of site texts', () => {
    expect(folders.sort()).toEqual([
      'packages/design-system/src/locales',
      'packages/element/src/early/locales',
      'packages/footer/src/locales',
      'packages/login/src/locales',
      'packages/newsletter/src/locales',
    ]);
  });

  it.each(folders)("%s has a file for every site's locale, with de-DE's texts, and none for another", (folder) => {
    const reference = [...new Set(keysOf(readTree(join(root, folder, 'de-DE.json'))))].sort();
    for (const locale of locales) {
      const file = join(root, folder, `${locale}.json`);
      expect(existsSync(file), `missing ${folder}/${locale}.json`).toBe(true);
      expect([...new Set(keysOf(readTree(file)))].sort(), `${folder}/${locale}.json`).toEqual(reference);
    }
    const files = readdirSync(join(root, folder)).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(locales.map((locale) => `${locale}.json`).sort());
  });

  it("has the footer's built-in content of every site, and of no other", () => {
    const dir = join(root, 'packages', 'footer', 'src', 'content', 'sites');
    for (const country of countries) {
      const file = `packages/footer/src/content/sites/${siteSlug(country)}.ts`;
      expect(existsSync(join(root, file)), `missing ${file} (${country}, ${countryLocales[country]})`).toBe(true);
    }
    expect(readdirSync(dir).sort()).toEqual(countries.map((country) => `${siteSlug(country)}.ts`).sort());
  });
});
