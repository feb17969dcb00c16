// The file a legacy page loads: registers <shop-session>. Nothing else.
import { defineOnce } from '@shop/design-system';
import { version } from '../package.json';
import { SessionElement } from './SessionElement.ts';

defineOnce('shop-session', SessionElement, version);
