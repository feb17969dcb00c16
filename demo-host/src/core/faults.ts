import type { MiddlewareHandler } from 'hono';

/**
 * QA switches, one set per mock service. With all off, the service answers normally.
 * latencyMs: delay before answering; status: answer with this HTTP status instead;
 * drop: close the connection without an answer; malformed: answer 200 with a broken body.
 */
export interface Faults {
  latencyMs: number;
  status: number | null;
  drop: boolean;
  malformed: boolean;
}

export const noFaults: Faults = Object.freeze({ latencyMs: 0, status: null, drop: false, malformed: false });

/**
 * Switches are global (the QA page), or scoped to one browser context: requests carrying the
 * cookie `qa_scope=<id>` see that scope's switches first, so parallel e2e tests do not disturb
 * each other.
 */
const faultsByKey = new Map<string, Faults>();
const key = (service: string, scope: string | undefined) => (scope ? `${scope}\u0000${service}` : service);

export function getFaults(service: string, scope?: string): Faults {
  return (scope && faultsByKey.get(key(service, scope))) || faultsByKey.get(service) || noFaults;
}

/** Validates and stores a (partial) switch setting; returns the new state or an error text. */
export function setFaults(service: string, input: unknown, scope?: string): Faults | string {
  if (typeof input !== 'object' || input === null) return 'body must be a JSON object';
  const next: Faults = { ...getFaults(service, scope) };
  const { latencyMs, status, drop, malformed } = input as Record<string, unknown>;
  if (latencyMs !== undefined) {
    if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > 120_000) return 'latencyMs: 0..120000';
    next.latencyMs = latencyMs;
  }
  if (status !== undefined) {
    if (status !== null && (typeof status !== 'number' || status < 100 || status > 599))
      return 'status: null or 100..599';
    next.status = status as number | null;
  }
  if (drop !== undefined) {
    if (typeof drop !== 'boolean') return 'drop: boolean';
    next.drop = drop;
  }
  if (malformed !== undefined) {
    if (typeof malformed !== 'boolean') return 'malformed: boolean';
    next.malformed = malformed;
  }
  faultsByKey.set(key(service, scope), next);
  return next;
}

export function resetFaults(scope?: string): void {
  if (!scope) {
    faultsByKey.clear();
    return;
  }
  for (const k of [...faultsByKey.keys()]) if (k.startsWith(`${scope}\u0000`)) faultsByKey.delete(k);
}

export function allFaults(services: string[]): Record<string, Faults> {
  return Object.fromEntries(services.map((name) => [name, getFaults(name)]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the service's switches before (and instead of) its real answer. */
export function faultMiddleware(service: string, malformed?: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    const faults = getFaults(service, qaScope(c.req.header('cookie')));
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    if (faults.drop) {
      // @hono/node-server exposes the Node socket: close it, so the client sees a network error.
      const outgoing = (c.env as { outgoing?: { socket?: { destroy: () => void } } } | undefined)?.outgoing;
      outgoing?.socket?.destroy();
      return new Response(null, { status: 499 });
    }
    if (faults.status !== null) {
      return c.json(
        { type: 'qa.fault', status: faults.status, message: `QA switch: ${service} answers ${faults.status}` },
        faults.status as 500,
      );
    }
    if (faults.malformed) {
      if (malformed) return malformed(c, next);
      return c.body('{"this is": not JSON <html>', 200, { 'content-type': 'application/json' });
    }
    await next();
  };
}

/** The QA scope of a request (cookie `qa_scope`), for scoped switches and per-test counters. */
export function qaScope(cookieHeader: string | undefined): string | undefined {
  const match = /(?:^|;\s*)qa_scope=([A-Za-z0-9_-]{1,64})/.exec(cookieHeader ?? '');
  return match?.[1];
}
