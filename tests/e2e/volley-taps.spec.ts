/**
 * Issue 34, item 2: the same volley from a 16-unit roster in four brigades (two a side, long names),
 * at 360×640 and 390×844, English and Russian, text 100 % and 150 %: battery, then the opponent's
 * last brigade's cuirassiers, Roll, Apply: four taps and at most one scroll.
 *
 * Issue 22, item 2: a default volley (battery, target, Roll, Apply) is four taps with no scroll from
 * the roster, from the Fire tab and from the last result, at 360×640 and 390×844, in English and
 * Russian, at browser text 100 % and 150 %; at 200 % at most one scroll. Before every tap the control
 * is inside the viewport and a tap at its centre lands on it; after Roll (and after a new turn's fresh
 * volley and Roll) the casualties and Apply are on screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { casualtiesFigure, type Lang, resultCard, WORDS } from './support/table';
import { army16, BRIGADES, browserTextSize, openWithArmy, resultInView, tapCounter } from './volley-helpers';

// Nothing here needs the service worker; without it every page starts faster.
test.use({ serviceWorkers: 'block' });

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;
const TEXT = [100, 150, 200] as const;

const name = (lang: Lang, id: string) => army16(lang).find((u) => u.id === id)?.name ?? id;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Roll and Apply, counted; the casualties and Apply on screen right after the roll. */
async function rollAndApply(page: Page, lang: Lang, tap: ReturnType<typeof tapCounter>['tap']) {
  const w = WORDS[lang];
  await tap(page.getByRole('button', { name: w.roll }), 'Roll');
  const result = resultCard(page, w);
  const apply = result.getByRole('button', { name: w.apply });
  await resultInView(casualtiesFigure(result, w), apply);
  await tap(apply, 'Apply');
  await expect(result).toContainText(w.applied);
}

/** The Fire screen's pickers: the battery, then the target. */
const firerButton = (page: Page, lang: Lang, id: string) =>
  page
    .getByRole('group', { name: WORDS[lang].firer })
    .getByRole('button', { name: startsWith(name(lang, id)) });
const targetButton = (page: Page, lang: Lang, id: string) =>
  page
    .getByRole('group', { name: WORDS[lang].target })
    .getByRole('button', { name: startsWith(name(lang, id)) });

for (const lang of ['en', 'ru'] as const) {
  for (const viewport of VIEWPORTS) {
    for (const text of TEXT) {
      const cell = `${lang}, ${viewport.width}×${viewport.height}, text ${text} %`;
      const allowed = { scrolls: text === 200 ? 1 : 0 };
      const w = WORDS[lang];

      test.describe(cell, () => {
        test.beforeEach(async ({ page }) => {
          await page.setViewportSize(viewport);
          await browserTextSize(page, text);
          await openWithArmy(page, lang);
        });

        test('from the roster: battery, target, Roll, Apply', async ({ page }) => {
          const { count, tap } = tapCounter(page, allowed);
          await tap(page.getByRole('button', { name: w.fireWith(name(lang, 'b1')) }), 'the battery');
          await tap(page.getByRole('button', { name: w.fireAt(name(lang, 'o1')) }), 'the target');
          await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
          await rollAndApply(page, lang, tap);
          expect(count.taps).toBe(4);
        });

        test('from the Fire tab: battery, target, Roll, Apply', async ({ page }) => {
          await page.getByRole('link', { name: w.nav.fire }).click();
          const { count, tap } = tapCounter(page, allowed);
          await tap(firerButton(page, lang, 'b1'), 'the battery');
          await tap(targetButton(page, lang, 'o1'), 'the target');
          await rollAndApply(page, lang, tap);
          expect(count.taps).toBe(4);
        });

        test('from the last result: Next volley, target, Roll, Apply; then a fresh volley next turn', async ({
          page,
        }) => {
          // The first volley of the turn, not counted: b1 at o1, applied.
          await page.getByRole('link', { name: w.nav.fire }).click();
          await firerButton(page, lang, 'b1').click();
          await targetButton(page, lang, 'o1').click();
          await page.getByRole('button', { name: w.roll }).click();
          await resultCard(page, w).getByRole('button', { name: w.apply }).click();
          await expect(resultCard(page, w)).toContainText(w.applied);

          const { count, tap } = tapCounter(page, allowed);
          await tap(resultCard(page, w).getByRole('button', { name: w.nextVolley }), 'Next volley');
          // The next battery of my side that has not fired: never the one that just did.
          await expect(page.locator('.chosen-name').first()).toHaveText(name(lang, 'b2'));
          await tap(targetButton(page, lang, 'o1'), 'the target');
          await rollAndApply(page, lang, tap);
          expect(count.taps).toBe(4);

          // Next turn: the Fire screen is ready for a fresh volley (the applied result has given
          // way, issue 35): the battery, the target, Roll, and the result is in view.
          await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
          await page.getByRole('button', { name: w.onToTurn }).click();
          await expect(resultCard(page, w)).toHaveCount(0);
          await firerButton(page, lang, 'b1').click();
          await targetButton(page, lang, 'o1').click();
          await page.getByRole('button', { name: w.roll }).click();
          const result = resultCard(page, w);
          await resultInView(casualtiesFigure(result, w), result.getByRole('button', { name: w.apply }));
        });
      });
    }
  }
}

for (const lang of ['en', 'ru'] as const) {
  for (const viewport of VIEWPORTS) {
    for (const text of [100, 150] as const) {
      const w = WORDS[lang];
      test(`16 units in 4 brigades, ${lang}, ${viewport.width}×${viewport.height}, text ${text} %: from the roster, four taps and at most one scroll`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await browserTextSize(page, text);
        await openWithArmy(page, lang, army16(lang), BRIGADES[lang]);
        // The roster by brigade: the four headings are there, the army shown as compact rows.
        for (const b of BRIGADES[lang])
          await expect(page.getByRole('heading', { name: b.name, level: 3 })).toBeAttached();
        await expect(page.locator('.unit-row')).toHaveCount(16);
        const { count, tap } = tapCounter(page, { scrolls: 1 });
        await tap(page.getByRole('button', { name: w.fireWith(name(lang, 'b1')) }), 'the battery');
        await tap(page.getByRole('button', { name: w.fireAt(name(lang, 'o6')) }), 'the target');
        await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
        await rollAndApply(page, lang, tap);
        expect(count.taps).toBe(4);
        console.log(
          `16 units, 4 brigades, ${lang} ${viewport.width}×${viewport.height} ${text} %: ${count.taps} taps, ${count.scrolls} scroll(s)`,
        );
      });
    }
  }
}
