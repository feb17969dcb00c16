// The file a legacy page loads: registers <shop-footer>.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { loadBuiltInContent } from './content/index.ts';
import { FooterElement, footerElementProps } from './FooterElement.tsx';
import { keepPrerenderedContent } from './takeover.ts';

function define() {
  const restorePrerendered = keepPrerenderedContent('shop-footer');
  // headless: the footer renders its first frame at once (texts are bundled), so that it can
  // replace the prerendered HTML in the same frame instead of showing an empty box first.
  defineElement({ tag: 'shop-footer', version, component: FooterElement, props: footerElementProps, headless: true });
  restorePrerendered();
}

// The content of the page's footers (one small chunk per country, normally preloaded by the
// page) before the element is defined: its first render is then the whole footer, not an empty
// shell followed by a second render. A failed load is reported by the element, which then keeps
// any prerendered footer.
const pageContent = [...document.querySelectorAll('shop-footer')].map((element) =>
  loadBuiltInContent(element.getAttribute('country') ?? undefined),
);
Promise.allSettled(pageContent).then(define);
