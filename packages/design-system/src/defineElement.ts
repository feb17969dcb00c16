// How every widget defines its element: the element shell with the design system's part.

import { defineElement as defineShellElement, type ElementOptions } from '@shop/element';
import { design } from './design.ts';

/** Turns a React component into a `<shop-*>` element (shell/defineElement.tsx) with the design system's tokens and labels. */
export const defineElement = (options: ElementOptions): Promise<void> => defineShellElement(options, design);
