import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For tests: runs one of the legacy-host page's reproductions of Prototype's global patches
 * (demo-host/public/legacy/) in this realm, and undoes every change afterwards, so a test can
 * check our code against exactly what the demo's legacy page runs.
 */
const legacyScripts = join(import.meta.dirname, '..', '..', '..', '..', '..', 'demo-host', 'public', 'legacy');

type Patched = Record<string | symbol, unknown>;
const patchedObjects = (): Patched[] =>
  [
    globalThis,
    Object,
    Object.prototype,
    Array,
    Array.prototype,
    Function.prototype,
    String.prototype,
    Number.prototype,
    Date.prototype,
  ] as unknown as Patched[];

export type LegacyScript = 'prototype-1.6.js' | 'prototype-1.7.js';

/** Applies the scripts in order and returns the function that restores every built-in. */
export function applyLegacyPatches(...scripts: LegacyScript[]): () => void {
  const saved = patchedObjects().map((target) => ({
    target,
    descriptors: Object.getOwnPropertyDescriptors(target) as Record<string | symbol, PropertyDescriptor>,
  }));
  for (const script of scripts) {
    // A classic script: `this` at its top level is the global object.
    new Function(readFileSync(join(legacyScripts, script), 'utf8')).call(globalThis);
  }
  return () => {
    for (const { target, descriptors } of saved) {
      for (const key of Reflect.ownKeys(target)) {
        if (!(key in descriptors)) delete target[key];
      }
      for (const key of Reflect.ownKeys(descriptors)) {
        const before = descriptors[key as string] as PropertyDescriptor;
        const now = Object.getOwnPropertyDescriptor(target, key);
        if (!now || now.value !== before.value || now.get !== before.get) Object.defineProperty(target, key, before);
      }
    }
  };
}
