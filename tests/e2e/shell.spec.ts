import { expect, test } from '@playwright/test';
import { firstLoad } from '../build/sizes';
import { scriptsAndStyles, watchFirstScreen } from './support/first-screen';

test('the built app opens at a phone viewport with its bottom navigation', async ({ page }) => {
  await page.goto('./');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const label of ['Units', 'Fire', 'Log', 'Rules', 'Settings']) {
    const item = nav.getByRole('link', { name: label });
    await expect(item).toBeVisible();
    const box = await item.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
  }
  await page.screenshot({ path: 'test-results/screens/shell-light.png' });
});

test('switching to Russian relabels the app and survives a reload', async ({ page }) => {
  await page.goto('./#/settings');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Основное' }).getByRole('link', { name: 'Правила' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

/** The chunks of words a page fetched, by language and chunk: `lang-en-settings`… (src/i18n/catalogue.ts). */
function watchWords(page: import('@playwright/test').Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = /assets\/(lang-[a-z]{2}-[\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (chunk) fetched.push(chunk);
  });
  return fetched;
}

test('a screen brings its words in the language shown only; switching brings the other language of what is open', async ({
  page,
}) => {
  const fetched = watchWords(page);
  // An English pack editor: its words, the table's terms and the pack problems' words, in English only.
  await page.goto('./#/settings/packs/new');
  await expect(page.getByRole('heading', { name: 'Gun types and their ranges' })).toBeVisible();
  expect(fetched).toEqual(
    expect.arrayContaining(['lang-en-app', 'lang-en-settings', 'lang-en-terms', 'lang-en-pack-problems']),
  );
  expect(fetched.filter((chunk) => chunk.startsWith('lang-ru-'))).toEqual([]);
  // Russian: the roster's words and every namespace in use come before anything is shown in Russian,
  // and the editor (still open in the background) reads in Russian at once.
  await page.goto('./#/settings');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
  expect(fetched).toEqual(
    expect.arrayContaining(['lang-ru-app', 'lang-ru-settings', 'lang-ru-terms', 'lang-ru-pack-problems']),
  );
  await page.goto('./#/settings/packs/new');
  await expect(page.getByRole('heading', { name: 'Типы орудий и их дистанции' })).toBeVisible();
  // A screen not opened yet brings only the language shown.
  const before = fetched.length;
  await page.getByRole('navigation', { name: 'Основное' }).getByRole('link', { name: 'Правила' }).click();
  await expect(page.getByRole('heading', { name: 'Правила', level: 1 })).toBeVisible();
  expect(fetched.slice(before)).toEqual(['lang-ru-rules']);
});

test('dark theme applies and persists', async ({ page }) => {
  await page.goto('./#/settings');
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.reload();
  const after = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(after).not.toBe(before);
  expect(after).toBe('rgb(27, 26, 23)');
  await page.screenshot({ path: 'test-results/screens/settings-dark.png' });
});

test('a screen that fails to draw says so with Reload, and Discard drops the kept edit that broke it', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // An edit kept across a reload that no longer fits the editor (left by an older build, say):
  // reloading alone would bring it straight back.
  await page.evaluate(() =>
    sessionStorage.setItem('gb.unsaved.editor', JSON.stringify({ draft: {}, isNew: true, touched: 5 })),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong on this screen' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('This screen belongs to an older version')).toHaveCount(0);
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/screen-error-en.png' });
  // The other screens still work: the Log opens; back on Units the kept edit fails again.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByRole('heading', { name: 'Log', level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(alert).toBeVisible();
  // Reload keeps what was typed, so the same failure comes back: the way out is Discard.
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toBeVisible();
  const discard = alert.getByRole('button', { name: 'Discard what was kept' });
  const box = await discard.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  await discard.click();
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('gb.unsaved.editor'))).toBeNull();
});

test('a first visit fetches only the first load before the empty roster shows; the roster’s code comes after it', async ({
  browser,
  baseURL,
}) => {
  // Russian: its words weigh most, the language the build test's first load counts.
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    viewport: { width: 390, height: 844 },
  });
  // No service worker: the precache would fetch everything right after the first screen.
  await context.route('**/sw.js', (route) => route.abort());
  const page = await context.newPage();
  await watchFirstScreen(page);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Отряды' })).toBeVisible();
  await expect(page.getByText('Отрядов пока нет')).toBeVisible();
  // The roster's cards and rows are asked for once the first screen is up, ready for the first card.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/roster-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  const requested = (await scriptsAndStyles(page))
    .filter((e) => e.before)
    .map((e) => new URL(e.url).pathname.replace(/^\//, ''));
  // Exactly what the build test counts as the first load (tests/build/budget.test.ts): a phone's
  // first visit downloads no more than that before the player sees the app.
  expect(requested.sort()).toEqual([...firstLoad().files].sort());
  await context.close();
});
