// The file a legacy page loads: registers <shop-session>. Nothing else.
import { defineElement } from '@shop/design-system';
import { version } from '../package.json';
import { Session } from './Session.tsx';

defineElement({ tag: 'shop-session', version, component: Session, headless: true });
