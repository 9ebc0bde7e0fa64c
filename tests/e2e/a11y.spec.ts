import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** A small roster through the UI, so every screen has something on it. */
async function buildRoster(page: Page) {
  await page.getByRole('button', { name: 'New battery' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bull’s Troop');
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('britain');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'New battalion' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('45e Ligne');
  await dialog.getByText('Opponent', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('france');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Fire with Bull’s Troop' }).click();
  await page.getByRole('button', { name: 'Fire at 45e Ligne' }).click();
  await page.getByRole('button', { name: 'Roll 2D6' }).click();
  await expect(page.getByRole('article', { name: /Result/ })).toBeVisible();
}

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, where).toEqual([]);
}

for (const theme of ['light', 'dark', 'contrast'] as const) {
  test(`no accessibility violations on any screen, ${theme} theme`, async ({ page }) => {
    // Six axe runs over whole screens: near 30 s on a loaded 2-core machine.
    test.slow();
    await page.addInitScript((t) => {
      if (!localStorage.getItem('gb.prefs.v1'))
        localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: t, textSize: 100 }));
    }, theme);
    await page.goto('./');
    await buildRoster(page);
    await expectNoViolations(page, 'fire result');
    await page.screenshot({ path: `test-results/screens/${theme}-fire-result.png` });
    for (const screen of ['units', 'fire', 'log', 'rules', 'settings'] as const) {
      await page.goto(`./#/${screen}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1').first()).toBeVisible();
      if (screen === 'log') await page.locator('summary').first().click();
      await expectNoViolations(page, screen);
      await page.screenshot({ path: `test-results/screens/${theme}-${screen}.png` });
    }
  });
}

// The dark palette is written once (styles.css): the System theme on a phone set to dark uses it,
// and follows the phone back to light.
test('the System theme follows the phone: dark palette on a dark phone, light again when it turns light', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: 'system', textSize: 100 }));
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(27, 26, 23)');
  await expectNoViolations(page, 'system theme, dark phone');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(background).toBe('rgb(244, 239, 228)');
});
