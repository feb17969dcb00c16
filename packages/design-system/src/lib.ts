// The design system's public API for feature packages: the element helper and the widgets.
// Everything here is tree-shakeable; a feature bundle carries only what it imports.

export type { ElementApi } from '@shop/element';
// Texts inside a <shop-*> element, from the element's own translator (one locale).
export {
  chooseLocale,
  cookieAppearedAttribute,
  defineOnce,
  dispatchShopEvent,
  documentParsed,
  type PropSpecs,
  parseAttribute,
  type TextLoader,
  type Texts,
  type TFunction,
  Translator,
  textsFromGlob,
  useShopElement,
  useStagedRender,
  useStyles,
  useTranslation,
} from '@shop/element';
export { Banderole, type BanderoleProps, type BanderoleVariant } from './components/Banderole/Banderole.tsx';
export { Button, type ButtonProps, type ButtonVariant, type ButtonWidth } from './components/Button/Button.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { CountrySelect, type CountrySelectProps } from './components/CountrySelect/CountrySelect.tsx';
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
export { MaskedField, type MaskedFieldProps } from './components/InputField/MaskedField.tsx';
export { NumberField, type NumberFieldProps } from './components/InputField/NumberField.tsx';
export { PasswordField, type PasswordFieldProps } from './components/InputField/PasswordField.tsx';
export { SearchField, type SearchFieldProps } from './components/InputField/SearchField.tsx';
export { type MessageType, Notification, type NotificationProps } from './components/Notification/Notification.tsx';
export { PasswordStrength, type PasswordStrengthProps } from './components/PasswordStrength/PasswordStrength.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField/SelectField.tsx';
export {
  TextLink,
  type TextLinkProps,
  type TextLinkSize,
  type TextLinkVariant,
} from './components/TextLink/TextLink.tsx';
export { defineElement } from './defineElement.ts';
// Pure logic: password strength, base price, the country-code list, the e-mail address rule,
// the URL rule for links and redirects.
export { formatBasePrice, pricePerBase } from './domain/basePrice.ts';
export { countryCodes, countryOptions, OTHER_COUNTRY } from './domain/countryCodes.ts';
export {
  checkEmailAddress,
  EMAIL_LOCAL_PART_MAX_OCTETS,
  EMAIL_MAX_LENGTH,
  type EmailVerdict,
  isEmailAddress,
  normalizeEmailAddress,
} from './domain/emailAddress.ts';
export { characterClasses, PASSWORD_MIN_LENGTH, scorePassword } from './domain/passwordStrength.ts';
export { formatPercent } from './domain/percent.ts';
export { type Destination, destinationOf, internalPath, isInternalPath } from './domain/safeUrl.ts';
// Icons: one module each, so a bundle carries only the icons it imports.
export { iconArrowLeft } from './icons/arrowLeft.ts';
export { iconArrowRight } from './icons/arrowRight.ts';
export { iconAssortment } from './icons/assortment.ts';
export { iconBag } from './icons/bag.ts';
export { iconBarcode } from './icons/barcode.ts';
export { iconCheck } from './icons/check.ts';
export { iconChevronDown } from './icons/chevronDown.ts';
export { iconChevronUp } from './icons/chevronUp.ts';
export { iconClose } from './icons/close.ts';
export { iconCoffee } from './icons/coffee.ts';
export { iconCoffeeStamps } from './icons/coffeeStamps.ts';
export { iconCoffeeSubscription } from './icons/coffeeSubscription.ts';
export { iconCommunity } from './icons/community.ts';
export { iconDiscountShop } from './icons/discountShop.ts';
export { iconEye } from './icons/eye.ts';
export { iconEyeOff } from './icons/eyeOff.ts';
export { flagAustria } from './icons/flagAustria.ts';
export { flagCzechRepublic } from './icons/flagCzechRepublic.ts';
export { flagEurope } from './icons/flagEurope.ts';
export { flagGermany } from './icons/flagGermany.ts';
export { flagHungary } from './icons/flagHungary.ts';
export { flagPoland } from './icons/flagPoland.ts';
export { flagSlovakia } from './icons/flagSlovakia.ts';
export { flagSlovenia } from './icons/flagSlovenia.ts';
export { flagSwitzerland } from './icons/flagSwitzerland.ts';
export { flagTurkey } from './icons/flagTurkey.ts';
export { iconFurniture } from './icons/furniture.ts';
export { iconKids } from './icons/kids.ts';
export { iconKitchen } from './icons/kitchen.ts';
export { iconLinkUp } from './icons/linkUp.ts';
export { iconLoyaltyBeans } from './icons/loyaltyBeans.ts';
export { iconLoyaltyCard } from './icons/loyaltyCard.ts';
export { iconMen } from './icons/men.ts';
export { iconMinus } from './icons/minus.ts';
export { iconMobile } from './icons/mobile.ts';
export { iconPayment } from './icons/payment.ts';
export { iconPlus } from './icons/plus.ts';
export { iconReceipt } from './icons/receipt.ts';
export { iconNames, loadIcon } from './icons/registry.ts';
export { iconSearch } from './icons/search.ts';
// Each site's flag (a column of the sites table that is a picture): the footer's country selector.
export { siteFlags } from './icons/siteFlags.ts';
export { iconSportHobby } from './icons/sportHobby.ts';
export { iconSustainability } from './icons/sustainability.ts';
export type { IconDefinition, IconShape } from './icons/types.ts';
export { iconUserLoggedIn } from './icons/userLoggedIn.ts';
export { iconUserLoggedOut } from './icons/userLoggedOut.ts';
export { iconUserRegister } from './icons/userRegister.ts';
export { iconWishlist } from './icons/wishlist.ts';
export { iconWomen } from './icons/women.ts';
// Masks: pure formatters for the masked field, passed in by the form that needs one.
export { dateDayMonthYearMask, dateYearMonthDayMask } from './masks/date.ts';
export { ibanLengths, ibanMask, isValidIban } from './masks/iban.ts';
export { applyMask, type Mask } from './masks/mask.ts';
export { numberMask } from './masks/number.ts';
