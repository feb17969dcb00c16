/**
 * An XHTML template's page: its parser (XML) leaves each declarative shadow root as a
 * `<template shadowrootmode>`. The loader attaches them once the page is parsed, as the HTML
 * parser does itself, so that the prerendered markup holds the widget's space and takes input
 * until the element takes it over. Bundled into the loader (build/loaderScript.ts).
 */
export function attachXmlShadowRoots(doc: Document): void {
  if (doc.contentType === 'text/html') return;
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => attachShadowRoots(doc));
  else attachShadowRoots(doc);
}

function attachShadowRoots(root: ParentNode): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode="open"]')) {
    const host = template.parentElement;
    if (!host || host.shadowRoot) continue;
    attachShadowRoots(template.content);
    host.attachShadow({ mode: 'open' }).append(template.content);
    template.remove();
  }
}
