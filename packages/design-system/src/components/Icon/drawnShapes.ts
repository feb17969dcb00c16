import type { IconDefinition, IconShape } from '../../icons/types.ts';

const drawn = new WeakMap<IconDefinition, readonly IconShape[]>();

/**
 * The shapes an icon is drawn with: its own, with every run of consecutive outlines joined into
 * one path (their subpaths one after another, each starting with an absolute moveto), in their
 * order. A stroke draws each subpath on its own, so one path draws what the run drew; every
 * shape is a node to clone, style, lay out and paint, and a category page draws hundreds of
 * icons (a coffee cup is one path instead of four). Filled shapes stay apart: under the nonzero
 * rule two overlapping ones in one path could cut a hole where their windings cancel. Computed
 * once per icon.
 */
export function drawnShapes(icon: IconDefinition): readonly IconShape[] {
  let shapes = drawn.get(icon);
  if (!shapes) {
    const joined: IconShape[] = [];
    for (const shape of icon.shapes) {
      const last = joined.at(-1);
      // A subpath that starts with a relative moveto would start from the end of the one before.
      if (shape.stroke && last?.stroke && shape.d.startsWith('M'))
        joined[joined.length - 1] = { d: `${last.d}${shape.d}`, stroke: true };
      else joined.push(shape);
    }
    shapes = joined;
    drawn.set(icon, shapes);
  }
  return shapes;
}
