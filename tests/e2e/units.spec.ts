import { expect, type Locator, type Page, test } from '@playwright/test';

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });

async function expectTapSize(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
}

async function newUnit(page: Page, kind: 'New battalion' | 'New battery', name: string) {
  await page.getByRole('button', { name: kind }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  return dialog;
}

test('build a roster, meet validation and the open-order refusal, edit, duplicate, delete and undo, reload', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect(page.getByText('No units yet.')).toBeVisible();
  await expectTapSize(page.getByRole('button', { name: 'New battalion' }));

  // A name is required: the error shows beside the field and nothing is saved.
  await page.getByRole('button', { name: 'New battalion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New battalion' });
  await dialog.getByRole('textbox', { name: 'Current figures' }).fill('3a');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Give the unit a name.');
  await expect(dialog.getByRole('textbox', { name: 'Current figures' })).toHaveAccessibleDescription(
    'Enter a whole number from 0 to 999.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Current figures' })).toHaveValue('3a');
  await page.screenshot({ path: 'test-results/screens/units-editor-errors-light.png' });

  // Open order for a Russian line battalion classed Line: refused with the reason and its clause.
  await name.fill('Tobolsk Infantry');
  await dialog.getByRole('textbox', { name: 'Current figures' }).fill('36');
  await dialog.getByRole('combobox', { name: 'Nation' }).selectOption('russia');
  await dialog.getByText('Open order', { exact: true }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Veteran, Elite or Guard');
  const clause = refusal.getByRole('link');
  await expect(clause).toHaveAttribute('href', '#/rules/open-order.c');
  await expect(dialog.getByRole('radio', { name: 'Line', exact: true })).toBeChecked();
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/units-open-order-refused-light.png' });

  // Following the clause link and coming back loses nothing typed.
  await clause.click();
  await expect(page).toHaveURL(/#\/rules\/open-order\.c$/);
  await page.goBack();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Tobolsk Infantry',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Tobolsk Infantry')).toContainText('36');

  // A horse battery with a gun from the pack.
  const battery = await newUnit(page, 'New battery', 'Horse Battery No. 1');
  await battery.getByText('Horse artillery').click();
  await expect(battery.getByRole('combobox', { name: 'Gun type' })).toHaveValue(/.+/);
  await battery.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Horse Battery No. 1')).toContainText('Horse artillery');

  // An opponent's battalion.
  const foe = await newUnit(page, 'New battalion', 'IR 4 Hoch- und Deutschmeister');
  await foe.getByText('Opponent', { exact: true }).click();
  await foe.getByRole('combobox', { name: 'Nation' }).selectOption('austria');
  await foe.getByText('Column', { exact: true }).click();
  await foe.getByRole('button', { name: 'Save' }).click();
  const opponents = page.getByRole('region', { name: /Opponent/ });
  await expect(opponents.getByRole('heading', { name: 'IR 4 Hoch- und Deutschmeister' })).toBeVisible();

  // Edit: losses show on the card.
  await page.getByRole('button', { name: 'Edit Tobolsk Infantry' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Current figures' }).fill('27');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Tobolsk Infantry').getByRole('img')).toHaveAccessibleName(
    'Losses: 9 of 36 figures',
  );
  await expectTapSize(page.getByRole('button', { name: 'Edit Tobolsk Infantry' }));

  // Duplicate, delete the copy, undo.
  await page.getByRole('button', { name: 'Duplicate Tobolsk Infantry' }).click();
  await expect(card(page, 'Tobolsk Infantry (copy)')).toContainText('27');
  await page.getByRole('button', { name: 'Delete Tobolsk Infantry (copy)' }).click();
  await expect(card(page, 'Tobolsk Infantry (copy)')).toHaveCount(0);
  await expect(page.getByText('Deleted “Tobolsk Infantry (copy)”')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/units-undo-light.png' });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Tobolsk Infantry (copy)')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/units-roster-light.png', fullPage: true });

  // Tap-to-fire: my battery, then the banner.
  await page.getByRole('button', { name: 'Fire with Horse Battery No. 1' }).click();
  await expect(page.getByText('Horse Battery No. 1 is firing: tap a target')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/units-firing-light.png' });
  await page.getByRole('button', { name: 'Fire at IR 4 Hoch- und Deutschmeister' }).click();
  await expect(page).toHaveURL(/#\/fire$/);

  // Everything is still there after a reload.
  await page.goto('./#/units');
  await page.reload();
  for (const unit of [
    'Tobolsk Infantry',
    'Tobolsk Infantry (copy)',
    'Horse Battery No. 1',
    'IR 4 Hoch- und Deutschmeister',
  ]) {
    await expect(card(page, unit)).toBeVisible();
  }
  await expect(card(page, 'Tobolsk Infantry')).toContainText('27');
});

test('dark theme and Russian: the roster and the editor read well', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'ru', theme: 'dark', textSize: 100 }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Отряды', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Новый батальон' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Название' }).fill('Лейб-гвардии Егерский');
  await page.getByRole('dialog').getByText('Егеря').click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Класс' }).selectOption('guard');
  await page.getByRole('dialog').getByRole('combobox', { name: 'Нация' }).selectOption('russia');
  await page.getByRole('dialog').getByText('Рассыпной строй', { exact: true }).click();
  await page.getByRole('dialog').getByText('Выслана цепь застрельщиков').click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Фигур в цепи' }).fill('6');
  await page.screenshot({ path: 'test-results/screens/units-editor-dark.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect(card(page, 'Лейб-гвардии Егерский')).toContainText('Рассыпной строй');
  await expect(card(page, 'Лейб-гвардии Егерский')).toContainText('Цепь застрельщиков: 6 фигур');

  await page.getByRole('button', { name: 'Новая батарея' }).click();
  // "Done" on the phone keyboard saves: a new card is a tap, a name and Enter.
  await page.getByRole('dialog').getByRole('textbox', { name: 'Название' }).fill('Лёгкая рота №1');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Название' }).press('Enter');
  await expect(card(page, 'Лёгкая рота №1')).toContainText('6-фунтовое орудие');
  await page.getByRole('button', { name: 'Новый батальон' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Название' }).fill('2-й линейный');
  await page.getByRole('dialog').getByText('Противник', { exact: true }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Фигур сейчас' }).fill('0');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect(card(page, '2-й линейный')).toContainText('Выбыл');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 26, 23)');
  await page.screenshot({ path: 'test-results/screens/units-roster-dark.png', fullPage: true });
  await page.getByRole('button', { name: 'Стрелять батареей Лёгкая рота №1' }).click();
  await page.screenshot({ path: 'test-results/screens/units-firing-dark.png' });
});
