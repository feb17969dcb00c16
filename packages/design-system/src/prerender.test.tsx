import { describe, expect, it } from 'vitest';
import { useTranslation } from './element/translation.ts';
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
      texts: { hello: 'Bonjour' },
      children: <Hello />,
    });
    // The unit of every length is registered by a style of the document, in front of the root.
    expect(html).toMatch(/^<style>@property --shop-rem\{syntax:"<length>";inherits:true;[^<]*<\/style><template /);
    expect(html).toMatch(/<template shadowrootmode="open"><style>[^<]*--shop-color-primary/);
    expect(html).toContain('<div class="shop-root" lang="fr-CH"><p class="shop-inline-0">Bonjour</p></div><style>');
    // Hidden (its space kept) while the browser parses it, shown by the template's last child.
    expect(html).toMatch(/<\/style><template shadowrootmode="open"><style>:host \.shop-root\{visibility:hidden\}/);
    expect(html).toMatch(/<style>:host \.shop-root\{visibility:inherit\}<\/style><\/template>$/);
    expect(html).toContain('.shop-inline-0{max-height:60px!important}');
    expect(html).not.toContain('style="');
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
