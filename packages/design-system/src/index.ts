// The file a legacy page loads: registers the design system's own elements.
import { version } from '../package.json';
import { banderoleElement, banderoleElementProps } from './components/Banderole/BanderoleElement.ts';
import { iconElement, iconElementProps } from './components/Icon/IconElement.ts';
import { NotificationElement, notificationElementProps } from './components/Notification/NotificationElement.tsx';
import { defineElement } from './element/defineElement.tsx';
import { defineStaticElement } from './element/defineStaticElement.ts';
import { documentParsed } from './element/documentParsed.ts';

defineElement({ tag: 'shop-notification', version, component: NotificationElement, props: notificationElementProps });
// The banderole and the icon only show their attributes: plain elements without React, which a
// page can hold by the hundred (the design system's README, "Many small elements").
defineStaticElement({ ...banderoleElement, version, props: banderoleElementProps });
defineStaticElement({ ...iconElement, version, props: iconElementProps });

// The widget gallery (a QA page) is a lazy chunk: only a page carrying <shop-gallery> loads it.
documentParsed().then(() => {
  if (typeof document === 'undefined' || !document.querySelector('shop-gallery')) return;
  import('./components/Gallery/defineGallery.ts').then(
    (gallery) => gallery.defineGallery(),
    (error: unknown) => console.error('<shop-gallery> could not be loaded', error),
  );
});
