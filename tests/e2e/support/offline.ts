/** Taking the phone off the network, and proving it is off. */
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The page's service worker is in control (the app was visited once online). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}

/**
 * Go offline and prove the network is really gone: a file that is deliberately not precached
 * fails to load.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  const probe = await page.evaluate(async () => {
    try {
      await fetch(`./not-precached-${Date.now()}.txt`, { cache: 'no-store' });
      return 'reached';
    } catch {
      return 'failed';
    }
  });
  expect(probe).toBe('failed');
}
