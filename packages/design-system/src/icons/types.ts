/**
 * An icon is plain data: one module per icon, so a bundle carries only the icons it imports.
 * Shapes are drawn in a 24×24 box (flags in their own box); a shape without `fill` takes the
 * text colour (`currentColor`), a `stroke` shape is an outline in the text colour.
 */
export interface IconShape {
  /** SVG path data. */
  d: string;
  /** A fixed colour (flags); omitted means currentColor. */
  fill?: string;
  /** Drawn as a 2-unit outline in the text colour instead of filled. */
  stroke?: boolean;
  /** Fill rule for shapes with holes. */
  evenOdd?: boolean;
}

export interface IconDefinition {
  name: string;
  /** Defaults to `0 0 24 24`. */
  viewBox?: string;
  shapes: readonly IconShape[];
}
