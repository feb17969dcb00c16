import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';

/**
 * Every snippet the build writes (dist/snippets) is included as it is by HTML and by XHTML
 * templates (docs/embedding-and-csp.md): it must be well-formed XML, free of HTML parse errors,
 * and valid where it goes (no `<style>` in the body, which the HTML standard does not allow).
 */
const snippetsDir = join(import.meta.dirname, '..', '..', 'dist', 'snippets');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The XML parser's first error for a snippet inside an XHTML page's element, or null. */
function xmlError(snippet: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let error: string | null = null;
  parser.on('error', (problem) => {
    error ??= problem.message;
  });
  parser.write(`<div xmlns="http://www.w3.org/1999/xhtml">${snippet}</div>`).close();
  return error;
}

/** The HTML parser's errors for a snippet where a template includes it (head or body). */
function htmlErrors(snippet: string, where: 'head' | 'body'): string[] {
  const errors: string[] = [];
  const onParseError = (problem: { code: string; startOffset: number }) =>
    errors.push(`${problem.code} at ${problem.startOffset}`);
  if (where === 'head') {
    const document = parse(`<!doctype html><html><head><title>t</title>${snippet}</head><body></body></html>`, {
      onParseError,
    });
    // A head element the parser moved to the body (it does not belong in the head) is an error too.
    const body = document.childNodes.at(-1) as DefaultTreeAdapterMap['element'];
    const moved = body.childNodes.at(-1) as DefaultTreeAdapterMap['element'];
    if (moved.childNodes.length) errors.push('content outside the head');
  } else parseFragment(snippet, { onParseError });
  return errors;
}

/** The `<style>` elements of a body snippet outside declarative shadow roots (templates). */
function stylesInBody(snippet: string): number {
  const count = (node: DefaultTreeAdapterMap['parentNode']): number =>
    node.childNodes.reduce((sum, child) => {
      if (!('tagName' in child) || child.tagName === 'template') return sum;
      return sum + (child.tagName === 'style' ? 1 : 0) + count(child);
    }, 0);
  return count(parseFragment(snippet));
}

describe('the written snippets', () => {
  const files = htmlFiles(snippetsDir);

  it('are there to check (the build wrote them)', () => {
    expect(files.some((file) => file.endsWith('head.html'))).toBe(true);
    expect(
      files.some((file) => /<shop-footer[^>]*>[\s\S]*<template shadowrootmode/.test(readFileSync(file, 'utf8'))),
    ).toBe(true);
  });

  it('are well-formed XML, parse as HTML without an error, and put no <style> in the body', () => {
    const problems: string[] = [];
    for (const file of files) {
      const snippet = readFileSync(file, 'utf8');
      const name = relative(snippetsDir, file);
      const head = file.endsWith('head.html');
      const xml = xmlError(snippet);
      if (xml) problems.push(`${name}: XML: ${xml}`);
      for (const error of htmlErrors(snippet, head ? 'head' : 'body')) problems.push(`${name}: HTML: ${error}`);
      if (!head && stylesInBody(snippet)) problems.push(`${name}: <style> in the body`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find what a browser would reject or the HTML checker would flag', () => {
    expect(xmlError('<script type="module" async>a()</script>')).not.toBeNull();
    expect(xmlError('<script>a && b()</script>')).not.toBeNull();
    expect(xmlError('<input type="email">')).not.toBeNull();
    expect(xmlError('<script type="module" async="">//<![CDATA[\na && b()\n//]]></script>')).toBeNull();
    expect(htmlErrors('<div/>', 'body')).not.toEqual([]);
    expect(htmlErrors('<div>x</div>', 'head')).toEqual(['content outside the head']);
    expect(htmlErrors('<style>a{}</style><script type="importmap">{}</script>', 'head')).toEqual([]);
    expect(
      stylesInBody('<shop-x><style>a{}</style><template shadowrootmode="open"><style>b{}</style></template></shop-x>'),
    ).toBe(1);
  });
});
