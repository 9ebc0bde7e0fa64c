import { expect, test } from '@playwright/test';
import { goOffline, serviceWorkerInControl } from './support/offline';

test('after one visit the app opens with no network, served by the service worker', async ({
  page,
  context,
}) => {
  await page.goto('./');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
  await serviceWorkerInControl(page);

  await goOffline(context, page);

  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await context.setOffline(false);
});

test('Settings says "Works offline: Yes" the moment the "Ready to work offline" notice shows', async ({
  page,
}) => {
  // The first visit, with Settings already open while the service worker installs.
  await page.goto('./#/settings');
  const data = page.getByRole('region', { name: 'Data on this phone' });
  const works = data
    .getByRole('term')
    .filter({ hasText: 'Works offline' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(works).toHaveText('Not yet: open the app once with a connection');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
  // No waiting for a reload or a second visit: both say the same while the notice is up.
  await expect(works).toHaveText('Yes, everything is saved on the phone', { timeout: 1_000 });
  await expect(page.getByText('Ready to work offline')).toBeVisible();
  // And it stays true after the notice has gone by itself.
  await expect(page.getByText('Ready to work offline')).toBeHidden({ timeout: 15_000 });
  await expect(works).toHaveText('Yes, everything is saved on the phone');
});

test('the app asks no other origin for anything', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return; // data:, blob:
    // The preview server is this machine (baseURL); anything else is another origin.
    if (url.hostname !== '127.0.0.1') foreign.push(url.href);
  });
  await page.goto('./');
  for (const screen of ['units', 'fire', 'log', 'rules', 'settings']) {
    await page.goto(`./#/${screen}`);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('./#/rules');
  await page.getByRole('searchbox', { name: 'Search the rules in Russian or English' }).fill('canister');
  await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
  expect(foreign).toEqual([]);
});

test('offline after one visit: cards are there, search works in both languages, a full fire resolution is logged', async ({
  page,
  context,
}) => {
  await page.goto('./');
  await serviceWorkerInControl(page);
  // A roster, built online.
  await page.getByRole('button', { name: 'New battery' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Batterie Lanoy');
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('france');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'New battalion' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Pavlovsk Grenadiers');
  await dialog.getByText('Opponent', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('russia');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Save takes the editor's history entry back out (history.back, asynchronous): let it land, or
  // the reload below races it and is aborted.
  await page.waitForFunction(
    () => ((history.state as { gbSheets?: string[] } | null)?.gbSheets ?? []).length === 0,
  );

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Pavlovsk Grenadiers' })).toBeVisible();

  // The reference and its search, both languages, with no network.
  await page.getByRole('link', { name: 'Rules' }).click();
  const search = page.getByRole('searchbox', { name: 'Search the rules in Russian or English' });
  await search.fill('застрельщикам');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await search.fill('bounce-through');
  // The result names the clause by number and title; its id is in the link (issue 14).
  await expect(page.getByRole('list', { name: 'Results' })).toContainText('Roundshot bounce-through (B.c)');
  await expect(
    page.getByRole('list', { name: 'Results' }).locator('a[href="#/rules/artillery.restrictions.B.c"]'),
  ).toBeVisible();

  // A whole shot, logged.
  await page.getByRole('link', { name: 'Units' }).click();
  await page.getByRole('button', { name: 'Fire with Batterie Lanoy' }).click();
  await page.getByRole('button', { name: 'Fire at Pavlovsk Grenadiers' }).click();
  await page.getByRole('button', { name: 'Roll 2D6' }).click();
  await expect(page.getByRole('article', { name: /Result/ })).toBeVisible();
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByText('Batterie Lanoy → Pavlovsk Grenadiers')).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByText('Batterie Lanoy → Pavlovsk Grenadiers')).toBeVisible();
  await context.setOffline(false);
});
