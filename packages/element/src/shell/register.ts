/**
 * Defines a custom element at most once. A second bundle that brings the same tag (another
 * version of a widget, or the same one twice) gets a console warning naming both versions
 * instead of the DOMException that would stop the rest of its bundle.
 */
const versionKey = Symbol.for('shop.element.version');

type VersionedConstructor = CustomElementConstructor & { [versionKey]?: string };

export function defineOnce(tag: string, elementClass: CustomElementConstructor, version: string): boolean {
  const existing = customElements.get(tag) as VersionedConstructor | undefined;
  if (existing) {
    const existingVersion = existing[versionKey] ?? 'unknown';
    console.warn(
      `<${tag}> is already defined (version ${existingVersion}); this bundle's version ${version} was not registered.`,
    );
    return false;
  }
  (elementClass as VersionedConstructor)[versionKey] = version;
  customElements.define(tag, elementClass);
  return true;
}
