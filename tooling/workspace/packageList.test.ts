// The lists of packages live in scripts/packages.mjs (the built ones in build order, and the
// source packages, which build nothing of their own). Everything else that names
// packages one by one must name the same ones: a package added or renamed in one place and
// forgotten in another would be built but not loadable by a snippet, or reachable through its
// src/ from another package without the lint rule noticing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildablePackages, root, sourcePackages } from '../../scripts/packages.mjs';
import { widgetPackages } from '../snippets/widgets.ts';

const folders = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface BiomeConfig {
  linter: {
    rules: {
      style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } };
    };
  };
}

const allPackages = [...sourcePackages, ...buildablePackages];

describe('the package list (scripts/packages.mjs)', () => {
  it('names every folder under packages/, and nothing else, once', () => {
    expect([...allPackages].sort()).toEqual([...folders].sort());
    expect(new Set(allPackages).size).toBe(allPackages.length);
  });

  it('is the list of packages a snippet can load, in the same order, less the runtime', () => {
    expect(widgetPackages).toEqual(buildablePackages.filter((pkg) => pkg !== 'runtime'));
  });

  it("is the list biome.json's import rule keeps out of each other's src/ and build/", () => {
    const biome: BiomeConfig = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    const groups = biome.linter.rules.style.noRestrictedImports.options.patterns.flatMap((pattern) => pattern.group);
    const guarded = groups.flatMap((glob) => /^\*\*\/([a-z-]+)\/(src|build)\/\*\*$/.exec(glob)?.slice(1, 3) ?? []);
    const byPackage = new Map<string, string[]>();
    for (let i = 0; i < guarded.length; i += 2) {
      const [pkg, folder] = [guarded[i] as string, guarded[i + 1] as string];
      byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), folder]);
    }
    expect([...byPackage.keys()].sort()).toEqual([...allPackages].sort());
    for (const folders of byPackage.values()) expect(folders.sort()).toEqual(['build', 'src']);
  });
});
