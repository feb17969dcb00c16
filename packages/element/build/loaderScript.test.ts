import { describe, expect, it } from 'vitest';
import { compileShim } from './loaderScript.ts';

describe('the es-module-shims file of the design system', () => {
  it('is minified with its licence line, named by its content, and creates no Trusted Types policy', async () => {
    const { fileName, code } = await compileShim();
    expect(code.startsWith('/*! ES Module Shims 2.8.4 | MIT License | (c) Guy Bedford')).toBe(true);
    expect(fileName).toMatch(/^es-module-shims-[\w-]{8}\.js$/);
    // The policy's branch is gone (under `trusted-types 'none'` creating it is a violation);
    // only the polyfill mode's feature detection, never run in shim mode, still names one.
    expect(code).not.toContain('createHTML');
    expect(code).toContain('addImportMap');
  }, 60_000);
});
