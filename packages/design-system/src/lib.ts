// The design system's public API for feature packages: the element helper and the widgets.
// Everything here is tree-shakeable; a feature bundle carries only what it imports.

export { type MessageType, Notification, type NotificationProps } from './components/Notification/Notification.tsx';
export { NotificationElement, notificationElementProps } from './components/Notification/NotificationElement.tsx';
export {
  type AttributeType,
  attributeName,
  type PropSpec,
  type PropSpecs,
  parseAttribute,
} from './element/attributes.ts';
export {
  type ShopElementContextValue,
  type StyleSink,
  StyleSinkContext,
  useShopElement,
  useStyles,
} from './element/context.ts';
export { defineElement, type ElementOptions } from './element/defineElement.tsx';
export { dispatchShopEvent, type ShopEventName } from './element/events.ts';
export { createTexts, type TextLoader, type Texts, textsFromGlob } from './element/i18n.ts';
export {
  type Country,
  chooseLocale,
  countries,
  countryLocales,
  currencyOfCountry,
  defaultCountry,
  isCountry,
  isLocale,
  type Locale,
  locales,
} from './element/locale.ts';
export { defineOnce } from './element/register.ts';
export { adoptStyles } from './element/styles.ts';
export { TranslationContext, useTranslation } from './element/translation.ts';
