// The file a legacy page loads: registers the design system's own elements.
import { version } from '../package.json';
import { NotificationElement, notificationElementProps } from './components/Notification/NotificationElement.tsx';
import { defineElement } from './element/defineElement.tsx';

defineElement({ tag: 'shop-notification', version, component: NotificationElement, props: notificationElementProps });
