// Debian's Chromium through Playwright, with the flags the e2e suite uses (playwright.config.ts).
import { chromium } from '@playwright/test';
import chromiumFlags from '../tooling/chromium-flags.json' with { type: 'json' };

/** @param {string[]} [extraArgs] flags a bench adds (bench/h2-front.mjs's certificate pin) */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags, ...extraArgs],
  });
}

/**
 * Makes the page's window larger than its viewport. Playwright sizes a headless window to the
 * context's viewport, and Chromium will not make a window narrower than 500 px: at 375 × 812 the
 * display then did not draw a frame whose only change was near the viewport's bottom (the early
 * shopper typing into the newsletter's field at y 778 on /subscribenewsletter), and Event Timing
 * held every key until the take-over changed something higher up: early INP 1,120-1,650 ms in 11
 * of 12 loads, under 64 ms in 3 of 3 with the window set here (1,466 × 912 for that viewport;
 * checked at 375 × 812 and 1366 × 768: the page's viewport and media queries stay as emulated).
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').CDPSession} cdp the page's session
 * @param {{ width: number, height: number }} viewport
 */
export async function enlargeWindow(browser, cdp, { width, height }) {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const { windowId } = await session.send('Browser.getWindowForTarget', { targetId: targetInfo.targetId });
    await session.send('Browser.setWindowBounds', {
      windowId,
      bounds: { width: Math.max(width, 1366) + 100, height: height + 100 },
    });
  } finally {
    await session.detach();
  }
}
