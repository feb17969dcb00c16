/**
 * `--shop-rem`, the unit of every length in our CSS (tokens.css sets it to 1em of `medium` on
 * each element's host), must be a registered <length>: only then is `1em` computed to px on
 * the host and inherited as that px value. Unregistered it would stay the text `1em` and
 * resolve against each element's own font size (a 14 px label would get 14 px instead of
 * 16 px of padding).
 *
 * Engines ignore `@property` inside a shadow root (Chromium, Firefox and WebKit alike), so the
 * registration is global: `CSS.registerProperty` before the first element is built, and, for
 * prerendered markup that paints before any script, the same rule in a `<style>` of the
 * document itself (`prerenderShadowRoot` puts it in front of the declarative shadow root).
 * The initial value only matters where no host set the property (nowhere in our trees).
 */
const remProperty = { name: '--shop-rem', syntax: '<length>', inherits: true, initialValue: '16px' } as const;

export const remPropertyRule = `@property ${remProperty.name}{syntax:"${remProperty.syntax}";inherits:${remProperty.inherits};initial-value:${remProperty.initialValue}}`;

let registered = false;

/**
 * Registers `--shop-rem` once per page. A second bundle (or an earlier copy of this module)
 * that registered it already makes `registerProperty` throw: the registration is the same.
 * Engines without it (Firefox before 128) keep the unregistered fallback described above.
 */
export function registerRemProperty(): void {
  if (registered) return;
  registered = true;
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  try {
    CSS.registerProperty({ ...remProperty });
  } catch {
    // Registered already, by another bundle of ours.
  }
}
