// How every widget defines its element: the element shell with the design system's part.

import { design } from './design.ts';
import { defineElement as defineShellElement, type ElementOptions } from './element/defineElement.tsx';

/** Turns a React component into a `<shop-*>` element (element/defineElement.tsx) with the design system's tokens and labels. */
export const defineElement = (options: ElementOptions): Promise<void> => defineShellElement(options, design);
