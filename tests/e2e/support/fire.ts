/** Firing as a player does: tap to fire from the roster, throw the dice (in the app or your own). */
import { expect, type Locator, type Page } from '@playwright/test';

/** Tap the two faces of the physical dice thrown (the dice pad closed). */
export async function physicalDice(page: Page, a: number, b: number): Promise<void> {
  await page.getByRole('button', { name: 'Enter my dice' }).click();
  await page.getByRole('button', { name: `Die 1: ${a}` }).click();
  await page.getByRole('button', { name: `Die 2: ${b}` }).click();
  await page.getByRole('button', { name: `Use these dice: ${a} + ${b}` }).click();
}

/** Tap to fire from the roster, then roll with my own dice: returns the result on the Fire screen. */
export async function fireWithDice(
  page: Page,
  names: { battery: string; target: string },
  dice: [number, number],
): Promise<Locator> {
  await page.getByRole('button', { name: `Fire with ${names.battery}` }).click();
  await page.getByRole('button', { name: `Fire at ${names.target}` }).click();
  await expect(page.getByRole('heading', { name: 'Fire', level: 1 })).toBeVisible();
  await physicalDice(page, dice[0], dice[1]);
  const result = page.getByRole('article', { name: /Result/ });
  await expect(result).toBeVisible();
  return result;
}
