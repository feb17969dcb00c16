// What the bench scripts' in-page functions leave on `window` for their harness to read, and
// `import.meta.main` (Node 24.2+; undefined before, where the scripts compare process.argv[1]).

interface Window {
  /** bench/vitals-page.mjs observeVitals */
  readonly __vitals: import('./vitals-page.mjs').VitalsState;
  /** bench/category.mjs observeElements */
  readonly __category: import('./category-page.mjs').CategoryState;
  /** bench/design-system-element-kinds.mjs renderAll */
  __kinds: import('./design-system-element-kinds.mjs').KindsProbe;
  /** bench/design-system-leaks.mjs leakProbe */
  __leakProbe: import('./design-system-leaks.mjs').LeakProbe;
  /** bench/design-system-leaks.mjs: the grid re-inserted across calls of gridInAndOut */
  __leakGrid: import('./design-system-leaks.mjs').LeakGrid | undefined;
  /** bench/loading-mix.mjs: when the measured widget had taken over (performance.now()) */
  __liveAt?: number;
  /** bench/loading-mix.mjs: when the measured widget's element was defined (performance.now()) */
  __definedAt?: number;
  /** bench/loading-mix.mjs: the visitor's first event inside the measured widget (performance.now()) */
  __firstSign?: number;
  /** bench/design-system-rem-registration.mjs: calls of CSS.registerProperty during a load */
  __benchRegistrations?: { count: number };
  /** bench/opener-trace.mjs watch */
  __trace: import('./opener-trace.mjs').OpenerTrace;
  /** The shop's tracking queue (as packages/session/src/browser/tracking.ts declares it). */
  dataLayer?: unknown[];
}

interface ImportMeta {
  readonly main?: boolean;
}
