// The slow-down every bench sample runs under: the renderer's CPU and a latency added to every
// request, through a Playwright CDPSession or bench/uninspected.mjs's page alike.

/** @typedef {'Emulation.setCPUThrottlingRate' | 'Network.enable' | 'Network.emulateNetworkConditions'} ThrottleMethod */

/**
 * @param {{ send: (method: ThrottleMethod, params?: any) => Promise<unknown> }} session
 * @param {{ cpuRate: number, latencyMs: number }} options
 */
export async function throttle(session, { cpuRate, latencyMs }) {
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
