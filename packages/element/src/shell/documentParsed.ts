/**
 * Resolves once the HTML parser is done with the page (DOMContentLoaded), at once when it is.
 *
 * Our entry scripts are `async` module scripts (tooling/snippets/compose.ts): unlike deferred
 * ones they do not hold back the host page's DOMContentLoaded (and the work the browser and the
 * page's own scripts do then) until our module graph has arrived, but they may run while the
 * page is still being parsed, e.g. from the HTTP cache on a second visit. Whatever looks for the
 * page's elements, and every element with a prerendered (declarative) shadow root, waits for
 * this: an element defined before its `<template shadowrootmode>` is parsed would attach its own
 * shadow root first, and the prerendered one would never be attached.
 */
export function documentParsed(): Promise<void> {
  if (isDocumentParsed()) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Whether the HTML parser is done with the page (true where there is none, as on a server). */
export function isDocumentParsed(): boolean {
  return typeof document === 'undefined' || document.readyState !== 'loading';
}
