import type { IconDefinition } from '../../icons/types.ts';
import { drawnShapes } from './drawnShapes.ts';
import type { IconSize } from './Icon.tsx';

const svgNamespace = 'http://www.w3.org/2000/svg';

export interface IconNodeOptions {
  size?: IconSize;
  scale?: boolean;
  label?: string;
}

/**
 * The `<svg>` of `Icon` (Icon.tsx) as DOM nodes, for elements that draw an icon without React
 * (`<shop-icon>`, `<shop-banderole>`): the same element, classes and attributes the component
 * renders (a unit test compares both for every icon). Pure apart from creating the nodes.
 */
export function iconNode(document: Document, icon: IconDefinition, options: IconNodeOptions = {}): SVGSVGElement {
  const { size = 16, scale = false, label } = options;
  const svg = document.createElementNS(svgNamespace, 'svg');
  svg.setAttribute('class', scale ? 'icon icon--scale' : 'icon');
  svg.setAttribute('viewBox', icon.viewBox ?? '0 0 24 24');
  if (!scale) {
    svg.setAttribute('width', String(size));
    svg.setAttribute('height', String(size));
  }
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('data-icon', icon.name);
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else {
    svg.setAttribute('aria-hidden', 'true');
  }
  for (const shape of drawnShapes(icon)) {
    const path = document.createElementNS(svgNamespace, 'path');
    path.setAttribute('d', shape.d);
    path.setAttribute('fill', shape.stroke ? 'none' : (shape.fill ?? 'currentColor'));
    if (shape.stroke) {
      path.setAttribute('stroke', 'currentColor');
      path.setAttribute('stroke-width', '2');
      path.setAttribute('stroke-linecap', 'round');
      path.setAttribute('stroke-linejoin', 'round');
    }
    if (shape.evenOdd) path.setAttribute('fill-rule', 'evenodd');
    svg.append(path);
  }
  return svg;
}
