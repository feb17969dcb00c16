// The root README's layout block and roots table, and the links of the README and docs/, checked
// against the repository: a folder added, moved or removed, a root renamed, or a heading reworded
// fails here instead of leaving a README that sends a newcomer to something that is not there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildablePackages, root, sourcePackages } from '../../scripts/packages.mjs';

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = (heading: string) => {
  const start = readme.indexOf(`\n## ${heading}\n`);
  const end = readme.indexOf('\n## ', start + 1);
  return start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
};
const layout = /```\n([\s\S]*?)\n```/.exec(section('Layout'))?.[1] ?? '';
const listed = layout.split('\n').map((line) => line.split(/\s+/)[0] ?? '');
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** Folders git ignores (.gitignore) or that are no part of the sources. */
const ignored = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'reports',
  '.git',
  '.stryker-tmp',
]);
const topFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
  .map((entry) => `${entry.name}/`);

describe('the README layout block', () => {
  it('is a list of folders', () => {
    expect(listed.length).toBeGreaterThan(10);
    for (const path of listed) expect(path, path).toMatch(/\/$/);
  });

  it('names only folders that exist', () => {
    expect(listed.filter((path) => !isFolder(join(root, path)))).toEqual([]);
  });

  it('names every top-level folder and every package', () => {
    const named = new Set(listed.map((path) => `${path.split('/')[0]}/`));
    expect(topFolders.filter((folder) => !named.has(folder))).toEqual([]);
    const packages = listed.filter((path) => path.startsWith('packages/')).map((path) => path.split('/')[1]);
    expect(packages.sort()).toEqual([...sourcePackages, ...buildablePackages].sort());
  });
});

/** The roots table: package → the paths in its row (code spans). */
const roots = new Map(
  [...section('Layout').matchAll(/^\| ([a-z][a-z-]*)\s+\| (.+?)\s*\|$/gm)]
    .filter(([, pkg]) => pkg !== 'package')
    .map(([, pkg, cell]) => [pkg as string, [...(cell as string).matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)]),
);
/** The relative modules a package's entry chunks (src/index.ts, src/panel.ts) import. */
function entryImports(pkg: string): string[] {
  return ['index.ts', 'panel.ts']
    .map((file) => join(root, 'packages', pkg, 'src', file))
    .filter(existsSync)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)].map((m) =>
        relative(join(root, 'packages', pkg), join(dirname(file), (m[1] ?? m[2]) as string)),
      ),
    );
}

describe('the README roots table', () => {
  it('has a row for every package but the runtime and the source packages', () => {
    expect([...roots.keys()].sort()).toEqual(buildablePackages.filter((pkg) => pkg !== 'runtime').sort());
  });

  describe.each([...roots])('%s', (pkg, paths) => {
    const patterns = paths.filter((path) => path.includes('<Name>'));
    const files = paths.filter((path) => !path.includes('<Name>'));
    const imported = entryImports(pkg);

    it.runIf(files.length > 0)('names files that exist and that an entry of the package imports', () => {
      for (const path of files) {
        expect(existsSync(join(root, 'packages', pkg, path)), path).toBe(true);
        expect(imported, path).toContain(path);
      }
    });

    it.runIf(patterns.length > 0)('names the form of every element root the entry imports', () => {
      const forms = patterns.map(
        (pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/<Name>/g, '([A-Z]\\w+)')}$`),
      );
      const elementRoots = imported.filter((path) => /^src\/components\/.*Element\.tsx?$/.test(path));
      expect(elementRoots.length).toBeGreaterThan(0);
      for (const path of elementRoots) {
        const match = forms.map((form) => form.exec(path)).find(Boolean);
        expect(match, `${path} is in none of the forms ${patterns.join(', ')}`).toBeTruthy();
        expect(match?.[1]).toBe(match?.[2]);
      }
      // Each form the table names is the form of at least one element.
      for (const form of forms)
        expect(
          elementRoots.some((path) => form.test(path)),
          String(form),
        ).toBe(true);
    });
  });
});

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = (text: string) =>
  new Set([...text.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1] as string)));

const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe.each(documents)('the links of %s', (document) => {
  const text = readFileSync(join(root, document), 'utf8');
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] as string)
    .filter((link) => !/^[a-z]+:/.test(link));

  it('lead to files that exist and headings they have', () => {
    const broken = links.filter((link) => {
      const [path = '', anchor] = link.split('#');
      const target = path ? join(root, dirname(document), path) : join(root, document);
      if (!existsSync(target)) return true;
      if (anchor === undefined || isFolder(target)) return false;
      return !anchors(readFileSync(target, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
