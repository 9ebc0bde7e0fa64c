import { expect, test } from '@playwright/test';

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
