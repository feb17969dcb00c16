import { startTransition, useEffect, useState } from 'react';
import { loadBuiltInContent, loadedBuiltInContent } from '../content/index.ts';
import type { FooterContent } from '../domain/types.ts';

/**
 * The country's built-in content: at once when its chunk is loaded (index.ts starts loading the
 * page's countries before the element is defined), else undefined until it is.
 */
export function useBuiltInContent(country: string): FooterContent | undefined {
  const content = loadedBuiltInContent(country);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (content) return;
    let current = true;
    loadBuiltInContent(country).then(
      () => current && startTransition(() => setLoads((count) => count + 1)),
      (error: unknown) => console.error(`<shop-footer> the built-in content of ${country} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [content, country]);
  return content;
}
