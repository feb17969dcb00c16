import { iconClose } from '../../icons/close.ts';
import { iconNode } from '../Icon/iconNodes.ts';
import { type MessageType, notificationClass, notificationRole, pictograms } from './notificationVariants.ts';

const svgNamespace = 'http://www.w3.org/2000/svg';

export interface NotificationNodeOptions {
  variant: MessageType;
  showPictogram: boolean;
  transparent: boolean;
  showCloseIcon: boolean;
  /** The variant's name for screen readers ("Information"), read before the message. */
  variantLabel: string;
  /** The close button's label. */
  closeLabel: string;
}

/**
 * The open box of `Notification` (Notification.tsx) as DOM nodes, for `<shop-notification>`
 * without React, its message a `<slot>`: the same markup the component renders (a unit test
 * compares both).
 */
export function notificationNode(document: Document, options: NotificationNodeOptions): HTMLDivElement {
  const { variant, showPictogram, transparent, showCloseIcon, variantLabel, closeLabel } = options;
  const box = document.createElement('div');
  box.className = notificationClass(variant, transparent);
  box.setAttribute('role', notificationRole(variant));
  if (showPictogram) {
    const svg = document.createElementNS(svgNamespace, 'svg');
    const attributes = { class: 'notification__pictogram', viewBox: '0 0 24 24', width: 24, height: 24 };
    for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, String(value));
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(svgNamespace, 'path');
    path.setAttribute('d', pictograms[variant]);
    path.setAttribute('fill', 'currentColor');
    svg.append(path);
    box.append(svg);
  }
  const content = document.createElement('div');
  content.className = 'notification__content';
  const spoken = document.createElement('span');
  spoken.className = 'shop-visually-hidden';
  spoken.append(`${variantLabel}: `);
  content.append(spoken, document.createElement('slot'));
  box.append(content);
  if (showCloseIcon) {
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'notification__close';
    close.setAttribute('aria-label', closeLabel);
    close.append(iconNode(document, iconClose, { size: 16 }));
    box.append(close);
  }
  return box;
}
