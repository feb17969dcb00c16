// The design system's part of every element, which the element shell does not know: its tokens,
// adopted first in every shadow root, and its shared labels (namespace `ds`).
import type { ElementDesign } from '@shop/element';
import { designSystemTexts } from './texts.ts';
import tokensCss from './tokens/tokens.css?inline';

export const design: ElementDesign = { css: tokensCss, texts: { ds: designSystemTexts } };
