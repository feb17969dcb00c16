// The figures of one load read from what observeVitals recorded in the page (bench/vitals-page.mjs),
// the same for the Playwright samples and the uninspected ones (bench/vitals-uninspected.mjs).

/**
 * TBT (the sum over 50 ms of each long task from first contentful paint on, a task that began
 * before it counting from FCP), the longest task of the load and from FCP on, and LCP.
 * @param {import('./vitals-page.mjs').VitalsState} load
 */
export function loadFigures(load) {
  const fcp = load.fcp ?? 0;
  const fromFcp = load.longTasks.filter((task) => task.start + task.duration > fcp);
  return {
    tbt: fromFcp.reduce(
      (total, task) => total + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50),
      0,
    ),
    longest: load.longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
    longestFromFcp: fromFcp.reduce((max, task) => Math.max(max, task.duration), 0),
    lcp: load.lcp.at(-1)?.start ?? null,
    lcpElement: load.lcp.at(-1)?.element ?? '',
  };
}

/**
 * The longest interaction among Event Timing entries (INP when there are fewer than 50).
 * @param {import('./vitals-page.mjs').VitalsEvent[]} events
 */
export function longestInteraction(events) {
  /** @type {Map<number, number>} */
  const byInteraction = new Map();
  for (const event of events) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return byInteraction.size ? Math.max(...byInteraction.values()) : null;
}
