import { defineElement, textsFromGlob } from '@shop/design-system';
import { version } from '../package.json';
import { Newsletter } from './Newsletter.tsx';
import { newsletterProps } from './element.api.ts';

defineElement({
  tag: 'shop-newsletter',
  version,
  component: Newsletter,
  props: newsletterProps,
  texts: textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' })),
});
