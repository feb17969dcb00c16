import { createTranslator, TranslationContext } from '@shop/element';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconNames, loadIcon } from '../icons/registry.ts';
import type { IconDefinition } from '../icons/types.ts';
import deDE from '../locales/de-DE.json';
import { Banderole, type BanderoleVariant } from './Banderole/Banderole.tsx';
import { banderoleNode } from './Banderole/banderoleNodes.ts';
import { Icon, type IconSize } from './Icon/Icon.tsx';
import { iconNode } from './Icon/iconNodes.ts';
import { Notification } from './Notification/Notification.tsx';
import { notificationNode } from './Notification/notificationNodes.ts';
import { messageTypes } from './Notification/notificationVariants.ts';

// The static elements draw with plain DOM what the React components render (the gallery, the
// features, a prerender): both must give the same markup, or a template's icon would differ from
// a widget's.
const icons = (await Promise.all(iconNames.map((name) => loadIcon(name)))) as IconDefinition[];

/** The React markup as nodes (the element the component renders). */
function fromReact(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild as Element;
}

function expectSame(built: Element, markup: string) {
  const rendered = fromReact(markup);
  expect(built.isEqualNode(rendered), `${built.outerHTML}\n is not\n${rendered.outerHTML}`).toBe(true);
}

describe('iconNode draws what <Icon> renders', () => {
  it.each(icons.map((icon) => [icon.name, icon] as const))('%s, every size, scaled, labelled or not', (_, icon) => {
    for (const size of [12, 16, 24] as IconSize[]) {
      for (const scale of [false, true]) {
        for (const label of [undefined, 'Kaffee']) {
          expectSame(
            iconNode(document, icon, { size, scale, label }),
            renderToStaticMarkup(<Icon icon={icon} size={size} scale={scale} label={label} />),
          );
        }
      }
    }
  });
});

describe('banderoleNode builds what <Banderole> renders', () => {
  const loyalty = icons.find((icon) => icon.name === 'loyalty-card');
  it.each(['default', 'loyalty-card'] as BanderoleVariant[])('%s, with and without icon and text', (variant) => {
    for (const icon of [undefined, loyalty]) {
      for (const text of [undefined, 'Jeder 11. Kaffee gratis']) {
        expectSame(
          banderoleNode(document, { variant, text, icon, slot: true }),
          renderToStaticMarkup(
            <Banderole variant={variant} text={text} icon={icon}>
              <slot />
            </Banderole>,
          ),
        );
      }
    }
  });

  it('fails the comparison when the markup differs (the check can see a difference)', () => {
    const built = banderoleNode(document, { variant: 'default', text: 'A', slot: true });
    expect(built.isEqualNode(fromReact(renderToStaticMarkup(<Banderole variant="loyalty-card" text="A" />)))).toBe(
      false,
    );
  });
});

describe('notificationNode builds what <Notification> renders', () => {
  const translator = createTranslator('shop-test', 'de-DE', { ds: deDE });
  const t = translator.getFixedT(null, 'ds');
  it.each(messageTypes)('%s, with and without pictogram, background and close button', (variant) => {
    for (const showPictogram of [true, false])
      for (const transparent of [false, true])
        for (const showCloseIcon of [true, false])
          expectSame(
            notificationNode(document, {
              variant,
              showPictogram,
              transparent,
              showCloseIcon,
              variantLabel: t(`notification.${variant}`),
              closeLabel: t('close'),
            }),
            renderToStaticMarkup(
              <TranslationContext value={translator}>
                <Notification
                  variant={variant}
                  showPictogram={showPictogram}
                  transparent={transparent}
                  showCloseIcon={showCloseIcon}
                >
                  <slot />
                </Notification>
              </TranslationContext>,
            ),
          );
  });
});
