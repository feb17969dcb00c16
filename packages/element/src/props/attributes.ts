/**
 * HTML attribute semantics for element props: a bare boolean attribute is true, `"false"` is
 * false, a removed attribute gives the default. Pure: value in, prop out.
 */
export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

export interface PropSpec<T = unknown> {
  type: AttributeType;
  /** The prop's value when the attribute is absent or removed. */
  default?: T;
}

export type PropSpecs = Record<string, PropSpec>;

/** `null` means the attribute is absent (never set, or removed). */
export function parseAttribute(spec: PropSpec, value: string | null): unknown {
  if (value === null) return spec.default;
  switch (spec.type) {
    case 'boolean':
      // A bare attribute (`reduced`, `reduced=""`) is true, as in HTML; only "false" is false.
      return value.trim().toLowerCase() !== 'false';
    case 'number': {
      const number = Number(value.trim());
      return value.trim() !== '' && Number.isFinite(number) ? number : spec.default;
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return spec.default;
      }
    default:
      return value;
  }
}

/** camelCase prop name -> kebab-case attribute name (apiBase -> api-base). */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
