/**
 * Getting about the app as a player does: the bottom navigation, Settings' sections, the theme,
 * and downloads instead of a share sheet. Locators are by role and by the words a player reads.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type ScreenName = 'Units' | 'Fire' | 'Log' | 'Rules' | 'Settings';

/** A screen from the bottom navigation, in English; waits for its heading. */
export async function openScreen(page: Page, name: ScreenName): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Settings → Data on this phone. */
export async function openData(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Data on this phone' });
  await expect(section).toBeVisible();
  return section;
}

/** Settings → Rule packs (the list). */
export async function openPacks(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Rule packs: enter, share, import' }).click();
  await expect(page.getByRole('heading', { name: 'Rule packs', level: 1 })).toBeVisible();
}

/** The theme as Settings stores it, applied at once (for screenshots in light and dark). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    const prefs = JSON.parse(localStorage.getItem('gb.prefs.v1') ?? '{}');
    localStorage.setItem('gb.prefs.v1', JSON.stringify({ ...prefs, theme: value }));
    document.documentElement.dataset.theme = value;
  }, theme);
}

/** Downloads, not the share sheet: Chromium on Linux has no Web Share; make it certain. */
export async function noShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

/**
 * Open the pack editor's first gun type. A closed <details> shows only its summary line, so a tap
 * on the gun's group is a tap on that line.
 */
export async function openFirstGun(page: Page, lang: 'en' | 'ru' = 'en'): Promise<void> {
  const guns = lang === 'en' ? 'Gun types and their ranges' : 'Типы орудий и их дистанции';
  await page.getByRole('region', { name: guns }).getByRole('group').first().click();
}
