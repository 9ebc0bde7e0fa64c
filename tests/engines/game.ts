/** Phone A's small game (a battery, an opponent's column, one volley applied) for the two-phone flows. */
import { cardShows, newCard, sheetsClosed, shows } from './app';
import type { EnginePage } from './engines';

export const BATTERY = 'Foot Battery Bogdanov';
export const TARGET = '2nd Line Battalion, Régiment de Ligne';

/**
 * My battery, the opponent's battalion in column at 36, and one volley (3 + 4: 2 figures) applied.
 * `beforeApply` runs between the roll and the tap on Apply.
 */
export async function smallGameWithShot(page: EnginePage, beforeApply?: () => Promise<void>): Promise<void> {
  await newCard(page, 'New battery', BATTERY);
  await page.click('New battalion');
  await page.fill({ role: 'textbox', name: 'Name', inDialog: true }, TARGET);
  await page.click({ role: 'text', name: 'Opponent', inDialog: true });
  await page.click({ role: 'text', name: 'Column', inDialog: true });
  await page.click({ role: 'button', name: 'Save', inDialog: true });
  await sheetsClosed(page);
  await page.click(`Fire with ${BATTERY}`);
  await page.click(`Fire at ${TARGET}`);
  await page.click('Enter my dice');
  await page.click('Die 1: 3');
  await page.click('Die 2: 4');
  await page.click('Use these dice: 3 + 4');
  await shows(page, 'Casualties: 2 figures');
  await beforeApply?.();
  await page.click('Apply casualties');
  await shows(page, 'Casualties applied');
  await page.click({ role: 'link', name: 'Units' });
  await cardShows(page, TARGET, '34 figures of 36');
}
