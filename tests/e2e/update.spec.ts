import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { cachedReaderFiles, scannerReadyOffline, withoutBarcodeDetector } from './share-helpers';
import { goOffline } from './support/offline';
import { casualtiesFigure, WORDS } from './support/table';

test.setTimeout(120_000);

test('a new version waits while a resolution is open, then reloads on tap and keeps everything', async ({
  page,
}) => {
  await page.goto('./');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });

  // A resolution on screen.
  await page.getByRole('button', { name: 'New battery' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Batterie à cheval');
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('france');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'New battalion' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Brunswick Leib-Bataillon');
  await dialog.getByText('Opponent', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('coalition-other');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Fire with Batterie à cheval' }).click();
  await page.getByRole('button', { name: 'Fire at Brunswick Leib-Bataillon' }).click();
  await page.getByRole('button', { name: 'Roll 2D6' }).click();
  const result = page.getByRole('article', { name: /Result/ });
  await expect(result).toBeVisible();
  const casualties = await casualtiesFigure(result, WORDS.en).textContent();

  // This page, not a reload of it, must still be the one on screen when the player taps Reload.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  // A new build is served.
  execFileSync(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--logLevel', 'error'],
    {
      env: { ...process.env, GB_BUILD_ID: 'update-test' },
      stdio: 'ignore',
    },
  );
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  // The prompt comes, but waits: the resolution stays on screen, Reload is held back.
  const toast = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const reload = toast.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeDisabled();
  await expect(toast).toContainText('Finish the shot or the edit first');
  await expect(result).toBeVisible();
  await expect(casualtiesFigure(result, WORDS.en)).toHaveText(casualties ?? '');

  // Done with the shot: leave the Fire screen, then tap Reload. Nothing reloaded the page meanwhile.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(reload).toBeEnabled();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await Promise.all([page.waitForEvent('load'), reload.click()]);

  // The new version runs, and the shot is in the log.
  await page.goto('./#/settings');
  await expect(page.getByText(/\(update-test\)/)).toBeVisible();
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByText('Batterie à cheval → Brunswick Leib-Bataillon')).toBeVisible();
});

test('an open edit survives a reload', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'New battalion' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Half-typed name');
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Half-typed name',
  );
});

test('an update brings the QR reader of the new version before it installs: offline after Reload, the scanner is ready', async ({
  page,
  context,
}) => {
  await withoutBarcodeDetector(context);
  await page.goto('./#/settings');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await scannerReadyOffline(page);
  // As if this phone kept the reader of an older version: zxing's wasm changed in the new one (its
  // file name is its hash). The new version's files are not in the reader's cache.
  const current = await page.evaluate(async () => {
    const cache = await caches.open('gb-qr-reader');
    const kept = (await cache.keys()).map((r) => r.url);
    const old = new URL('assets/zxing_reader-0ldVersn.wasm', location.href).href;
    await cache.put(
      old,
      new Response(new Uint8Array([0, 97, 115, 109]), { headers: { 'Content-Type': 'application/wasm' } }),
    );
    for (const url of kept) await cache.delete(url);
    return kept.map((url) => new URL(url).pathname.split('/').pop());
  });
  expect(current).toHaveLength(2);

  // A new build is served; its service worker installs while the phone is online.
  execFileSync(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--logLevel', 'error'],
    { env: { ...process.env, GB_BUILD_ID: 'reader-update' }, stdio: 'ignore' },
  );
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const toast = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // The new version waits with its reader already kept: the table has no network when Reload is tapped.
  expect((await cachedReaderFiles(page)).length).toBe(3);
  await goOffline(context, page);
  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
  await page.goto('./#/settings');
  await expect(page.getByText(/\(reader-update\)/)).toBeVisible();
  await scannerReadyOffline(page);
  // The older version's file is dropped once the new one is kept.
  expect(await cachedReaderFiles(page)).toEqual([
    'gb-qr-reader: decode-worker.js',
    'gb-qr-reader: zxing_reader.wasm',
  ]);
  const names = await page.evaluate(async () =>
    (await (await caches.open('gb-qr-reader')).keys()).map((r) => new URL(r.url).pathname.split('/').pop()),
  );
  expect(names.sort()).toEqual([...current].sort());
});
