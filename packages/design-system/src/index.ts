// The file a legacy page loads: registers the design system's own elements.

import { defineStaticElement, documentParsed } from '@shop/element';
import { version } from '../package.json';
import { banderoleElement, banderoleElementProps } from './components/Banderole/BanderoleElement.ts';
import { iconElement, iconElementProps } from './components/Icon/IconElement.ts';
import { notificationElement, notificationElementProps } from './components/Notification/NotificationElement.ts';
import { design } from './design.ts';

// Plain elements without React: a page whose only elements of ours are these loads no React,
// and can hold them by the hundred (the design system's README, "Many small elements").
defineStaticElement({ ...notificationElement, version, props: notificationElementProps }, design);
defineStaticElement({ ...banderoleElement, version, props: banderoleElementProps }, design);
defineStaticElement({ ...iconElement, version, props: iconElementProps }, design);

// The widget gallery (a QA page) is a lazy chunk: only a page carrying <shop-gallery> loads it.
documentParsed().then(() => {
  if (typeof document === 'undefined' || !document.querySelector('shop-gallery')) return;
  import('./components/Gallery/defineGallery.ts').then(
    (gallery) => gallery.defineGallery(),
    (error: unknown) => console.error('<shop-gallery> could not be loaded', error),
  );
});
