import { defineElement, textsFromGlob } from '@shop/design-system';
import { version } from '../package.json';
import { newsletterProps } from './element.api.ts';
import { Newsletter } from './Newsletter.tsx';

defineElement({
  tag: 'shop-newsletter',
  version,
  component: Newsletter,
  props: newsletterProps,
  texts: textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' })),
});
