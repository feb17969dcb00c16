// The file a legacy page loads: registers <shop-login>.
import { defineElement, textsFromGlob } from '@shop/design-system';
import { version } from '../package.json';
import { Login, loginProps } from './Login.tsx';

defineElement({
  tag: 'shop-login',
  version,
  component: Login,
  props: loginProps,
  texts: textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' })),
});
