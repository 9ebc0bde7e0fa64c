/**
 * Safari's 7-day rule (issue 24): WebKit deletes a tab's site data after 7 days without a visit, so
 * in a WebKit tab the app says so once, offers a backup in one tap and the data panel says 7 days.
 * Chromium as itself says none of it; Chromium presenting an iPhone's Safari user agent (the
 * detection is by the engine the agent names) says all of it, in English and in Russian. The same
 * in real WebKit and Firefox: tests/engines/safari-rule.test.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { serviceWorkerInControl } from './support/offline';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NOTICE = {
  en: 'Safari deletes this app’s data — your cards, log and rule packs — after 7 days without a visit.',
  ru: 'Safari удаляет данные приложения — карточки, журнал и наборы правил, — если его не открывать 7 дней.',
};

/** First visit, until the service worker is in control. */
async function firstVisit(page: Page) {
  await page.goto('./');
  await serviceWorkerInControl(page);
}

const storageLine = (page: Page) =>
  page
    .getByRole('region', { name: /Data on this phone|Данные на этом телефоне/ })
    .locator('dt + dd')
    .nth(1);

test('Chromium: no 7-day notice, and the data panel does not speak of 7 days', async ({ page }) => {
  await firstVisit(page);
  await expect(page.getByText('Ready to work offline')).toBeVisible();
  await expect(page.getByText(NOTICE.en)).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText(NOTICE.en)).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(storageLine(page)).not.toHaveText(/7 days/);
  await expect(storageLine(page)).toHaveText(/Kept|Best effort|does not say/);
});

test.describe('with an iPhone Safari user agent', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the notice once, with how to add to the Home Screen; Export a backup in one tap; the data panel says 7 days', async ({
    page,
  }) => {
    await firstVisit(page);
    // First, before "Ready to work offline" (which would otherwise push the screen down later).
    const notice = page.locator('[data-notice="seven-days"]');
    await expect(notice).toContainText(NOTICE.en);
    await expect(page.getByText('Ready to work offline')).toHaveCount(0);
    await expect(notice).toContainText('tap Share, then “Add to Home Screen”');
    const downloading = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Export a backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^grand-battery-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    await expect(
      page.getByText('Backup ready. Keep the file somewhere other than this phone.'),
    ).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
    await expect(page.getByText(NOTICE.en)).toHaveCount(0);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(storageLine(page)).toHaveText(/^May be deleted after 7 days without a visit/);
    await expect(page.getByRole('button', { name: 'Ask to keep my data' })).toHaveCount(0);
  });

  test('in Russian: the notice and the data panel', async ({ page }) => {
    await page.goto('./#/settings');
    await page.getByRole('radio', { name: 'Русский' }).check();
    await serviceWorkerInControl(page);
    const notice = page.locator('[data-notice="seven-days"]');
    await expect(notice).toContainText(NOTICE.ru);
    await expect(notice).toContainText('«Поделиться», затем «На экран „Домой“»');
    await expect(notice.getByRole('button', { name: 'Сохранить резервную копию' })).toBeVisible();
    await expect(storageLine(page)).toHaveText(/^Могут быть удалены через 7 дней без посещений/);
    // Closed: never again.
    await notice.getByRole('button', { name: 'Закрыть' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(NOTICE.ru)).toHaveCount(0);
  });
});
