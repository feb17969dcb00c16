// The file a legacy page loads: registers <shop-footer>.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { loadBuiltInContent } from './content/index.ts';
import { FooterElement, footerElementProps } from './FooterElement.tsx';
import { keepPrerenderedContent } from './takeover.ts';

// Start loading the content of the page's footers at once (one small chunk per country);
// a failure is reported by the element, which then keeps any prerendered footer.
for (const element of document.querySelectorAll('shop-footer')) {
  loadBuiltInContent(element.getAttribute('country') ?? undefined).catch(() => {});
}

const restorePrerendered = keepPrerenderedContent('shop-footer');
// headless: the footer renders its first frame at once (texts are bundled), so that it can
// replace the prerendered HTML in the same frame instead of showing an empty box first.
defineElement({ tag: 'shop-footer', version, component: FooterElement, props: footerElementProps, headless: true });
restorePrerendered();
