import { expect, test } from '@playwright/test';

test('after one visit the app opens with no network, served by the service worker', async ({
  page,
  context,
}) => {
  await page.goto('./');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });

  await context.setOffline(true);
  // Prove the network is really gone: a file that is deliberately not precached fails.
  const probe = await page.evaluate(async () => {
    try {
      await fetch(`./not-precached-${Date.now()}.txt`, { cache: 'no-store' });
      return 'reached';
    } catch {
      return 'failed';
    }
  });
  expect(probe).toBe('failed');

  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await context.setOffline(false);
});
