import type { IconDefinition } from './types.ts';

export const iconBarcode: IconDefinition = {
  name: 'barcode',
  shapes: [{ d: 'M3 5v14M6 5v14M8.5 5v14M12 5v14M14.5 5v14M18 5v14M21 5v14', stroke: true }],
};
