import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ClubServer, signIn, startClubServer, syncNow } from './club-helpers';
import { smallTargets } from './overflow-helpers';
import { switchLanguage } from './support/table';

/**
 * A saved side through the club server (issue 34 item 4): phone A sends one of its saved sides to
 * the club; phone B syncs, is offered it apart from the game (its table untouched), keeps it among
 * its own saved sides and starts a game with it. Once A renames its side and sends it again, B (keeping
 * the older version) is offered the newer one, updates to it, and Undo puts the older back; B removes it from the club,
 * and neither phone is offered it any more (A still keeps its own). Two phones (browser contexts), the stand-in
 * server (pouchdb-server --in-memory, or COUCH_URL's CouchDB).
 */

test.use({ serviceWorkers: 'block' });

const FRENCH = [
  'French (GdD Marchand)',
  'Brigade Lefèvre',
  '- 1/, 2/, 3/ 27e Ligne, 36 figs each, regular',
  '- 4e Léger, 680 men, veteran',
  'Brigade Pajol',
  '- 1/, 2/ 12e Ligne, 30 figs, conscripts',
  '- 5e Hussards, 24 figs, veteran',
  '- Foot battery, 6 × 8pdr, 6 figs',
].join('\n');

let server: ClubServer;
test.beforeAll(async () => {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  server = await startClubServer(origin);
});
test.afterAll(async () => {
  await server?.stop();
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    if (!localStorage.getItem('gb.prefs.v1'))
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: 'light' }));
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  return page;
}

/** The Saved sides screen, as the app goes there (the club's sides of this visit kept). */
async function openSaved(page: Page) {
  await page.evaluate(() => {
    location.hash = '#/paste/saved';
  });
  await expect(page.getByRole('heading', { name: 'Saved sides', level: 1 })).toBeVisible();
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** The names of the saved sides listed: this phone's, then the club's. */
const listedNames = (page: Page) => page.locator('.saved-side h3').allInnerTexts();
const sideCounts = async (page: Page) =>
  (await page.locator('.unit-group-title .count').allInnerTexts()).map(Number);

test('phone A sends a saved side to the club; phone B syncs, keeps it apart from the game and starts a game with it', async ({
  browser,
}) => {
  test.slow();
  const url = await server.database('sides');
  const a = await phone(browser);

  // Phone A: the French pasted on its table and saved.
  await a.getByRole('button', { name: 'Paste an army' }).click();
  await a.getByRole('textbox', { name: 'Order of battle: one side or both' }).fill(FRENCH);
  await a.getByRole('button', { name: 'Add 8 units' }).click();
  await expect.poll(() => sideCounts(a)).toEqual([8, 0]);
  await openSaved(a);
  // No club yet: no Send to the club.
  await expect(a.getByRole('button', { name: 'Save French (8 units)' })).toBeVisible();
  await a.getByRole('button', { name: 'Save French (8 units)' }).click();
  await expect.poll(() => listedNames(a)).toEqual(['French']);
  await expect(a.getByRole('button', { name: 'Send French to the club' })).toHaveCount(0);

  // With the club set up, the saved side goes to the club.
  await signIn(a, url, 'alice');
  await openSaved(a);
  await a.getByRole('button', { name: 'Send French to the club' }).click();
  await expect(notice(a, '“French” sent to the club')).toBeVisible({ timeout: 20_000 });
  expect(await smallTargets(a, '.saved-sides :is(button, a, select)')).toEqual([]);
  await a.screenshot({ path: 'test-results/club-sides-send-390-en.png', fullPage: true });

  // Phone B joins the club: the sync brings the game's table and offers the club's side.
  const b = await phone(browser);
  await signIn(b, url, 'boris');
  await b.getByRole('link', { name: 'Units', exact: true }).click();
  await expect.poll(() => sideCounts(b)).toEqual([8, 0]);
  await openSaved(b);
  await expect(b.getByRole('heading', { name: 'From the club (1)', level: 2 })).toBeVisible();
  expect(await listedNames(b)).toEqual(['French']);
  await expect(b.getByRole('heading', { name: 'Kept on this phone (0)', level: 2 })).toBeVisible();
  await b.screenshot({ path: 'test-results/club-sides-from-club-390-en.png', fullPage: true });

  // Kept: among its own saved sides, gone from the club's list; the table untouched.
  await b.getByRole('button', { name: 'Keep French on this phone' }).click();
  await expect(notice(b, 'Kept “French” on this phone')).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Kept on this phone (1)', level: 2 })).toBeVisible();
  await expect(b.getByRole('heading', { name: /From the club/ })).toHaveCount(0);
  expect(await smallTargets(b, '.saved-sides :is(button, a, select)')).toEqual([]);

  // A game with it: the kept side onto the table's empty side, brigades and all.
  await b
    .getByRole('combobox', { name: 'To the table as Opponent' })
    .selectOption({ label: 'French · 8 units' });
  await b.getByRole('button', { name: 'Put them on the table' }).click();
  await expect(b.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect.poll(() => sideCounts(b)).toEqual([8, 8]);
  await expect(b.getByRole('heading', { name: /Pajol/ })).toHaveCount(2);

  // The side stays on the server for the next phone; A's own game sync sends it no more.
  await syncNow(a);
  await expect(a.locator('.club-status')).toContainText('It sent:');
  await expect(a.locator('.club-status')).not.toContainText('saved side');

  // A renames its side and sends it again: B, which keeps the older version, is offered the newer.
  await openSaved(a);
  await a.getByRole('button', { name: 'Rename French' }).click();
  await a.getByRole('textbox', { name: 'Name' }).fill('French (Marchand)');
  await a.getByRole('button', { name: 'Save the name' }).click();
  await expect.poll(() => listedNames(a)).toEqual(['French (Marchand)']);
  await a.getByRole('button', { name: 'Send French (Marchand) to the club' }).click();
  await expect(notice(a, '“French (Marchand)” sent to the club')).toBeVisible({ timeout: 20_000 });
  await syncNow(b);
  await openSaved(b);
  await expect(b.getByRole('heading', { name: 'From the club (1)', level: 2 })).toBeVisible();
  await expect(b.locator('.saved-newer')).toHaveText('A newer version of “French”, kept on this phone');
  const update = b.getByRole('button', { name: 'Update the side kept on this phone to French (Marchand)' });
  expect(await smallTargets(b, '.saved-sides :is(button, a, select)')).toEqual([]);
  await b.screenshot({ path: 'test-results/club-sides-newer-390-en.png', fullPage: true });
  await update.click();
  await expect(notice(b, '“French (Marchand)” on this phone is the club’s version now')).toBeVisible();
  await expect.poll(() => listedNames(b)).toEqual(['French (Marchand)']);
  await expect(b.getByRole('heading', { name: /From the club/ })).toHaveCount(0);
  // Undo: the older version kept again, and the newer offered again.
  await notice(b, 'on this phone is the club’s version now').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => listedNames(b)).toEqual(['French', 'French (Marchand)']);
  await expect(b.getByRole('heading', { name: 'From the club (1)', level: 2 })).toBeVisible();

  // B takes the side off the club: offered no more; A, which sent it, keeps it and may send it again.
  await b.getByRole('button', { name: 'Remove French (Marchand) from the club' }).click();
  await expect(notice(b, '“French (Marchand)” removed from the club')).toBeVisible({ timeout: 20_000 });
  await expect(b.getByRole('heading', { name: /From the club/ })).toHaveCount(0);
  await expect.poll(() => listedNames(b)).toEqual(['French']);
  await syncNow(a);
  await openSaved(a);
  await expect.poll(() => listedNames(a)).toEqual(['French (Marchand)']);
  await expect(a.getByRole('button', { name: 'Remove French (Marchand) from the club' })).toHaveCount(0);
  await expect(a.getByRole('button', { name: 'Send French (Marchand) to the club' })).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test('in Russian: a side sent, kept from the club, offered again when newer, updated and removed', async ({
  browser,
}) => {
  test.slow();
  const url = await server.database('sides-ru');
  const a = await phone(browser);
  await signIn(a, url, 'alice');
  await a.getByRole('link', { name: 'Units', exact: true }).click();
  await a.getByRole('button', { name: 'Paste an army' }).click();
  await a.getByRole('textbox', { name: 'Order of battle: one side or both' }).fill(FRENCH);
  await a.getByRole('button', { name: 'Add 8 units' }).click();
  await expect.poll(() => sideCounts(a)).toEqual([8, 0]);
  await switchLanguage(a, 'ru');
  const openSavedRu = async (page: Page) => {
    await page.evaluate(() => {
      location.hash = '#/paste/saved';
    });
    await expect(page.getByRole('heading', { name: 'Сохранённые стороны', level: 1 })).toBeVisible();
  };
  const syncRu = async (page: Page) => {
    await page.getByRole('link', { name: 'Настройки' }).click();
    await page.getByRole('link', { name: 'Сервер клуба', exact: true }).click();
    const sync = page.getByRole('button', { name: 'Синхронизировать', exact: true });
    await sync.click();
    await expect(sync).toBeEnabled({ timeout: 20_000 });
  };

  // A saves the French and sends them to the club.
  await openSavedRu(a);
  await a.getByRole('button', { name: /^Сохранить: French/ }).click();
  await expect.poll(() => listedNames(a)).toEqual(['French']);
  await a.getByRole('button', { name: 'Отправить French в клуб' }).click();
  await expect(notice(a, '«French» отправлена в клуб')).toBeVisible({ timeout: 20_000 });

  // B is offered it and keeps it.
  const b = await phone(browser);
  await signIn(b, url, 'boris');
  await switchLanguage(b, 'ru');
  await openSavedRu(b);
  await expect(b.getByRole('heading', { name: 'Из клуба (1)', level: 2 })).toBeVisible();
  await b.getByRole('button', { name: 'Сохранить French на телефоне' }).click();
  await expect(notice(b, '«French» сохранена на телефоне')).toBeVisible();
  await expect(b.getByRole('heading', { name: /Из клуба/ })).toHaveCount(0);

  // A renames it and sends it again: B is offered the newer version, in Russian, and updates to it.
  await a.getByRole('button', { name: 'Переименовать: French' }).click();
  await a.getByRole('textbox', { name: 'Название' }).fill('Французы');
  await a.getByRole('button', { name: 'Сохранить название' }).click();
  await expect.poll(() => listedNames(a)).toEqual(['Французы']);
  await a.getByRole('button', { name: 'Отправить Французы в клуб' }).click();
  await expect(notice(a, '«Французы» отправлена в клуб')).toBeVisible({ timeout: 20_000 });
  await syncRu(b);
  await openSavedRu(b);
  await expect(b.locator('.saved-newer')).toHaveText(
    'Новая версия стороны «French», сохранённой на телефоне',
  );
  await b.setViewportSize({ width: 360, height: 640 });
  expect(await smallTargets(b, '.saved-sides :is(button, a, select)')).toEqual([]);
  await b.screenshot({ path: 'test-results/club-sides-newer-360-ru.png', fullPage: true });
  await b.getByRole('button', { name: 'Обновить сторону на телефоне до версии Французы' }).click();
  await expect(notice(b, '«Французы» на телефоне теперь в версии клуба')).toBeVisible();
  await expect.poll(() => listedNames(b)).toEqual(['Французы']);

  // B takes it off the club; A's next sync offers nothing and A still keeps its own.
  await b.getByRole('button', { name: 'Убрать Французы из клуба' }).click();
  await expect(notice(b, '«Французы» убрана из клуба')).toBeVisible({ timeout: 20_000 });
  await expect(b.getByRole('button', { name: 'Убрать Французы из клуба' })).toHaveCount(0);
  await syncRu(a);
  await openSavedRu(a);
  await expect.poll(() => listedNames(a)).toEqual(['Французы']);
  await expect(a.getByRole('button', { name: 'Убрать Французы из клуба' })).toHaveCount(0);
  await a.context().close();
  await b.context().close();
});
