/**
 * Steps for the "nothing typed is lost" browser tests (issue 14): a backup exported, the packs
 * list's offer, a new build served to the open page (the common steps are in support/). Locators
 * are by role and by the words a player reads.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { openData } from './support/screens';

/** Export a backup as the player does; returns the downloaded file's path. */
export async function exportBackup(page: Page): Promise<string> {
  const data = await openData(page);
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export backup' }).click();
  const path = await (await downloading).path();
  await expect(data.getByRole('status')).toHaveText('Backup ready. Keep the file safe.');
  return path;
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
