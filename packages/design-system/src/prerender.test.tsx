import { useTranslation } from '@shop/element';
import { describe, expect, it } from 'vitest';
import { inlineStylesToRules, prerenderShadowRoot } from './prerender.tsx';

function Hello() {
  const { t } = useTranslation();
  return <p style={{ maxHeight: '60px' }}>{t('hello')}</p>;
}

describe('prerenderShadowRoot', () => {
  it('renders the element shell with its locale, the tokens and the texts, in a declarative shadow root', async () => {
    const html = await prerenderShadowRoot({
      tag: 'shop-test',
      country: 'CH_FR',
      locale: 'fr-CH',
      texts: () => ({ hello: 'Bonjour' }),
      children: <Hello />,
    });
    // Nothing in front of the root: the unit of every length is registered by the head snippet's style.
    expect(html).toMatch(/^<template shadowrootmode="open">/);
    expect(html).toMatch(/<template shadowrootmode="open"><style>[^<]*--shop-color-primary/);
    expect(html).toContain(
      '<div class="shop-root" lang="fr-CH" data-shop-prerendered=""><p class="shop-inline-0">Bonjour</p></div><style>',
    );
    // Hidden (its space kept) while the browser parses it, shown by the template's last child.
    expect(html).toMatch(/^<template shadowrootmode="open"><style>:host \.shop-root\{visibility:hidden\}/);
    expect(html).toMatch(/<style>:host \.shop-root\{visibility:inherit\}<\/style><\/template>$/);
    expect(html).toContain('.shop-inline-0{max-height:60px!important}');
    expect(html).not.toContain('style="');
  });
});

describe('a prerendered form, usable before its element’s code arrives', () => {
  const prerenderForm = (country: 'CH' | 'CH_FR', locale: 'de-CH' | 'fr-CH') =>
    prerenderShadowRoot({
      tag: 'shop-test',
      country,
      locale,
      texts: () => ({}),
      children: (
        <form noValidate>
          <input name="email" type="email" />
          <button type="submit">OK</button>
        </form>
      ),
    });

  it('submits to nowhere (dialog method, outside a dialog) and is not inert', async () => {
    const html = await prerenderForm('CH_FR', 'fr-CH');
    expect(html).toContain('<form method="dialog" data-shop-early="" noValidate="">');
    expect(html).not.toContain('inert');
  });

  it('carries its translated load-failure notice (hidden, with a retry button) and its no-script notice', async () => {
    const french = await prerenderForm('CH_FR', 'fr-CH');
    expect(french).toContain(
      '<div class="shop-early-notice" role="alert" data-shop-load-failed="" hidden=""><p>Ce formulaire n’a pas pu être chargé entièrement. Vos saisies sont conservées.</p><button type="button" data-shop-retry="">Réessayer</button></div>',
    );
    expect(french).toContain('Veuillez activer JavaScript pour envoyer ce formulaire.');
    expect(french).toContain('@media (scripting: none){.shop-early-notice--no-script{display:flex}}');
    const swiss = await prerenderForm('CH', 'de-CH');
    expect(swiss).toContain('Erneut versuchen');
    expect(swiss).not.toContain('ß');
  });

  it('adds no notice to a widget without a form', async () => {
    const html = await prerenderShadowRoot({
      tag: 'shop-test',
      country: 'CH',
      locale: 'de-CH',
      texts: () => ({}),
      children: <p>Text</p>,
    });
    expect(html).not.toContain('shop-early-notice');
  });
});

describe('inlineStylesToRules', () => {
  it('moves each distinct style attribute into one class, kept beside existing classes', () => {
    const { markup, css } = inlineStylesToRules(
      '<div class="a" style="max-height:60px"><span style="color:red;font-family:&quot;X&quot;">x</span><i style="max-height:60px"></i></div>',
    );
    expect(markup).toBe(
      '<div class="a shop-inline-0"><span class="shop-inline-1">x</span><i class="shop-inline-0"></i></div>',
    );
    expect(css).toBe(
      '.shop-inline-0{max-height:60px!important}\n.shop-inline-1{color:red!important;font-family:"X"!important}',
    );
  });
});
