// The file a legacy page loads: registers <shop-footer>.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { Footer } from './components/Footer.tsx';
import { footerElementProps } from './element.api.ts';
import { footerTexts } from './texts.ts';

// What the footers' first frame waits for was started by ./start/firstFrame.ts, which the
// loader has evaluated before React (where no loader did, this import starts it now).
const { firstFrameReady } = await import('./start/firstFrame.ts');

defineElement({
  tag: 'shop-footer',
  version,
  component: Footer,
  props: footerElementProps,
  texts: footerTexts,
  ready: firstFrameReady,
});
