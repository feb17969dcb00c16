import { describe, expect, it } from 'vitest';
import { runtimeLine, runtimeSpecifier } from './shared-runtime.ts';

describe('the shared runtime’s page-wide names', () => {
  it('name a module under our own scope and the runtime line, never as the bare package a host may map', () => {
    expect(runtimeSpecifier('react', '1')).toBe('@shop/runtime@1/react');
    expect(runtimeSpecifier('react-dom/client', '0.1')).toBe('@shop/runtime@0.1/react-dom/client');
  });

  it('treat every minor release below 1.0 as a line of its own, and the major above it', () => {
    expect(runtimeLine('0.1.0')).toBe('0.1');
    expect(runtimeLine('0.2.3')).toBe('0.2');
    expect(runtimeLine('1.4.2')).toBe('1');
    expect(runtimeLine('2.0.0')).toBe('2');
  });
});
