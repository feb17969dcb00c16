import type { Context } from 'hono';
import { qaScope } from './faults.ts';

/**
 * Requests a mock service answered, per QA scope (cookie `qa_scope`; '' = requests without a
 * scope) and path, for its QA endpoint and the e2e tests that read it.
 */
export function requestCounts() {
  const counts = new Map<string, Map<string, number>>();
  return {
    count(c: Context): void {
      const scope = qaScope(c.req.header('cookie')) ?? '';
      const perPath = counts.get(scope) ?? new Map<string, number>();
      perPath.set(c.req.path, (perPath.get(c.req.path) ?? 0) + 1);
      counts.set(scope, perPath);
    },
    of(scope: string): Record<string, number> {
      return Object.fromEntries(counts.get(scope) ?? []);
    },
    clear(): void {
      counts.clear();
    },
  };
}
