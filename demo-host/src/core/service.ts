import type { Hono, MiddlewareHandler } from 'hono';

/**
 * A mock service of the demo host. Every file in src/services/ default-exports one; the host
 * finds them at start-up, mounts their routes behind the QA fault switches and resets them.
 */
export interface MockService {
  /** Short name, used by the QA switches (`/__qa/faults/<name>`) and the QA page. */
  name: string;
  /** One line for the QA page and README: which endpoints this service answers. */
  description: string;
  /** Path prefixes this service owns, e.g. `/service/login`; the QA switches act on these. */
  prefixes: string[];
  /** Routes with absolute paths, e.g. `/service/login/api/v1/login`. */
  routes: Hono;
  /** Back to the seeded state (called at start-up and by `POST /__qa/reset`). */
  reset: () => void;
  /**
   * What the `malformed` switch answers, where a broken JSON body (the default) means nothing
   * for this service: e.g. the widgets' files with a changed byte.
   */
  malformed?: MiddlewareHandler;
}

/** A page module: every file in src/pages/ default-exports its routes (server-rendered HTML). */
export interface PageModule {
  routes: Hono;
}
