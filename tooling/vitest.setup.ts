import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Test files may opt into `// @vitest-environment node` (no DOM to clean).
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests clear the cookies they set
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
