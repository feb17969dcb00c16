// The design system's public API for feature packages: the element helper and the widgets.
// Everything here is tree-shakeable; a feature bundle carries only what it imports.

// Texts inside a <shop-*> element (react-i18next is part of the shared runtime, so this costs nothing).
export { useTranslation } from 'react-i18next';
export {
  Banderole,
  type BanderoleProps,
  type BanderoleVariant,
} from './components/Banderole/Banderole.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonWidth,
} from './components/Button/Button.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { ExpansionFlex, type ExpansionFlexProps } from './components/ExpansionFlex/ExpansionFlex.tsx';
export { ExpansionItem, type ExpansionItemProps } from './components/ExpansionItem/ExpansionItem.tsx';
export { Icon, type IconProps, type IconSize } from './components/Icon/Icon.tsx';
export {
  InputField,
  type InputFieldProps,
  type InputFieldState,
  type InputFieldType,
  type InputFieldVariant,
} from './components/InputField/InputField.tsx';
export { type MessageType, Notification, type NotificationProps } from './components/Notification/Notification.tsx';
export { NotificationElement, notificationElementProps } from './components/Notification/NotificationElement.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField/SelectField.tsx';
export {
  TextLink,
  type TextLinkProps,
  type TextLinkSize,
  type TextLinkVariant,
} from './components/TextLink/TextLink.tsx';
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
// Icons: one module each, so a bundle carries only the icons it imports.
export { iconArrowLeft } from './icons/arrowLeft.ts';
export { iconArrowRight } from './icons/arrowRight.ts';
export { iconCheck } from './icons/check.ts';
export { iconChevronDown } from './icons/chevronDown.ts';
export { iconChevronUp } from './icons/chevronUp.ts';
export { iconClose } from './icons/close.ts';
export { iconEye } from './icons/eye.ts';
export { iconEyeOff } from './icons/eyeOff.ts';
export { iconLinkUp } from './icons/linkUp.ts';
export { iconMinus } from './icons/minus.ts';
export { iconPlus } from './icons/plus.ts';
export { iconSearch } from './icons/search.ts';
export type { IconDefinition, IconShape } from './icons/types.ts';
// Masks: pure formatters for text fields.
export { dateDayMonthYearMask, dateYearMonthDayMask } from './masks/date.ts';
export { compactIban, ibanMask, isIbanShape } from './masks/iban.ts';
export { applyMask, type Mask, type MaskedValue } from './masks/mask.ts';
export { isNumberKeyAllowed, numberMask, parseNumber } from './masks/number.ts';
