// The file a legacy page loads: registers <shop-login>.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { Login, loginProps } from './Login.tsx';
import { loginTexts } from './texts.ts';

defineElement({
  tag: 'shop-login',
  version,
  component: Login,
  props: loginProps,
  texts: loginTexts,
});
