// The public API of <shop-preview-panel> (the gate every page loads; the panel it mounts is
// internal): the descriptions the manifest, host types and README tables are generated from.
import type { ElementApi } from '@shop/design-system';

export interface ShopPreviewPanelElementEvents {
  'shop-preview-applied': { dateTime: string | null; abTestName: string | null; abTestGroup: string | null };
  'shop-preview-logout': null;
}

export const previewPanelApi = {
  tag: 'shop-preview-panel',
  className: 'ShopPreviewPanelElement',
  summary:
    'The staff-only preview settings (date, time, A/B test and group). For shoppers a tiny gate that does nothing; for staff (checkauth SUCCESS) the panel in its shadow root.',
  module: 'src/index.ts',
  common: ['country', 'locale', 'apiBase'],
  props: {},
  plain: true,
  attributes: {},
  events: {
    'shop-preview-applied': 'Settings applied (with what checkauth holds afterwards).',
    'shop-preview-logout': 'Staff logged out of preview; the panel is removed.',
  },
} as const satisfies ElementApi<Record<never, never>, ShopPreviewPanelElementEvents>;
