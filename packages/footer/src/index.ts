// The file a legacy page loads: registers <shop-footer>.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { FooterElement, footerElementProps } from './FooterElement.tsx';
import { keepPrerenderedContent } from './takeover.ts';

const restorePrerendered = keepPrerenderedContent('shop-footer');
// headless: the footer renders its first frame at once (texts are bundled), so that it can
// replace the prerendered HTML in the same frame instead of showing an empty box first.
defineElement({ tag: 'shop-footer', version, component: FooterElement, props: footerElementProps, headless: true });
restorePrerendered();
