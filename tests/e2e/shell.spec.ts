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
