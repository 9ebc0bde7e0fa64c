/**
 * Issue 22: nothing the player must read sits under the Apply row. The casualties line ("Losses:
 * 2 figures" / «Потери: 2 фигуры») and Apply (then "Applied", Undo and Next volley) never overlap,
 * wherever the result is scrolled: right after the Roll, scrolled into view at the top, the middle
 * or the bottom of the screen, and at every step of a scroll through the card. At 320, 360 and
 * 390 px, in English and Russian, at browser text 100, 150 and 200 %.
 */
import { expect, type Page, test } from '@playwright/test';
import { resultCard, WORDS } from './support/table';
import { ARMY, browserTextSize, openWithArmy, reach } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

const name = (lang: 'en' | 'ru', id: string) => ARMY[lang].find((u) => u.id === id)?.name ?? id;

/**
 * Scrolls the page through the whole result card, 24 px at a time, and at each step where the
 * casualties line shows above the navigation, says where it overlaps the Apply row.
 */
async function overlapsWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const card = document.querySelector('.result-card');
    const label = document.querySelector('.big-label');
    const row = document.querySelector('.apply-actions');
    if (!card || !label || !row) return ['no result card, casualties line or Apply row'];
    const nav = document.querySelector('nav.bottom-nav')?.getBoundingClientRect().top ?? innerHeight;
    const found: string[] = [];
    const from = Math.max(0, card.getBoundingClientRect().top + scrollY - innerHeight);
    const to = card.getBoundingClientRect().bottom + scrollY;
    for (let y = from; y <= to; y += 24) {
      window.scrollTo(0, y);
      const a = label.getBoundingClientRect();
      const b = row.getBoundingClientRect();
      if (a.bottom <= 0 || a.top >= nav) continue; // the line is not on screen here
      const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlap > 0.5) found.push(`scrolled to ${Math.round(y)}: ${Math.round(overlap)} px under Apply`);
    }
    return found;
  });
}

/** The casualties line and the Apply row as they are now: on screen, apart. */
async function apart(page: Page, where: string) {
  const label = await page.locator('.big-label').boundingBox();
  const row = await page.locator('.apply-actions').boundingBox();
  expect(label && row, where).toBeTruthy();
  if (!label || !row) return;
  const overlap = Math.min(label.y + label.height, row.y + row.height) - Math.max(label.y, row.y);
  expect(overlap, `${where}: the casualties line is not under the Apply row`).toBeLessThanOrEqual(0.5);
}

for (const lang of ['en', 'ru'] as const) {
  for (const width of [320, 360, 390] as const) {
    for (const text of [100, 150, 200] as const) {
      test(`${lang}, ${width} px, text ${text} %: the Apply row never covers the casualties line`, async ({
        page,
      }) => {
        const w = WORDS[lang];
        await page.setViewportSize({ width, height: 640 });
        await browserTextSize(page, text);
        await openWithArmy(page, lang);
        // A battery at the battalion with the longest casualties line (23½ figures, skirmishers).
        await page.getByRole('button', { name: w.fireWith(name(lang, 'b1')) }).click();
        await page.getByRole('button', { name: w.fireAt(name(lang, 'o3')) }).click();
        await page.getByRole('button', { name: w.roll }).click();
        const card = resultCard(page, w);
        await expect(card).toBeVisible();
        const apply = card.getByRole('button', { name: w.apply });
        // After the Roll, as the app scrolls: the line and Apply on screen, apart, Apply reachable.
        await expect
          .poll(() => reach(apply), { message: 'Apply after the Roll' })
          .toEqual({ inside: true, uncovered: true });
        await apart(page, 'after the Roll');
        // Scrolled into view at the top, the middle and the bottom of the screen.
        for (const block of ['start', 'center', 'end'] as const) {
          await card.evaluate((el, block) => el.scrollIntoView({ block }), block);
          await apart(page, `the result scrolled to the ${block}`);
        }
        expect(await overlapsWhileScrolling(page), 'scrolling through the result').toEqual([]);
        // Applied: "Applied", Undo and Next volley take Apply's place; still apart.
        await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await apply.click();
        await expect(card).toContainText(w.applied);
        expect(await overlapsWhileScrolling(page), 'scrolling through the applied result').toEqual([]);
      });
    }
  }
}
