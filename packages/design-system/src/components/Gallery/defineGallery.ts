// Registers <shop-gallery>; index.ts loads this chunk only on pages that carry the tag.
// (A function rather than a top-level call: the package is marked free of side effects.)
import { version } from '../../../package.json';
import { defineElement } from '../../defineElement.ts';
import { Gallery } from './Gallery.tsx';

export function defineGallery(): void {
  defineElement({ tag: 'shop-gallery', version, component: Gallery });
}
