import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The version folders staged for the CDN (`node scripts/release.mjs`: `<stage>/<package>/<version>/`,
 * each a copy of the package's dist/) and the files of each that a browser loads.
 */
export interface StagedFolder {
  pkg: string;
  version: string;
  /** The staged folder on disk: what was (or is to be) uploaded. */
  dir: string;
}

const manifestPath = (dir: string) => join(dir, '.vite', 'manifest.json');

/** Every `<package>/<version>/` below `stageDir` that holds a build (its .vite/manifest.json). */
export function stagedFolders(stageDir: string): StagedFolder[] {
  const folders: StagedFolder[] = [];
  if (!existsSync(stageDir)) return folders;
  const subdirs = (dir: string) => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
  for (const pkg of subdirs(stageDir).sort())
    for (const version of subdirs(join(stageDir, pkg)).sort())
      if (existsSync(manifestPath(join(stageDir, pkg, version))))
        folders.push({ pkg, version, dir: join(stageDir, pkg, version) });
  return folders;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/**
 * The files of a build a page can make a browser load: every chunk, style sheet and asset its
 * Vite manifest names (entries, their static imports, lazy chunks such as texts), each once,
 * sorted. The manifests, the import map and preloads.json are build data read by the tooling and
 * the server-side snippets, never by a browser.
 */
export function browserFiles(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath(dir), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  // The design system's es-module-shims, written beside its bundle (packages/element/build/loaderScript.ts), which
  // the loader imports where a page's import maps do not give our runtime's names.
  for (const file of readdirSync(dir)) if (/^es-module-shims-[\w-]+\.js$/.test(file)) files.add(file);
  return [...files].sort();
}
