/**
 * Issue 14, "Nothing the player types is lost": every form (unit editor, shot form, dice entry,
 * pack editor, backup import review) keeps what was typed across a reload, a switch of screens,
 * the phone's Back and a new build; Back closes the editor or sheet and leaves the screen behind it.
 */
import { expect, type Page, test } from '@playwright/test';
import { exportBackup, packOffer, serveNewBuild, sheetsOnEntry } from './inhand-helpers';
import { readStore } from './support/idb';
import { noShareSheet, openData, openPacks } from './support/screens';
import { rosterEntry, start } from './support/table';
import { batteryAndTarget, newUnit } from './support/units';

const NAMES = { battery: 'Batterie Griois', target: 'IR 4 Hoch- und Deutschmeister' };

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const nav = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).click();
const unitOffer = (page: Page, what: string) =>
  page.getByRole('status').filter({ hasText: `Not saved yet: ${what}` });

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
});

test('unit editor: kept across a reload and a screen switch; Back puts it aside, the roster offers it back', async ({
  page,
}) => {
  await start(page);
  await nav(page, 'Log');
  await nav(page, 'Units');
  const dialog = await newUnit(page, 'New battalion', 'Tobolsk Infantry, half typed');
  await dialog.getByRole('textbox', { name: 'Current figures' }).fill('23½');
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const current = dialog.getByRole('textbox', { name: 'Current figures' });

  await page.reload();
  await expect(name).toHaveValue('Tobolsk Infantry, half typed');
  await expect(current).toHaveValue('23½');

  // The editor covers the navigation; another screen is reached through a clause link (open order
  // refused for a Russian line battalion), and the roster through the navigation from there.
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('russia');
  await dialog.getByText('Open order', { exact: true }).click();
  await dialog.getByRole('alert').getByRole('link').click();
  await expect(page).toHaveURL(/#\/rules\/open-order\.c$/);
  await nav(page, 'Units');
  await expect(name).toHaveValue('Tobolsk Infantry, half typed');
  await expect(current).toHaveValue('23½');

  // Back closes the editor: the roster is there, at the same address, offering to continue.
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(heading(page, 'Units')).toBeVisible();
  await expect(page).toHaveURL(/#\/units$/);
  const offer = unitOffer(page, 'Tobolsk Infantry, half typed');
  await expect(offer).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/inhand-unit-offer.png' });
  // Put aside, it survives a reload too.
  await page.reload();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect(name).toHaveValue('Tobolsk Infantry, half typed');
  await expect(current).toHaveValue('23½');
  await dialog.getByRole('textbox', { name: 'Starting figures' }).fill('24');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rosterEntry(page, 'Tobolsk Infantry, half typed')).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Closed by its own Save (and by Cancel), the editor leaves no entry for Back to stop at.
  await expect.poll(() => sheetsOnEntry(page)).toEqual([]);
  await page.getByRole('button', { name: 'New battery' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/#\/rules\/open-order\.c$/);
});

test('shot form and dice entry: kept across a reload and a screen switch; Back closes the dice pad, not the Fire screen', async ({
  page,
}) => {
  await start(page);
  await batteryAndTarget(page, NAMES);
  await page.getByRole('button', { name: `Fire with ${NAMES.battery}` }).click();
  await page.getByRole('button', { name: `Fire at ${NAMES.target}` }).click();
  await expect(heading(page, 'Fire')).toBeVisible();
  await page.getByRole('button', { name: /Change$/, expanded: false }).click();
  await page.getByRole('radio', { name: 'Measured distance' }).check();
  const distance = page.getByRole('textbox', { name: /^Distance in/ });
  await distance.fill('37,5');
  await page.getByRole('radio', { name: 'Canister' }).check();
  await page.getByRole('button', { name: 'Enter my dice' }).click();
  const four = page.getByRole('button', { name: 'Die 1: 4' });
  await four.click();
  await expect(four).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(distance).toHaveValue('37,5');
  await expect(page.getByRole('radio', { name: 'Canister' })).toBeChecked();
  await expect(four).toHaveAttribute('aria-pressed', 'true');

  await nav(page, 'Log');
  await nav(page, 'Fire');
  await expect(distance).toHaveValue('37,5');
  await expect(four).toHaveAttribute('aria-pressed', 'true');

  // Back closes the dice pad; the Fire screen and the form stay as typed.
  await page.goBack();
  await expect(four).toHaveCount(0);
  await expect(heading(page, 'Fire')).toBeVisible();
  await expect(page).toHaveURL(/#\/fire$/);
  await expect(distance).toHaveValue('37,5');
  await expect(page.getByRole('button', { name: 'Enter my dice' })).toBeVisible();

  // Back again leaves the Fire screen; coming back finds the form as typed, the tapped face too.
  await page.goBack();
  await expect(heading(page, 'Log')).toBeVisible();
  await nav(page, 'Fire');
  await expect(distance).toHaveValue('37,5');
  await page.getByRole('button', { name: 'Enter my dice' }).click();
  await expect(four).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Die 2: 3' }).click();
  await page.getByRole('button', { name: 'Use these dice: 4 + 3' }).click();
  const result = page.getByRole('article', { name: /Result/ });
  await expect(result).toBeVisible();
  // The pad went with its own button: no entry left for Back to stop at.
  await expect.poll(() => sheetsOnEntry(page)).toEqual([]);
  const [shot] = await readStore<{ input: { ammo: string; range: unknown } }>(page, 'resolutions');
  expect(shot?.input).toMatchObject({ ammo: 'canister', range: { distance: 37.5 } });
});

test('pack editor: kept across a reload, a screen switch and Back, offered to continue; a sound pack is never overwritten by a half-typed one', async ({
  page,
}) => {
  await start(page);
  await openPacks(page);
  await page.getByRole('button', { name: '+ New pack from the practice values' }).click();
  await expect(page.getByRole('heading', { name: 'New rule pack' })).toBeVisible();
  const nameEn = page.getByRole('textbox', { name: 'Name in English' }).first();
  const nameRu = page.getByRole('textbox', { name: 'Name in Russian' }).first();
  await nameEn.fill('Club pack');
  await nameRu.fill('Клубный набор');

  await page.reload();
  await expect(nameEn).toHaveValue('Club pack');
  await expect(nameRu).toHaveValue('Клубный набор');

  // Another screen, then Settings again: the edit is offered there.
  await nav(page, 'Units');
  await nav(page, 'Settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  const offer = packOffer(page, 'Club pack');
  await expect(offer).toBeVisible();
  await offer.getByRole('link', { name: 'Continue editing' }).click();
  await expect(nameEn).toHaveValue('Club pack');

  // Back leaves the editor for the screen behind it, which offers it again.
  await page.goBack();
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(offer).toBeVisible();
  await openPacks(page);
  await expect(offer).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/inhand-pack-offer.png' });
  await offer.getByRole('button', { name: 'Continue editing' }).click();
  await expect(nameEn).toHaveValue('Club pack');
  await page.getByRole('textbox', { name: 'Where the numbers come from (English)' }).fill('Our copy, p. 12');
  await page
    .getByRole('textbox', { name: 'Where the numbers come from (Russian)' })
    .fill('Наш экземпляр, с. 12');
  await expect(page.getByRole('heading', { name: 'No problems: this pack can be used.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(heading(page, 'Rule packs')).toBeVisible();
  await expect(offer).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Club pack' }) });
  await expect(row).toContainText('version 1');

  // Edit the sound pack, half-type it (a broken cell, a new name), then Back, reload.
  await row.getByRole('button', { name: 'Edit' }).click();
  await nameEn.fill('Club pack, half typed');
  const cell = page
    .getByRole('region', { name: 'Roundshot' })
    .getByRole('textbox', { name: 'Roundshot, Effective range, score 6: casualties' });
  await cell.fill('5x');
  await page.goBack();
  await expect(heading(page, 'Rule packs')).toBeVisible();
  await page.reload();
  const halfOffer = packOffer(page, 'Club pack, half typed');
  await expect(halfOffer).toBeVisible();
  await expect(row).toContainText('version 1');
  const stored = JSON.stringify(await readStore(page, 'packs'));
  expect(stored).toContain('Club pack');
  expect(stored).not.toContain('half typed');
  expect(stored).not.toContain('5x');

  // Continued, it is as typed; Discard drops it and the stored pack is as it was.
  await halfOffer.getByRole('button', { name: 'Continue editing' }).click();
  await expect(nameEn).toHaveValue('Club pack, half typed');
  await expect(cell).toHaveValue('5x');
  await page.goBack();
  await halfOffer.getByRole('button', { name: 'Discard changes' }).click();
  await expect(halfOffer).toHaveCount(0);
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(nameEn).toHaveValue('Club pack');
});

test('pack import: pasted text is kept across a reload and a screen switch', async ({ page }) => {
  await start(page);
  await openPacks(page);
  await page.getByRole('button', { name: 'Import a file or a link' }).click();
  const pasted = page.getByRole('textbox', { name: 'Link or file text' });
  await pasted.fill('{"format": "grand-battery-pack", half pasted');
  await page.reload();
  await expect(pasted).toHaveValue('{"format": "grand-battery-pack", half pasted');
  await nav(page, 'Units');
  await openPacks(page);
  await page.getByRole('button', { name: 'Import a file or a link' }).click();
  await expect(pasted).toHaveValue('{"format": "grand-battery-pack", half pasted');
});

test('backup import review: kept across a reload and a screen switch; Back closes it and Settings stays', async ({
  page,
}) => {
  await noShareSheet(page);
  await start(page);
  const dialog = await newUnit(page, 'New battalion', 'Pavlovsk Grenadiers');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const file = await exportBackup(page);

  const data = await openData(page);
  const choosing = page.waitForEvent('filechooser');
  await data.getByRole('button', { name: 'Import a backup' }).click();
  await (await choosing).setFiles(file);
  const review = data.getByRole('region', { name: 'The file holds' });
  await expect(review).toContainText('1 unit card');

  await page.reload();
  await expect(review).toContainText('1 unit card');
  await nav(page, 'Units');
  await nav(page, 'Settings');
  await expect(review).toContainText('1 unit card');

  await page.goBack();
  await expect(review).toHaveCount(0);
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page).toHaveURL(/#\/settings$/);

  // Its own Cancel leaves no entry behind: Back then goes to the roster.
  const again = page.waitForEvent('filechooser');
  await data.getByRole('button', { name: 'Import a backup' }).click();
  await (await again).setFiles(file);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toHaveCount(0);
  await page.goBack();
  await expect(heading(page, 'Units')).toBeVisible();
});

test('a new build: the update waits while the pack editor shows, then every form comes back as typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await start(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await batteryAndTarget(page, NAMES);

  // A unit edit put aside by Back.
  const dialog = await newUnit(page, 'New battalion', 'Typed before the update');
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(unitOffer(page, 'Typed before the update')).toBeVisible();

  // The shot form, typed.
  await page.getByRole('button', { name: `Fire with ${NAMES.battery}` }).click();
  await page.getByRole('button', { name: `Fire at ${NAMES.target}` }).click();
  await page.getByRole('button', { name: /Change$/, expanded: false }).click();
  await page.getByRole('radio', { name: 'Measured distance' }).check();
  const distance = page.getByRole('textbox', { name: /^Distance in/ });
  await distance.fill('42');

  // The pack editor open with a name typed.
  await openPacks(page);
  await page.getByRole('button', { name: '+ New pack from the practice values' }).click();
  const nameEn = page.getByRole('textbox', { name: 'Name in English' }).first();
  await nameEn.fill('Pack typed before the update');

  // This page, not a reload of it, must still be the one on screen when the player taps Reload.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await serveNewBuild(page, 'inhand-update');
  const toast = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const reload = toast.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeDisabled();
  await expect(toast).toContainText('Finish the shot or the edit first');
  await expect(nameEn).toHaveValue('Pack typed before the update');

  // On the roster nothing unsaved is on screen: the update goes ahead. Nothing reloaded the page meanwhile.
  await nav(page, 'Units');
  await expect(reload).toBeEnabled();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await Promise.all([page.waitForEvent('load'), reload.click()]);

  await nav(page, 'Settings');
  await expect(page.getByText(/\(inhand-update\)/)).toBeVisible();
  await expect(packOffer(page, 'Pack typed before the update')).toBeVisible();
  await nav(page, 'Units');
  await expect(unitOffer(page, 'Typed before the update')).toBeVisible();
  await nav(page, 'Fire');
  await expect(distance).toHaveValue('42');
  await packOfferContinue(page);
  await expect(nameEn).toHaveValue('Pack typed before the update');
});

async function packOfferContinue(page: Page) {
  await nav(page, 'Settings');
  await packOffer(page, 'Pack typed before the update')
    .getByRole('link', { name: 'Continue editing' })
    .click();
}
