// The file a legacy page loads: registers the design system's own elements.
import { version } from '../package.json';
import { BanderoleElement, banderoleElementProps } from './components/Banderole/BanderoleElement.tsx';
import { IconElement, iconElementProps } from './components/Icon/IconElement.tsx';
import { NotificationElement, notificationElementProps } from './components/Notification/NotificationElement.tsx';
import { defineElement } from './element/defineElement.tsx';
import { documentParsed } from './element/documentParsed.ts';

defineElement({ tag: 'shop-notification', version, component: NotificationElement, props: notificationElementProps });
defineElement({ tag: 'shop-banderole', version, component: BanderoleElement, props: banderoleElementProps });
defineElement({ tag: 'shop-icon', version, component: IconElement, props: iconElementProps });

// The widget gallery (a QA page) is a lazy chunk: only a page carrying <shop-gallery> loads it.
documentParsed().then(() => {
  if (typeof document === 'undefined' || !document.querySelector('shop-gallery')) return;
  import('./components/Gallery/defineGallery.ts').then(
    (gallery) => gallery.defineGallery(),
    (error: unknown) => console.error('<shop-gallery> could not be loaded', error),
  );
});
