import { chooseLocale, dispatchShopEvent, ElementTexts } from '@shop/element';
import { designSystemTexts } from '../../texts.ts';
import iconCss from '../Icon/Icon.css?inline';
import notificationCss from './Notification.css?inline';
import notificationElementCss from './NotificationElement.css?inline';
import { notificationNode } from './notificationNodes.ts';
import { messageTypeOf } from './notificationVariants.ts';

// Its two labels (the variant's name, "close") in the element's locale: the design system's shared
// texts, loaded before the tag is registered so that its first frame reads as its last.
const texts = new ElementTexts('shop-notification', { ds: designSystemTexts });
const localeOf = (props: Record<string, unknown>) =>
  chooseLocale(props.country as string | undefined, props.locale as string | undefined).locale;

/**
 * <shop-notification variant="information">message</shop-notification>: a message box drawn
 * without React, so that a page whose only elements of ours are the design system's loads no
 * React for them. The close button emits `shop-close`; the page decides whether it hides.
 */
export const notificationElement = {
  tag: 'shop-notification',
  css: [iconCss, notificationCss, notificationElementCss],
  needs: (props: Record<string, unknown>) => {
    const locale = localeOf(props);
    return texts.get(locale) ? null : Promise.resolve(texts.load(locale));
  },
  render: (props: Record<string, unknown>, document: Document, element: HTMLElement) => {
    if (props.open === false) return null;
    const { type, warning } = messageTypeOf(props.variant);
    if (warning) console.warn(`<${element.localName}> ${warning}`);
    const t = (texts.get(localeOf(props)) as NonNullable<ReturnType<typeof texts.get>>).getFixedT(null, 'ds');
    return notificationNode(document, {
      variant: type,
      showPictogram: props.showPictogram !== false,
      transparent: props.transparent === true,
      showCloseIcon: props.showCloseIcon !== false,
      variantLabel: t(`notification.${type}`),
      closeLabel: t('close'),
    });
  },
  onClick: (event: Event, element: HTMLElement) => {
    if ((event.target as Element).closest('.notification__close')) dispatchShopEvent(element, 'shop-close');
  },
} as const;

export { notificationElementProps } from '../../element.api.ts';
