import { loadIcon } from '../../icons/registry.ts';
import type { IconDefinition } from '../../icons/types.ts';

/**
 * Icons by name, loaded once per page and then at hand synchronously: an element that draws an
 * icon renders in one step, with the icon, once its name is here (`iconByName`), instead of an
 * empty frame first and the icon a task later.
 */
const loaded = new Map<string, IconDefinition | null>();
const loading = new Map<string, Promise<IconDefinition | null>>();

/** The icon if it is loaded (null: no icon has that name); undefined while it is not loaded yet. */
export function iconByName(name: string): IconDefinition | null | undefined {
  return loaded.get(name);
}

/** Loads the named icon once; an unknown name gives null, and so does a failed load (with a warning). */
export function loadIconOnce(name: string): Promise<IconDefinition | null> {
  const done = loaded.get(name);
  if (done !== undefined) return Promise.resolve(done);
  let pending = loading.get(name);
  if (!pending) {
    pending = loadIcon(name).then(
      (icon) => {
        loaded.set(name, icon);
        loading.delete(name);
        return icon;
      },
      // A failed load (the network) counts as no icon for the rest of the page's life: the
      // elements that wait for it show the rest of their content.
      (error: unknown) => {
        console.warn(`The icon "${name}" could not be loaded`, error);
        loaded.set(name, null);
        loading.delete(name);
        return null;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}
