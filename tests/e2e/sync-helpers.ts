/**
 * Sharing a game between two phones (issue 10, the sync format): phone A's small game, its Show
 * screen's codes, and reading figures off a roster card.
 */
import { expect, type Page } from '@playwright/test';
import { incomingCard } from './share-helpers';
import { serviceWorkerInControl } from './support/offline';
import {
  applyResult,
  casualtiesFigure,
  enterDice,
  fireFromRoster,
  newCard,
  resultCard,
  start,
  unitCard,
  type Words,
} from './support/table';

export const BATTERY = 'Foot Battery Bogdanov';
export const TARGET = '2nd Line Battalion, Régiment de Ligne';
export const START = 36;

/** Phone A: a battery of mine, a 36-figure battalion of the opponent's, and one shot applied. Returns the casualties. */
export async function smallGameWithShot(
  page: Page,
  dice: [number, number] = [3, 4],
): Promise<{ w: Words; lost: number }> {
  const w = await start(page);
  await serviceWorkerInControl(page);
  await page.context().setOffline(true);
  await newCard(page, w, { kind: 'battery', name: BATTERY });
  await newCard(page, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
  const lost = await shoot(page, w, dice);
  return { w, lost };
}

/** One shot of the battery at the battalion with physical dice, applied: the casualties. */
export async function shoot(page: Page, w: Words, dice: [number, number]): Promise<number> {
  await fireFromRoster(page, w, BATTERY, TARGET);
  await enterDice(page, w, dice[0], dice[1]);
  const lost = Number(await casualtiesFigure(resultCard(page, w), w).textContent());
  expect(lost).toBeGreaterThan(0);
  await applyResult(page, w);
  return lost;
}

/** The battalion's figures now, as its roster card says ("33 figures of 36"). */
export async function targetFigures(page: Page, w: Words): Promise<string> {
  await page.getByRole('link', { name: w.nav.units }).click();
  const card = unitCard(page, TARGET);
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  return /[\d½]+ figures? of [\d½]+/.exec(text)?.[0] ?? text;
}

/** Settings → Two phones → Show the game: the frames of its QR codes. */
export async function showGame(page: Page): Promise<string[]> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Show the game' }).click();
  await expect(page.getByRole('heading', { name: 'Show to the other phone' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('The whole game');
  const figure = page.getByRole('figure');
  await expect(figure).toBeVisible({ timeout: 15_000 });
  return JSON.parse((await figure.getAttribute('data-frames')) ?? '[]');
}

/** The file A's Show screen saves ("Share as a file" downloads it where no share sheet is). */
export async function gameFile(page: Page): Promise<{ path: string; name: string }> {
  await showGame(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share as a file' }).click();
  const download = await downloading;
  return { path: await download.path(), name: download.suggestedFilename() };
}

/** Phone B opens a shared file on its Receive screen; returns the summary. */
export async function openOnB(b: Page, path: string) {
  await b.goto('./#/settings/share/receive');
  await b.locator('input[type=file][accept*="json"]').setInputFiles(path);
  const incoming = incomingCard(b);
  await expect(incoming).toBeVisible();
  return incoming;
}
