import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { newsletterProps } from './element.api.ts';
import { Newsletter } from './Newsletter.tsx';
import { newsletterTexts } from './texts.ts';

defineElement({
  tag: 'shop-newsletter',
  version,
  component: Newsletter,
  props: newsletterProps,
  texts: newsletterTexts,
});
