// The public API of <shop-session>: the descriptions the manifest, host types and README
// tables are generated from. (A plain custom element: its observed attributes are tested
// against this module in tooling/api/drift.test.ts.)
import type { ElementApi } from '@shop/design-system';

export interface ShopSessionElementEvents {
  'shop-session-renewed': { state: 0 | 1 };
  'shop-session-expired': { state: 5 };
  'shop-session-login-detected': { state: 0 | 1 | 4 };
  'shop-session-error': { state: 2 };
}

export const sessionApi = {
  tag: 'shop-session',
  className: 'ShopSessionElement',
  summary:
    'Headless (renders nothing): keeps a logged-in shopper logged in by renewing the LoginToken; reflects its state code as `data-state`.',
  module: 'src/index.ts',
  common: ['apiBase'],
  props: {},
  plain: true,
  attributes: {},
  events: {
    'shop-session-renewed': 'A renewal succeeded: `state` 1 (renewed, 200) or 0 (created, 201).',
    'shop-session-expired': 'The token was found expired (once per token).',
    'shop-session-login-detected':
      'After being logged out, a login made elsewhere (another tab, the login form) appeared in the cookie.',
    'shop-session-error': 'A renewal failed (server error, time-out or dropped connection).',
  },
} as const satisfies ElementApi<Record<never, never>, ShopSessionElementEvents>;
