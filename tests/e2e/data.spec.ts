/**
 * Data safety in real Chromium against the built app: export → wipe → import gives back every
 * record byte for byte; every kind of bad backup is refused with its message and changes nothing;
 * two open tabs see each other's changes; the Data section at a phone size in light and dark.
 */

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loadWords } from '../../src/i18n';
import { data as dataEn } from '../../src/i18n/en/data';
import { MAX_RECORDS } from '../../src/records/cards';
import { BACKUP_VERSION, MAX_BACKUP_BYTES } from '../../src/storage';
import { DEVICE_META_KEYS, V4_STORES } from '../../src/storage/backup-format';
import { describePath } from '../../src/ui/settings/backup-words';
import { BAD_BACKUPS, HOSTILE_NAME, soundBackup } from '../unit/storage/backup-cases';
import { noShareSheet, openData } from './support/screens';
import { rosterEntry } from './support/table';
import { bullsTroopAndScreenedColumn, newUnit } from './support/units';

const STORES = ['units', 'resolutions', 'meta', 'packs', ...V4_STORES] as const;
/**
 * This phone's identity, clock and Undo-merge snapshot (issue 10) are not part of the game: a backup
 * never carries them, so a restored phone makes its own. Left out of the comparison.
 */
const SYNC_DEVICE_KEYS = DEVICE_META_KEYS.filter((key) => key.startsWith('sync.'));

/** Every store's keys and records as JSON text, read with raw IndexedDB (no app code). */
async function dump(page: Page): Promise<string> {
  return page.evaluate(
    async ([stores, deviceKeys]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('grand-battery');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const out: Record<string, unknown> = {};
      const tx = db.transaction([...stores], 'readonly');
      for (const store of stores) {
        const keys = await read(tx.objectStore(store).getAllKeys());
        const values = await read(tx.objectStore(store).getAll());
        const kept = keys.map((_, i) => i).filter((i) => !deviceKeys.includes(String(keys[i])));
        out[store] = { keys: kept.map((i) => keys[i]), values: kept.map((i) => values[i]) };
      }
      db.close();
      return JSON.stringify(out);
    },
    [STORES, SYNC_DEVICE_KEYS] as const,
  );
}

// Downloads, not the share sheet: Chromium on Linux has no Web Share; make it certain.
// The refusals' expected words, as the app says them (src/ui/settings/backup-words.ts).
test.beforeAll(() => loadWords(['app', 'data'], ['en']));

test.beforeEach(async ({ page }) => {
  await noShareSheet(page);
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
});

test('export, wipe, import: everything is back, byte for byte the same records', async ({ page }) => {
  await page.goto('./');

  // A game made through the app: a battery, a screened column, a card with markup in its name,
  // a fired and applied shot, the next turn, a dark theme.
  await bullsTroopAndScreenedColumn(page);
  const hostile = await newUnit(page, 'New battalion', HOSTILE_NAME);
  await hostile.getByRole('button', { name: 'Save' }).click();

  await page.getByRole('button', { name: 'Fire with Bull’s Troop' }).click();
  await page.getByRole('button', { name: 'Fire at 1er Bataillon, 45e Ligne' }).click();
  // The shot's answers are folded into one line on the Fire screen: open them.
  await page.getByRole('button', { name: /Change$/, expanded: false }).click();
  await page.getByRole('radio', { name: 'Canister', exact: true }).check();
  await page.getByRole('radio', { name: 'Canister range' }).check();
  await page.getByRole('button', { name: 'Enter my dice' }).click();
  await page.getByRole('button', { name: 'Die 1: 3' }).click();
  await page.getByRole('button', { name: 'Die 2: 4' }).click();
  await page.getByRole('button', { name: /Use these dice/ }).click();
  const result = page.getByRole('article', { name: /Result/ });
  await result.getByRole('button', { name: 'Apply casualties' }).click();
  await expect(result).toContainText('Casualties applied');
  await page.getByRole('button', { name: 'Next turn' }).click();
  // The end of the turn first (issue 36), then its own Next turn.
  await page.getByRole('button', { name: /^On to turn \d+$/ }).click();

  // A rule pack entered from a rulebook and a half-done draft, stored as the packs screen stores them.
  const packs = soundBackup().data.packs;
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('grand-battery');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('packs', 'readwrite');
    for (const record of records) tx.objectStore('packs').put(record);
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    db.close();
  }, packs);

  const data = await openData(page);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(data).toContainText('Never');
  const before = await dump(page);
  expect(before).toContain('"applied":{"targetId"');
  expect(before).toContain(JSON.stringify(HOSTILE_NAME));

  // Export: a download of one JSON file; the last backup time is noted.
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^grand-battery-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  const file = await download.path();
  await expect(data.getByRole('status')).toHaveText('Backup ready. Keep the file safe.');
  await expect(data).not.toContainText('Never');
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    format: 'grand-battery-backup',
    version: 1,
    prefs: { theme: 'dark' },
  });

  // Wipe: the database and the preferences are gone (the app gives up its connection).
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase('grand-battery');
      request.onsuccess = resolve;
      request.onerror = () => reject(request.error);
    });
  });
  await page.goto('./#/units');
  await page.reload();
  await expect(page.getByText('No units yet.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('system');

  // Import: the preview says what the file holds; Replace.
  const again = await openData(page);
  const choosing = page.waitForEvent('filechooser');
  await again.getByRole('button', { name: 'Import a backup' }).click();
  await (await choosing).setFiles(file);
  const preview = again.getByRole('region', { name: 'The file holds' });
  await expect(preview).toContainText('3 unit cards');
  await expect(preview).toContainText('1 log entry');
  await expect(preview).toContainText('2 rule packs');
  await expect(preview).toContainText('game settings');
  await preview.getByRole('button', { name: 'Replace' }).click();
  await expect(again.getByRole('status')).toHaveText('Backup imported.');

  expect(await dump(page)).toBe(before);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

  // The markup-like name is shown as text, on screen and after a reload.
  await page.reload();
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(rosterEntry(page, HOSTILE_NAME)).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.getByText('Turn 2', { exact: true })).toBeVisible();
});

test('a table of bad backup files: each refused with its message, and no change', async ({ page }) => {
  // 40 files through the real import screen, each checked against a full dump: ~25 s on a quiet
  // machine, so the default 30 s is too tight on a shared one.
  test.setTimeout(120_000);
  await page.goto('./');
  const battery = await newUnit(page, 'New battery', 'Phone battery');
  await battery.getByRole('button', { name: 'Save' }).click();
  const data = await openData(page);
  const before = await dump(page);
  const input = data.locator('input[type=file]');
  const params: Record<string, number> = {
    'file.too-large': MAX_BACKUP_BYTES / 1024 / 1024,
    'version.future': BACKUP_VERSION + 1,
    'records.too-many': MAX_RECORDS.units,
    // Minutes ahead: a clock of the year 275760 is more than a year ahead.
    'clock.ahead': 1_000_000,
  };

  expect(BAD_BACKUPS.length).toBeGreaterThanOrEqual(15);
  for (const bad of BAD_BACKUPS) {
    await test.step(bad.kind, async () => {
      const content = bad.file();
      await input.setInputFiles({
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(typeof content === 'string' ? Buffer.from(content, 'utf8') : content),
      });
      if (bad.atImport) {
        const preview = data.getByRole('region', { name: 'The file holds' });
        await preview.getByRole('button', { name: bad.atImport === 'replace' ? 'Replace' : 'Merge' }).click();
      }
      const message: string | ((value: never, more: never) => string) = dataEn.problems[bad.code];
      const value = bad.found ?? params[bad.code] ?? 0;
      const reason =
        typeof message === 'function' ? (message as (v: typeof value) => string)(value) : message;
      const alert = data.getByRole('alert');
      await expect(alert).toContainText('This file was not imported. Nothing on the phone changed.');
      await expect(alert).toContainText(reason);
      if (bad.path?.startsWith('data.')) await expect(alert).toContainText(describePath(bad.path, 'en'));
      expect(await dump(page)).toBe(before);
    });
  }
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(rosterEntry(page, 'Phone battery')).toBeVisible();
});

test('two open tabs see each other’s changes', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('./');
  await b.goto('./');
  await expect(b.getByText('No units yet.')).toBeVisible();

  const dialog = await newUnit(a, 'New battalion', 'Made in tab A');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(rosterEntry(b, 'Made in tab A')).toBeVisible();

  await b.getByRole('button', { name: 'Next turn' }).click();
  // The end of the turn first (issue 36), then its own Next turn.
  await b.getByRole('button', { name: /^On to turn \d+$/ }).click();
  await expect(a.getByText('Turn 2', { exact: true })).toBeVisible();

  // An import in one tab shows in the other.
  const data = await openData(a);
  await data.locator('input[type=file]').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(soundBackup())),
  });
  await data.getByRole('region', { name: 'The file holds' }).getByRole('button', { name: 'Merge' }).click();
  await expect(data.getByRole('status')).toHaveText('Backup imported.');
  await expect(rosterEntry(b, 'Тобольский пехотный полк')).toBeVisible();
  await expect(rosterEntry(b, 'Made in tab A')).toBeVisible();
});

test('the Data section at a phone size, light and dark, in both languages', async ({ page }) => {
  await page.goto('./');
  const dialog = await newUnit(page, 'New battalion', 'Screenshot battalion');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const data = await openData(page);
  await data.locator('input[type=file]').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(soundBackup())),
  });
  await expect(data.getByRole('region', { name: 'The file holds' })).toBeVisible();
  for (const button of await data.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  await page.getByRole('radio', { name: 'Light' }).check();
  const top = (name: string) =>
    page.getByRole('heading', { name, level: 2 }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await top('Data on this phone');
  await page.screenshot({ path: 'test-results/screens/data-light.png' });
  await data.getByRole('region', { name: 'The file holds' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/data-preview-light.png' });

  await page.getByRole('radio', { name: 'Dark' }).check();
  await data.locator('input[type=file]').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"grand-battery-backup","version":9}'),
  });
  await expect(data.getByRole('alert')).toBeVisible();
  await data.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/data-refused-dark.png' });

  await page.getByRole('radio', { name: 'Русский' }).check();
  const ru = page.getByRole('region', { name: 'Данные на этом телефоне' });
  await expect(ru).toBeVisible();
  await top('Данные на этом телефоне');
  await page.screenshot({ path: 'test-results/screens/data-ru-dark.png' });
});

test('Settings stays on screen while it reads its status again: a language change or an export never blanks it to "Loading…"', async ({
  page,
}) => {
  await page.goto('./');
  const data = await openData(page);
  await expect(data.getByText('Never', { exact: true })).toBeVisible();
  // Everything the Settings screen shows, watched from here on: was any of it taken off the page?
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const w = window as unknown as { blanked: string[] };
    w.blanked = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.querySelector('#share-section-title, .data-status'))
            w.blanked.push(node.outerHTML.slice(0, 80));
    }).observe(main, { childList: true, subtree: true });
  });
  const blanked = () => page.evaluate(() => (window as unknown as { blanked: string[] }).blanked);

  await page.getByRole('radio', { name: 'Русский' }).check();
  const ru = page.getByRole('region', { name: 'Данные на этом телефоне' });
  await expect(ru).toBeVisible();
  const downloading = page.waitForEvent('download');
  await ru.getByRole('button', { name: 'Сохранить резервную копию' }).click();
  await downloading;
  // The last backup time is read again, and shown without the screen leaving.
  await expect(ru.getByText('Ни разу', { exact: true })).toHaveCount(0);
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(data).toBeVisible();
  expect(await blanked()).toEqual([]);
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('Merge of another game’s backup asks first: nothing changes until "Merge as this game"', async ({
  page,
}) => {
  await page.goto('./');
  const dialog = await newUnit(page, 'New battalion', 'Made here');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const file = soundBackup();
  const game = file.data.meta.find((m) => m.key === 'game');
  if (game) game.value = { ...(game.value as object), gameId: 'othertable1', gameNumber: 7, turn: 40 };
  const data = await openData(page);
  const before = await dump(page);
  await data.locator('input[type=file]').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const review = data.getByRole('region', { name: 'The file holds' });
  await review.getByRole('button', { name: 'Merge', exact: true }).click();
  const question = review.getByRole('alert');
  await expect(question).toContainText(dataEn.problems['game.other'](7, 40));
  expect(await dump(page)).toBe(before);
  const merge = review.getByRole('button', { name: 'Merge as this game' });
  expect((await merge.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  await question.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/data-other-game.png' });
  await merge.click();
  await expect(data.getByRole('status')).toHaveText('Backup imported.');
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(rosterEntry(page, 'Made here')).toBeVisible();
  await expect(rosterEntry(page, 'Тобольский пехотный полк')).toBeVisible();
  await expect(page.getByText('Turn 40')).toBeVisible();
});
