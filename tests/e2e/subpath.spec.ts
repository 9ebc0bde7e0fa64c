/**
 * The app served under a sub-path, as GitHub Pages serves a project (https://<user>.github.io/<repo>/):
 * it opens, installs its service worker there, and works offline after one visit.
 */
import { expect, test } from '@playwright/test';
import { SUB_PATH, SUB_PATH_PORT } from '../../playwright.config';
import { goOffline, serviceWorkerInControl } from './support/offline';
import { newUnit } from './support/units';

const home = `http://127.0.0.1:${SUB_PATH_PORT}${SUB_PATH}`;

test('under a sub-path: the service worker takes the sub-path, and the app opens offline with a card entered online', async ({
  page,
  context,
}) => {
  await page.goto(home);
  await serviceWorkerInControl(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(home);

  const dialog = await newUnit(page, 'New battalion', 'Sub-path Grenadiers');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Sub-path Grenadiers' })).toBeVisible();

  await goOffline(context, page);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  expect(page.url().startsWith(home)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Sub-path Grenadiers' })).toBeVisible();
  // Lazy screens and the rules search come from the precache under the sub-path too.
  await page.getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('searchbox', { name: 'Search the rules in Russian or English' }).fill('canister');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByRole('heading', { name: 'Log' })).toBeVisible();
  await context.setOffline(false);
});
