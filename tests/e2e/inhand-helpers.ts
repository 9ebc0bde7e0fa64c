/**
 * Steps for the "nothing typed is lost" browser tests (issue 14): the Data section, the packs
 * list, a new build served to the open page. Locators are by role and by the words a player reads.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';

/** Downloads, not the share sheet: Chromium on Linux has no Web Share; make it certain. */
export async function noShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

/** Settings → Data on this phone. */
export async function openData(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Data on this phone' });
  await expect(section).toBeVisible();
  return section;
}

/** Export a backup as the player does; returns the downloaded file's path. */
export async function exportBackup(page: Page): Promise<string> {
  const data = await openData(page);
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export backup' }).click();
  const path = await (await downloading).path();
  await expect(data.getByRole('status')).toHaveText('Backup ready. Keep the file safe.');
  return path;
}

/** Settings → Rule packs (the list). */
export async function openPacks(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Rule packs: enter, share, import' }).click();
  await expect(page.getByRole('heading', { name: 'Rule packs', level: 1 })).toBeVisible();
}

/** The offer to continue an edit put aside, on the packs list or in Settings. */
export const packOffer = (page: Page, name: string) =>
  page.getByRole('status').filter({ hasText: `Not saved yet: ${name}` });

/** Build the app again with another build id, and make the open page's service worker look for it. */
export async function serveNewBuild(page: Page, id: string): Promise<void> {
  execFileSync(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--logLevel', 'error'],
    { env: { ...process.env, GB_BUILD_ID: id }, stdio: 'ignore' },
  );
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** What the page's history says about open sheets on the current entry (none once they are closed). */
export const sheetsOnEntry = (page: Page) =>
  page.evaluate(() => (history.state as { gbSheets?: string[] } | null)?.gbSheets ?? []);
