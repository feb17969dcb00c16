import type { IconDefinition } from '../../icons/types.ts';
import { iconNode } from '../Icon/iconNodes.ts';
import type { BanderoleVariant } from './Banderole.tsx';

export interface BanderoleNodeOptions {
  variant: BanderoleVariant;
  text?: string;
  icon?: IconDefinition;
  /** Put a `<slot>` after the text (the element's light-DOM content shows there). */
  slot?: boolean;
}

/**
 * The `<p>` of `Banderole` (Banderole.tsx) as DOM nodes, for `<shop-banderole>` without React:
 * the same markup the component renders (a unit test compares both).
 */
export function banderoleNode(document: Document, options: BanderoleNodeOptions): HTMLParagraphElement {
  const { variant, text, icon, slot = false } = options;
  const band = document.createElement('p');
  band.className = `banderole banderole--${variant}`;
  if (icon) band.append(iconNode(document, icon, { size: 16 }));
  const span = document.createElement('span');
  span.className = 'banderole__text';
  if (text) span.append(text);
  if (slot) span.append(document.createElement('slot'));
  band.append(span);
  return band;
}
