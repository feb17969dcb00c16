// Debian's Chromium through Playwright, with the flags the e2e suite uses (playwright.config.ts).
import { chromium } from '@playwright/test';
import chromiumFlags from '../tooling/chromium-flags.json' with { type: 'json' };

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
}
