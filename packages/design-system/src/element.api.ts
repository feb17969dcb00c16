// The public API of the design system's elements: the attribute specs their definitions use
// and the descriptions the manifest, host types, README and gallery are generated from.
import type { ElementApi, PropSpecs } from '@shop/element';

const everyAttribute = ['country', 'locale', 'apiBase'] as const;

export const notificationElementProps = {
  variant: { type: 'string', default: 'success' },
  showPictogram: { type: 'boolean', default: true },
  transparent: { type: 'boolean', default: false },
  showCloseIcon: { type: 'boolean', default: true },
  open: { type: 'boolean', default: true },
} as const satisfies PropSpecs;

export interface ShopNotificationElementEvents {
  'shop-close': null;
}

export const notificationApi = {
  tag: 'shop-notification',
  className: 'ShopNotificationElement',
  summary: 'A message box (success, error, information, warning); its light-DOM content is the message.',
  module: 'src/index.ts',
  common: everyAttribute,
  props: notificationElementProps,
  attributes: {
    variant: {
      description: 'The kind of message; anything else shows as success.',
      values: "'success' | 'error' | 'information' | 'warning'",
    },
    showPictogram: 'Shows the variant’s pictogram before the message.',
    transparent: 'No background colour (on coloured surfaces).',
    showCloseIcon: 'Shows the close button (its label is translated).',
    open: 'Whether the message shows; `open="false"` hides it.',
  },
  events: {
    'shop-close': 'The shopper used the close button (the element does not hide itself: the page decides).',
  },
  slots: { '': 'The message (text and inline markup).' },
  themable: true,
} as const satisfies ElementApi<typeof notificationElementProps, ShopNotificationElementEvents>;

export const banderoleElementProps = {
  variant: { type: 'string', default: 'default' },
  text: { type: 'string', default: '' },
  icon: { type: 'string', default: '' },
} as const satisfies PropSpecs;

export const banderoleApi = {
  tag: 'shop-banderole',
  className: 'ShopBanderoleElement',
  summary: 'A highlighted strip with an optional icon, e.g. for loyalty-card offers.',
  module: 'src/index.ts',
  common: everyAttribute,
  props: banderoleElementProps,
  attributes: {
    variant: { description: 'The colour scheme; anything else is `default`.', values: "'default' | 'loyalty-card'" },
    text: 'The text of the strip.',
    icon: 'The name of an icon shown before the text (as `<shop-icon name>`), e.g. `loyalty-card`.',
  },
  events: {},
  slots: { '': 'Shown after `text`.' },
  themable: true,
} as const satisfies ElementApi<typeof banderoleElementProps, Record<never, never>>;

export const iconElementProps = {
  name: { type: 'string', default: '' },
  size: { type: 'number', default: 16 },
  scale: { type: 'boolean', default: false },
  label: { type: 'string', default: '' },
} as const satisfies PropSpecs;

export const iconApi = {
  tag: 'shop-icon',
  className: 'ShopIconElement',
  summary: 'One icon or flag by name; only that icon’s module is loaded. An unknown name renders nothing and warns.',
  module: 'src/index.ts',
  common: everyAttribute,
  props: iconElementProps,
  attributes: {
    name: 'The icon’s kebab-case name, e.g. `coffee`, `flag-poland` (the README lists them).',
    size: { description: 'Size in pixels; anything else is 16.', values: '12 | 16 | 24' },
    scale: 'Fills its container instead of a fixed size.',
    label: 'Its accessible name (`role="img"`); empty: decorative (`aria-hidden`).',
  },
  events: {},
  themable: true,
} as const satisfies ElementApi<typeof iconElementProps, Record<never, never>>;

export interface ShopGalleryElementEvents {
  'shop-click': { variant: string } | { textLink: 'button' };
  'shop-clear': { field: 'text' | 'search' };
  'shop-search': { value: string };
  'shop-close': { variant: string };
  'shop-change': { country: string };
  'shop-toggle': { expanded: boolean };
}

export const galleryApi = {
  tag: 'shop-gallery',
  className: 'ShopGalleryElement',
  summary:
    'The QA page of the design system: every widget in every variant and state, in the page’s locale, with a log of their events. Loaded lazily, only on a page carrying the tag.',
  module: 'src/index.ts',
  common: everyAttribute,
  props: {},
  attributes: {},
  events: {
    'shop-click': 'A gallery button or button-like text link was clicked.',
    'shop-clear': 'A field’s clear button was used.',
    'shop-search': 'The search field was submitted.',
    'shop-close': 'A notification’s close button was used.',
    'shop-change': 'The country select changed.',
    'shop-toggle': 'The expansion item opened or closed.',
  },
  themable: true,
} as const satisfies ElementApi<Record<never, never>, ShopGalleryElementEvents>;
