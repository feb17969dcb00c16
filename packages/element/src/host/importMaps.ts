/**
 * Import maps the loader cannot rely on. Where the page's import maps do not give our runtime's
 * names (`@shop/runtime@<line>/…`) the URLs of our map, the loader loads es-module-shims (the
 * configuration's `shim`) and imports every widget through it in shim mode, with our map and its
 * integrity. That happens where Firefox uses only a page's first import map (a host's own map
 * before ours drops ours), or where a host's map takes one of our names. Elsewhere that file is
 * never fetched.
 *
 * Bundled into the loader (build/loaderScript.ts): no React, nothing imported at run time.
 */

export interface ImportMapJson {
  imports?: Record<string, string>;
  integrity?: Record<string, string>;
}

/** What es-module-shims puts on the page (the subset the loader uses). */
interface ImportShim {
  (src: string): Promise<unknown>;
  addImportMap: (map: object) => void;
}

/** A name of our shared runtime, with its line (`@shop/runtime@0.1/react`). */
export const runtimeName = /@shop\/runtime@([\w.-]+)\//;

/** Our runtime's names that a map gives. */
const runtimeNamesOf = (map: ImportMapJson) =>
  Object.keys(map.imports ?? {}).filter((name) => runtimeName.test(`${name}/`));
const urlOf = (doc: Document, map: ImportMapJson, name: string) => new URL(map.imports?.[name] ?? '', doc.baseURI).href;

/**
 * The page's import maps, and ours among them: the last one naming the shared runtime before our
 * configuration (the snippets write them in this order; a host's map may name our runtime too).
 */
export function readImportMaps(doc: Document): [maps: ImportMapJson[], ours: ImportMapJson] {
  const maps: ImportMapJson[] = [];
  let ours: ImportMapJson = {};
  let configured = false;
  for (const script of doc.querySelectorAll('script[type="importmap"], script[data-shop-loader]')) {
    if (script.hasAttribute('data-shop-loader')) {
      configured = true;
      continue;
    }
    try {
      const map = JSON.parse(script.textContent ?? '') as ImportMapJson;
      maps.push(map);
      if (!configured && runtimeNamesOf(map).length) ours = map;
    } catch {}
  }
  return [maps, ours];
}

/**
 * Whether the widgets must load through es-module-shims: our map names the runtime, and not every
 * one of its names resolves to its own URL (or the browser cannot tell and ours is not the page's
 * first map). `resolveSpecifier`: the URL the page's maps give a name, null if the browser cannot
 * tell (loader.ts).
 */
export function needsShim(
  doc: Document,
  maps: ImportMapJson[],
  ours: ImportMapJson,
  resolveSpecifier: (specifier: string) => string | null,
): boolean {
  return runtimeNamesOf(ours).some((name) => {
    try {
      const resolved = resolveSpecifier(name);
      return resolved === null ? maps[0] !== ours : resolved !== urlOf(doc, ours, name);
    } catch {
      return true;
    }
  });
}

/** Our runtime's names whose files are among these: the modules a bundle imports from the runtime. */
export function runtimeNamesAmong(doc: Document, ours: ImportMapJson, files: string[]): string[] {
  const urls = new Set(files.map((file) => new URL(file, doc.baseURI).href));
  return runtimeNamesOf(ours).filter((name) => urls.has(urlOf(doc, ours, name)));
}

/**
 * An import through es-module-shims with our map, the shim loaded at the first one (`load`
 * imports it; es-module-shims then puts `importShim` on the page). A shim that did not come is
 * asked for again by the next attempt (the retry button).
 */
export function shimImporter(ours: ImportMapJson, load: () => Promise<unknown>) {
  let importShim: Promise<ImportShim> | undefined;
  return (src: string) => {
    importShim ??= (async () => {
      Object.assign(globalThis, { esmsInitOptions: { shimMode: true, noLoadEventRetriggers: true } });
      await load();
      const loaded = (globalThis as unknown as { importShim: ImportShim }).importShim;
      loaded.addImportMap(ours);
      return loaded;
    })();
    importShim.catch(() => {
      importShim = undefined;
    });
    return importShim.then((shim) => shim(src));
  };
}
