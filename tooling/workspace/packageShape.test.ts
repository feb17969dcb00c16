// The package shape the root README promises (its block "Every package under `packages/` but
// the runtime ... has this shape" and the table of roots below it), checked against every
// package, so that the block a newcomer trusts cannot drift from the code again.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildablePackages, root, sourcePackages } from '../../scripts/packages.mjs';

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const shapeSection = readme.slice(
  readme.indexOf('Every package under `packages/` but the runtime'),
  readme.indexOf("A package's unit tests sit in its"),
);
const [block = '', sourceBlock = ''] = [...shapeSection.matchAll(/```\n([\s\S]*?)\n```/g)].map((match) => match[1]);
const packages = buildablePackages.filter((pkg) => pkg !== 'runtime');

interface Rule {
  path: string;
  /** The packages that must have it; the others must not. Null: optional everywhere. */
  in: string[] | null;
}

/** A block's lines as rules over `among` (the widget packages, or the source packages). */
const rulesOf = (text: string, among: string[]): Rule[] =>
  text.split('\n').map((line) => {
    const path = line.split(/\s+/)[0] ?? '';
    const bracket = /\[(only|not|optional)(?::\s*([^\]]*))?\]\s*$/.exec(line);
    const named = bracket?.[2]?.split(',').map((name) => name.trim()) ?? [];
    if (bracket?.[1] === 'optional') return { path, in: null };
    if (bracket?.[1] === 'only') return { path, in: named };
    if (bracket?.[1] === 'not') return { path, in: among.filter((pkg) => !named.includes(pkg)) };
    return { path, in: among };
  });
const rules = rulesOf(block, packages);
const sourceRules = rulesOf(sourceBlock, sourcePackages);

const roots = new Map(
  [...shapeSection.matchAll(/^\| ([a-z][a-z-]*)\s+\| (.+?)\s*\|$/gm)]
    .filter(([, pkg]) => pkg !== 'package')
    .map(([, pkg, cell]) => [
      pkg as string,
      [...(cell as string).matchAll(/`([^`]+)`/g)].map((match) => match[1] as string),
    ]),
);

const packageDir = (pkg: string) => join(root, 'packages', pkg);
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();
/** A rule's path as it stands in the package: `src/api/` is a folder, `src/api.ts` a file. */
const present = (pkg: string, path: string) => {
  const full = join(packageDir(pkg), path);
  return path.endsWith('/') ? isFolder(full) : existsSync(full) && !isFolder(full);
};
/** Tracked entries only: a build leaves dist/ and node_modules/ behind, git ignores them. */
const listing = (dir: string) =>
  isFolder(dir) ? readdirSync(dir).filter((name) => name !== 'node_modules' && name !== 'dist') : [];

describe('the package shape in the root README', () => {
  it('is a block of paths the test can read, with a root for every package', () => {
    expect(rules.length).toBeGreaterThan(10);
    expect([...roots.keys()].sort()).toEqual([...packages].sort());
  });

  describe.each(packages)('packages/%s', (pkg) => {
    it('has every file and folder the block names for it, and none it names for others only', () => {
      const fixed = rules.filter((rule) => rule.in !== null && !rule.path.includes('<'));
      const missing = fixed.filter((rule) => rule.in?.includes(pkg) && !present(pkg, rule.path)).map((r) => r.path);
      const unexpected = fixed.filter((rule) => !rule.in?.includes(pkg) && present(pkg, rule.path)).map((r) => r.path);
      expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
    });

    it('has its root where the table says', () => {
      for (const path of roots.get(pkg) ?? []) {
        const pattern = /^src\/components\/<Name>\/<Name>Element(\.tsx?)$/.exec(path);
        if (pattern) {
          const elements = listing(join(packageDir(pkg), 'src', 'components')).filter((name) =>
            existsSync(join(packageDir(pkg), 'src', 'components', name, `${name}Element${pattern[1]}`)),
          );
          expect(elements.length, path).toBeGreaterThan(0);
        } else {
          expect(present(pkg, path), path).toBe(true);
        }
      }
    });

    it('has nothing at the top of src/ and build/ that the block does not name', () => {
      const named = new Set(rules.map((rule) => rule.path.replace(/\/$/, '')));
      const rootFiles = (roots.get(pkg) ?? []).filter((path) => !path.includes('<'));
      const allowed = (path: string) =>
        named.has(path) ||
        (path.startsWith('build/') && named.has('build')) ||
        /\.test\.tsx?$/.test(path) ||
        rootFiles.some((file) => path === file || path === file.replace(/\.tsx?$/, '.css'));
      const entries = ['src', 'build'].flatMap((dir) =>
        listing(join(packageDir(pkg), dir)).map((name) => `${dir}/${name}`),
      );
      expect(entries.filter((path) => !allowed(path))).toEqual([]);
    });
  });
});

describe('the source packages in the root README (the block below the table of roots)', () => {
  it('is a block of paths the test can read', () => {
    expect(sourceRules.length).toBeGreaterThan(2);
    expect(sourceRules.map((rule) => rule.path)).toEqual(expect.arrayContaining(['README.md', 'package.json']));
  });

  describe.each(sourcePackages)('packages/%s', (pkg) => {
    it('has every file and folder the block names for it, and nothing else at its top or in its src/ and build/', () => {
      const fixed = sourceRules.filter((rule) => rule.in !== null);
      const missing = fixed.filter((rule) => rule.in?.includes(pkg) && !present(pkg, rule.path)).map((r) => r.path);
      const named = new Set(fixed.filter((rule) => rule.in?.includes(pkg)).map((rule) => rule.path.replace(/\/$/, '')));
      const tops = new Set([...named].map((path) => path.split('/')[0] as string));
      const unexpected = [
        ...listing(packageDir(pkg)).filter((name) => !tops.has(name)),
        ...['src', 'build'].flatMap((dir) =>
          listing(join(packageDir(pkg), dir))
            .map((name) => `${dir}/${name}`)
            .filter((path) => !named.has(path) && !named.has(dir) && !/\.test\.tsx?$/.test(path)),
        ),
      ];
      expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
    });

    it('is named @shop/<folder>, private, with exports and nothing to build', () => {
      const manifest = JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as {
        name: string;
        private?: boolean;
        type?: string;
        exports?: Record<string, unknown>;
        scripts?: Record<string, string>;
      };
      expect(manifest).toMatchObject({ name: `@shop/${pkg}`, private: true, type: 'module' });
      expect(Object.keys(manifest.exports ?? {}).length).toBeGreaterThan(0);
      expect(manifest.scripts?.build).toBeUndefined();
    });
  });
});
