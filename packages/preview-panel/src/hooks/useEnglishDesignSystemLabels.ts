import type { Translator } from '@shop/design-system';

const done = new WeakSet<Translator>();

/**
 * The design system's shared labels (namespace `ds`: "Close", the hidden "Error:" prefix, ...)
 * come in the page's locale. Where the panel speaks English (non-German sites), the English
 * labels shipped in en.json (`ds`) replace them, so one panel never mixes two languages.
 */
export function useEnglishDesignSystemLabels(instance: Translator | null): void {
  if (!instance || done.has(instance)) return;
  done.add(instance);
  const labels = instance.getResource(instance.language, 'element', 'ds');
  if (labels && typeof labels === 'object')
    instance.addResourceBundle(instance.language, 'ds', labels as Record<string, unknown>);
}
