/**
 * Issue 22, item 4: the army at a glance. The compact roster (List) shows a brigade a side on one
 * phone screen, keeps the player's choice, stays the fast path to fire, and opens a unit's full
 * card; names wrap between words at any width and text size. Item 5: Escape or Back on a new-unit
 * editor with nothing typed leaves no "Not saved yet".
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  brokenWords,
  browserText,
  chooseView,
  ROSTER,
  rowOf,
  rowsInView,
  seedRoster,
  VIEW,
} from './roster-helpers';
import {
  applyResult,
  casualtiesFigure,
  enterDice,
  type Lang,
  resultCard,
  start,
  WORDS,
} from './support/table';

const LANGS: readonly Lang[] = ['en', 'ru'];

for (const lang of LANGS) {
  test(`${lang}: List shows at least 8 whole rows at 390×844 and 6 at 360×640, game bar and navigation in view`, async ({
    page,
  }) => {
    const w = await start(page, lang);
    await seedRoster(page);
    await chooseView(page, lang, 'rows');
    for (const [width, height, least] of [
      [390, 844, 8],
      [360, 640, 6],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('button', { name: w.nextTurn })).toBeInViewport();
      await expect(page.getByRole('navigation')).toBeInViewport();
      const seen = await rowsInView(page);
      expect(seen.whole, `${width}×${height}: ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(least);
      await page.screenshot({ path: `test-results/screens/roster-${lang}-${width}.png` });
    }
    // Every row a 48 px tap target; so is every fire button (arm, or fire at).
    for (const unit of ROSTER)
      expect((await rowOf(page, unit.name).boundingBox())?.height).toBeGreaterThanOrEqual(48);
    const arm = page.getByRole('button', { name: w.fireWith(ROSTER[0].name) });
    const box = await arm.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(box?.width).toBeGreaterThanOrEqual(48);
  });
}

test('the choice of List or Cards is kept across a reload', async ({ page }) => {
  await start(page, 'ru');
  await seedRoster(page);
  const v = VIEW.ru;
  const rows = page.getByRole('radio', { name: v.rows });
  const cards = page.getByRole('radio', { name: v.cards });
  // Ten units do not fit one screen as cards: the List is what a player finds first.
  await expect(rows).toBeChecked();
  await expect(rowOf(page, ROSTER[2].name)).toContainText(`31 ${v.of} 36`);
  await expect(page.getByRole('heading', { name: ROSTER[2].name, level: 3 })).toHaveCount(0);

  await chooseView(page, 'ru', 'cards');
  await expect(page.getByRole('heading', { name: ROSTER[2].name, level: 3 })).toBeVisible();
  await page.reload();
  await expect(cards).toBeChecked();
  await expect(page.getByRole('heading', { name: ROSTER[2].name, level: 3 })).toBeVisible();

  await chooseView(page, 'ru', 'rows');
  await page.reload();
  await expect(rows).toBeChecked();
  await expect(rowOf(page, ROSTER[2].name)).toContainText(`31 ${v.of} 36`);
  await expect(page.getByRole('heading', { name: ROSTER[2].name, level: 3 })).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`${lang}: arm a battery on its row, fire at a target row; the casualties land on that unit's row only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const w = await start(page, lang);
    await seedRoster(page);
    await chooseView(page, lang, 'rows');
    const [battery, , , , , guards, target] = ROSTER;
    // Nothing armed: an enemy row has no fire button yet.
    await expect(page.getByRole('button', { name: w.fireAt(target.name) })).toHaveCount(0);
    await page.getByRole('button', { name: w.fireWith(battery.name) }).click();
    const fireAt = page.getByRole('button', { name: w.fireAt(target.name) });
    await expect(fireAt).toHaveText(VIEW[lang].target);
    await fireAt.click();
    await expect(page).toHaveURL(/#\/fire$/);
    await expect(page.getByText(battery.name).first()).toBeVisible();
    await expect(page.getByText(target.name).first()).toBeVisible();

    await enterDice(page, w, 6, 6);
    const result = resultCard(page, w);
    await expect(result).toBeVisible();
    const shown = ((await casualtiesFigure(result, w).textContent()) ?? '').trim();
    const casualties = shown.includes('½') ? Number(shown.replace('½', '') || 0) + 0.5 : Number(shown);
    expect(casualties).toBeGreaterThan(0);
    await applyResult(page, w);

    await page.getByRole('link', { name: w.nav.units }).click();
    const left = target.figures - casualties;
    const figures = (n: number) => String(n).replace('.5', '½').replace(/^0½/, '½');
    await expect(rowOf(page, target.name)).toContainText(`${figures(left)} ${VIEW[lang].of} 36`);
    // The other target of the same side, and the firer, keep their figures; the battery says it fired.
    await expect(rowOf(page, guards.name)).toContainText(`23½ ${VIEW[lang].of} 36`);
    await expect(rowOf(page, battery.name)).toContainText(`4 ${VIEW[lang].of} 4`);
    await expect(rowOf(page, battery.name)).toContainText(VIEW[lang].fired);
  });
}

test('a row opens its full card under it, and closes it again', async ({ page }) => {
  const w = await start(page);
  await seedRoster(page);
  await chooseView(page, 'en', 'rows');
  const row = rowOf(page, ROSTER[6].name);
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  // The card is the list the row says it controls.
  const full = page.locator(`#${await row.getAttribute('aria-controls')}`).getByRole('listitem');
  // Brought up from under the New buttons: its Edit button is on screen and nothing covers it.
  const editButton = full.getByRole('button', { name: `Edit ${ROSTER[6].name}` });
  await expect(editButton).toBeInViewport({ ratio: 1 });
  await expect
    .poll(() =>
      editButton.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    )
    .toBe(true);
  await expect(row).toBeInViewport();
  await expect(full.getByRole('button', { name: `Duplicate ${ROSTER[6].name}` })).toBeVisible();
  await expect(full).toContainText('Formation');
  await page.screenshot({ path: 'test-results/screens/roster-open-card.png' });
  // The row stays the way to fire: the open card has no tap of its own.
  await expect(page.getByRole('button', { name: w.fireAt(ROSTER[6].name) })).toHaveCount(0);
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await expect(full).toHaveCount(0);
});

test('names wrap between words, never inside one, at 320/360/390 px and 100/150/200 % text, in both languages', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await start(page);
  await seedRoster(page);
  await chooseView(page, 'en', 'rows');
  for (const lang of LANGS) {
    if (lang === 'ru') {
      await page.evaluate(() => {
        const prefs = JSON.parse(localStorage.getItem('gb.prefs.v1') ?? '{}');
        localStorage.setItem('gb.prefs.v1', JSON.stringify({ ...prefs, lang: 'ru' }));
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Отряды', level: 1 })).toBeVisible();
    }
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      for (const text of [100, 150, 200]) {
        await browserText(page, text);
        // Rows far down the page are laid out only near the screen: bring each into view first.
        for (const unit of ROSTER) await rowOf(page, unit.name).scrollIntoViewIfNeeded();
        expect(await brokenWords(page), `${lang} ${width} px ${text} %`).toEqual([]);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(wide, `${lang} ${width} px ${text} %: sideways scroll`).toBeLessThanOrEqual(0);
        for (const unit of ROSTER.slice(0, 2)) {
          const button = page.getByRole('button', { name: WORDS[lang].fireWith(unit.name) });
          const box = await button.boundingBox();
          expect(
            Math.min(box?.width ?? 0, box?.height ?? 0),
            `${lang} ${width} ${text}`,
          ).toBeGreaterThanOrEqual(48);
        }
      }
    }
    await browserText(page, 100);
  }
});

test('Escape or Back on a new-unit editor with nothing typed closes it: the New buttons stay', async ({
  page,
}) => {
  await start(page);
  const offer = page.getByRole('status').filter({ hasText: 'Not saved yet' });
  const address = page.url();
  for (const close of ['Escape', 'Back'] as const) {
    await page.getByRole('button', { name: 'New battalion' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New battalion' })).toBeVisible();
    // Back closed the editor, not the screen.
    expect(page.url()).toBe(address);
  }
  // Something typed is still put aside, to continue.
  await page.getByRole('button', { name: 'New cavalry' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Starting figures' }).fill('10');
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Current figures' })).toHaveValue('10');
  await page.keyboard.press('Escape');
  await expect(offer).toContainText('Not saved yet: New cavalry');
});

test('no accessibility violations in the List, light, dark and high contrast: a row open, a battery armed', async ({
  page,
}) => {
  test.slow();
  const w = await start(page);
  await seedRoster(page);
  await chooseView(page, 'en', 'rows');
  await rowOf(page, ROSTER[2].name).click();
  await page.getByRole('button', { name: w.fireWith(ROSTER[1].name) }).click();
  await expect(page.getByRole('button', { name: w.fireAt(ROSTER[6].name) })).toBeVisible();
  for (const theme of ['light', 'dark', 'contrast'] as const) {
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
    }, theme);
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, theme).toEqual([]);
    await page.screenshot({ path: `test-results/screens/roster-${theme}-armed.png` });
  }
});
