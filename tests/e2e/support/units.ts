/**
 * Making cards as a player does, on the Units screen (English words; tests in both languages use
 * support/table.ts's newCard). Locators are by role and by the words a player reads.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type UnitKind = 'New battalion' | 'New cavalry' | 'New battery';

/** Opens the editor for a new card and types its name; returns the dialog for the rest. */
export async function newUnit(page: Page, kind: UnitKind, name: string): Promise<Locator> {
  await page.getByRole('button', { name: kind }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  return dialog;
}

/** My battery and the opponent's battalion, made on the Units screen. */
export async function batteryAndTarget(
  page: Page,
  names: { battery: string; target: string },
  figures?: { start: string; current: string },
): Promise<void> {
  const battery = await newUnit(page, 'New battery', names.battery);
  await battery.getByRole('button', { name: 'Save' }).click();
  await expect(battery).toBeHidden();
  const target = await newUnit(page, 'New battalion', names.target);
  await target.getByText('Opponent', { exact: true }).click();
  if (figures) {
    await target.getByRole('textbox', { name: 'Starting figures' }).fill(figures.start);
    await target.getByRole('textbox', { name: 'Current figures' }).fill(figures.current);
  }
  await target.getByRole('button', { name: 'Save' }).click();
  await expect(target).toBeHidden();
}

/**
 * A British 9-pounder foot battery, Bull’s Troop, and the opponent's French column, 1er Bataillon,
 * 45e Ligne, screened by 4 skirmishers (its figures typed when given), both saved.
 */
export async function bullsTroopAndScreenedColumn(page: Page, figures?: string): Promise<void> {
  const battery = await newUnit(page, 'New battery', 'Bull’s Troop');
  await battery.getByRole('combobox', { name: 'Nation' }).selectOption('britain');
  await battery.getByRole('combobox', { name: 'Gun type' }).selectOption('9pdr');
  await battery.getByRole('button', { name: 'Save' }).click();

  const column = await newUnit(page, 'New battalion', '1er Bataillon, 45e Ligne');
  await column.getByText('Opponent', { exact: true }).click();
  await column.getByRole('combobox', { name: 'Nation' }).selectOption('france');
  await column.getByText('Column', { exact: true }).click();
  if (figures) {
    await column.getByRole('textbox', { name: 'Starting figures' }).fill(figures);
    await column.getByRole('textbox', { name: 'Current figures' }).fill(figures);
  }
  await column.getByText('Skirmish screen attached').click();
  await column.getByRole('textbox', { name: 'Skirmish screen figures' }).fill('4');
  await column.getByRole('button', { name: 'Save' }).click();
}

/** A card on the roster, by its name. */
export const unitCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });
