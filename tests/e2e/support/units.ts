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

/** A card on the roster, by its name. */
export const unitCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });
