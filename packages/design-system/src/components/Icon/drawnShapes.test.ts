import { describe, expect, it } from 'vitest';
import { iconNames, loadIcon } from '../../icons/registry.ts';
import type { IconDefinition } from '../../icons/types.ts';
import { drawnShapes } from './drawnShapes.ts';

const icon = (shapes: IconDefinition['shapes']): IconDefinition => ({ name: 'test', shapes });

describe('drawnShapes', () => {
  it('joins a run of outlines into one path, its subpaths in their order', () => {
    expect(
      drawnShapes(
        icon([
          { d: 'M1 1h2', stroke: true },
          { d: 'M3 3v4', stroke: true },
        ]),
      ),
    ).toEqual([{ d: 'M1 1h2M3 3v4', stroke: true }]);
  });

  it('does not join an outline that starts with a relative moveto', () => {
    expect(
      drawnShapes(
        icon([
          { d: 'M1 1h2', stroke: true },
          { d: 'm3 3v4', stroke: true },
        ]),
      ),
    ).toHaveLength(2);
  });

  it('keeps filled shapes apart and the order of outlines and fills', () => {
    const shapes = drawnShapes(
      icon([
        { d: 'M0 0h1', stroke: true },
        { d: 'M1 1h1', stroke: true },
        { d: 'M2 2h4v4Z' },
        { d: 'M3 3h1v1Z', fill: '#fff', evenOdd: true },
        { d: 'M4 4h1', stroke: true },
      ]),
    );
    expect(shapes).toEqual([
      { d: 'M0 0h1M1 1h1', stroke: true },
      { d: 'M2 2h4v4Z' },
      { d: 'M3 3h1v1Z', fill: '#fff', evenOdd: true },
      { d: 'M4 4h1', stroke: true },
    ]);
  });

  it('keeps every subpath of every icon and draws an outlined icon with one path per run', async () => {
    for (const name of iconNames) {
      const definition = (await loadIcon(name)) as IconDefinition;
      const shapes = drawnShapes(definition);
      expect(shapes.map((shape) => shape.d).join(''), name).toBe(definition.shapes.map((shape) => shape.d).join(''));
      for (const [index, shape] of shapes.entries()) {
        if (index > 0) expect(shape.stroke && shapes[index - 1]?.stroke, name).toBeFalsy();
      }
      expect(drawnShapes(definition), name).toBe(shapes);
    }
  });
});
