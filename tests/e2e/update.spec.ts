import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
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
