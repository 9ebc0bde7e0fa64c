/**
 * Issue 22, item 3: at 150 % and 200 % browser text on a 320, 360 and 390 px phone, in English and
 * Russian, no word on Units, Fire (the shot, the form, the result with its steps and clause links,
 * «Следующий залп»), the Log (an entry opened) or the game bar is broken across lines (only at a
 * hyphen or a soft hyphen, or a word wider than the phone's whole line), no screen is wider than the
 * phone, the firing banner is one line that covers neither the game bar nor the navigation, and the
 * dice pad closes on Escape as on Back.
 */
import { expect, type Page, test } from '@playwright/test';
import { chooseView } from './roster-helpers';
import { resultCard, WORDS } from './support/table';
import { ARMY, browserTextSize, openWithArmy, reach, splitWords } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

const name = (lang: 'en' | 'ru', id: string) => ARMY[lang].find((u) => u.id === id)?.name ?? id;

for (const lang of ['en', 'ru'] as const) {
  for (const width of [320, 360, 390] as const) {
    for (const text of [150, 200] as const) {
      test(`${lang}, ${width} px, text ${text} %: no word split across lines on Units, Fire, the Log and the game bar`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        const w = WORDS[lang];
        await page.setViewportSize({ width, height: 640 });
        await browserTextSize(page, text);
        await openWithArmy(page, lang, undefined, undefined, { roster: 'cards' });
        const split: string[] = [];
        const check = async (where: string) => {
          for (const word of await splitWords(page)) split.push(`${where}: ${word}`);
          const wider = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          if (wider > 0) split.push(`${where}: the page is ${wider} px wider than the phone`);
        };

        await check('units');
        // The same army as the compact rows (the default past four units), then the cards again.
        await chooseView(page, lang, 'rows');
        await check('units, list');
        await chooseView(page, lang, 'cards');
        // A battery armed: the banner names the whole battery (on more lines at a large text, never
        // cut: slips.spec.ts checks no letter is clipped), above the navigation, clear of the game bar.
        await page.getByRole('button', { name: w.fireWith(name(lang, 'b1')) }).click();
        const banner = page.locator('.fire-banner');
        await expect(banner).toBeVisible();
        await expect(banner.locator('.fire-banner-line')).toContainText(name(lang, 'b1'));
        const cancel = banner.getByRole('button', { name: w.cancel });
        expect(await reach(cancel)).toEqual({ inside: true, uncovered: true });
        const nav = await page.locator('nav.bottom-nav').boundingBox();
        const bannerBox = await banner.boundingBox();
        expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((nav?.y ?? 0) + 0.5);
        // Scrolled to the top, "Next turn" is not under the banner.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await reach(page.getByRole('button', { name: w.nextTurn }))).toEqual({
          inside: true,
          uncovered: true,
        });
        await check('units, battery armed');

        await page.getByRole('button', { name: w.fireAt(name(lang, 'o2')) }).click();
        await expect(page.getByRole('button', { name: w.roll })).toBeVisible();
        await check('fire: the shot');
        // The whole form: canister at canister range, every question asked.
        await page.locator('.shot-summary').click();
        // As a thumb does: each answer scrolled clear of the sticky Roll bar first.
        for (const radio of [
          page.getByRole('radio', { name: w.canister, exact: true }),
          page.getByRole('radio', { name: w.canisterRange }),
        ]) {
          await radio.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await radio.check({ force: true });
        }
        await check('fire: the form');
        await page.getByRole('button', { name: w.roll }).click();
        await expect(resultCard(page, w)).toBeVisible();
        await check('fire: the result');
        await page.getByRole('button', { name: w.apply }).click();
        await expect(page.getByRole('button', { name: w.nextVolley })).toBeVisible();
        await check('fire: applied');
        await page.getByRole('button', { name: w.nextVolley }).click();
        await check('fire: next volley');
        await page.locator('.chosen .btn').first().click();
        await check('fire: the battery list');
        // The Log, its entry opened: the steps, modifiers and clause links.
        await page.getByRole('link', { name: w.nav.log }).click();
        await expect(page.getByRole('heading', { name: w.logTitle, level: 1 })).toBeVisible();
        await page.locator('.log details summary').first().click();
        await expect(page.locator('.log details[open] .chain')).toBeVisible();
        await check('log');

        expect(split).toEqual([]);
      });
    }
  }
}

// A toast with Undo (a card deleted, a merge) at the narrowest phone in Russian: its words stay
// whole («Удал/ено», «Отмени/ть» before), and Undo and Close are on screen, each a full tap target.
for (const text of [100, 200] as const) {
  test(`ru, 320 px, text ${text} %: a toast with Undo keeps its words whole, Undo and Close on screen`, async ({
    page,
  }) => {
    const w = WORDS.ru;
    await page.setViewportSize({ width: 320, height: 640 });
    await browserTextSize(page, text);
    await openWithArmy(page, 'ru', undefined, undefined, { roster: 'cards' });
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: name('ru', 'o2'), exact: true }) });
    await card
      .getByRole('button', { name: /^Удалить/ })
      .first()
      .click();
    const toast = page.locator('.toast');
    await expect(toast).toContainText('Удалено');
    const words = (await toast.textContent()) ?? '';
    const split = (await splitWords(page)).filter((s) => words.includes(/«(.+)»/.exec(s)?.[1] ?? '\u0000'));
    expect(split).toEqual([]);
    for (const button of [w.undo, w.close]) {
      const control = toast.getByRole('button', { name: button, exact: true });
      expect(await reach(control), button).toEqual({ inside: true, uncovered: true });
      expect((await control.boundingBox())?.height ?? 0, button).toBeGreaterThanOrEqual(48);
    }
  });
}

test('Escape closes the dice pad as Back does; the shot stays', async ({ page }: { page: Page }) => {
  const w = WORDS.en;
  await openWithArmy(page, 'en');
  await page.getByRole('button', { name: w.fireWith(name('en', 'b1')) }).click();
  await page.getByRole('button', { name: w.fireAt(name('en', 'o2')) }).click();
  await page.getByRole('button', { name: w.physical }).click();
  await page.getByRole('button', { name: w.face(1, 3) }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: w.face(1, 3) })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: w.roll })).toBeVisible();
  // Back now leaves nothing of the pad behind: it goes back past the Fire screen's own entry.
  const sheets = await page.evaluate(() => (history.state as { gbSheets?: string[] } | null)?.gbSheets ?? []);
  expect(sheets).toEqual([]);
});

// At 200 % a full card is taller than half the phone; its button (the card's head) is the tap for
// the keyboard and screen readers, and a tap on any other part of the card does the same.
test('ru, 360 px, text 200 %: a full card arms and fires from whatever part of it shows', async ({
  page,
}) => {
  const w = WORDS.ru;
  await page.setViewportSize({ width: 360, height: 640 });
  await browserTextSize(page, 200);
  await openWithArmy(page, 'ru', undefined, undefined, { roster: 'cards' });
  /** A thumb's tap on a card's facts line (nation, kind), scrolled to the middle of the screen. */
  const tapFacts = async (id: string) => {
    const facts = page
      .locator('.unit-card')
      .filter({ hasText: name('ru', id) })
      .locator('.unit-card-facts');
    await facts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await facts.evaluate((el) => el.scrollIntoView({ block: 'center' })); // after the cards near it are drawn
    const box = await facts.boundingBox();
    if (!box) throw new Error(`no facts line on ${id}`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };

  await tapFacts('b1');
  await expect(page.locator('.fire-banner')).toContainText(name('ru', 'b1'));
  // The target's head is above the screen: only its lower part shows, and that part fires.
  const facts = page
    .locator('.unit-card')
    .filter({ hasText: name('ru', 'o3') })
    .locator('.unit-card-facts');
  await facts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await facts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  expect((await reach(page.getByRole('button', { name: w.fireAt(name('ru', 'o3')) }))).inside).toBe(false);
  await tapFacts('o3');
  await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.chosen-name').first()).toHaveText(name('ru', 'b1'));
  await expect(page.locator('.chosen-name').nth(1)).toContainText(name('ru', 'o3'));
  await expect(page.getByRole('button', { name: w.roll })).toBeVisible();
});
