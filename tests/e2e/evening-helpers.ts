import { expect, type Page } from '@playwright/test';
import { anotherPhone } from './share-helpers';
import { goOffline, serviceWorkerInControl } from './support/offline';
import { newCard, start, type Words } from './support/table';
import { BATTERY, gameFile, openOnB, START, TARGET, targetFigures } from './sync-helpers';

/**
 * Two phones over an evening (evening.spec.ts), each a Chromium context offline, exchanging game
 * files as players do: the table, the second phone, a file opened and accepted, both ways.
 */

/** A battery of mine and a 36-figure battalion of the opponent's, made on this phone. */
export async function makeTable(page: Page, w: Words): Promise<void> {
  await newCard(page, w, { kind: 'battery', name: BATTERY });
  await newCard(page, w, { kind: 'battalion', name: TARGET, side: 'opponent', figures: START });
}

/** Phone A's table (a battery of mine, a 36-figure battalion of the opponent's), offline. */
export async function tableOnA(page: Page): Promise<Words> {
  const w = await start(page);
  await serviceWorkerInControl(page);
  await goOffline(page.context(), page);
  await makeTable(page, w);
  return w;
}

/** The other phone's game file opened and accepted on this one, which then shows its Log. */
export async function acceptGameOf(on: Page, from: Page): Promise<void> {
  await (await openOnB(on, (await gameFile(from)).path)).getByRole('button', { name: 'Accept' }).click();
  await expect(on).toHaveURL(/#\/log$/);
}

/** Phone B, a second phone offline; with `fromA`, it takes A's table first. */
export async function phoneB(page: Page, fromA?: boolean): Promise<Page> {
  const b = await anotherPhone(page);
  await goOffline(b.context(), b);
  if (fromA) await acceptGameOf(b, page);
  return b;
}

/** Each phone's game file opened and accepted on the other: B → A, then A → B. */
export async function exchange(a: Page, b: Page): Promise<void> {
  await acceptGameOf(a, b);
  await acceptGameOf(b, a);
}

/** A button of the Log (Clear log, New game) pressed, and its notice shown. */
export async function press(page: Page, name: string, toast: string): Promise<void> {
  await page.getByRole('link', { name: 'Log' }).click();
  await page.getByRole('button', { name }).click();
  // New game asks first.
  if (name === 'New game') await page.getByRole('button', { name: /^Start game \d+$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: toast })).toBeVisible();
}

/** Both phones show the target battalion at these figures. */
export async function bothShow(a: Page, b: Page, w: Words, figures: string): Promise<void> {
  expect(await targetFigures(a, w)).toContain(figures);
  expect(await targetFigures(b, w)).toContain(figures);
}
