/**
 * Issue 36, item 2: the battle report. A three-turn evening of 16 units in four brigades on one
 * phone, at 360×640 in Russian and 390×844 in English, at browser text 100 % and 150 %: one battery
 * never fires, three units take casualties. The report, opened from the Log, gives every unit its
 * start, losses and end, and the end is the start less the casualties the Log's applied volleys took
 * (read from the Log in the test); it prints on one A4 page and one Letter page with the volleys on
 * the page after (counted from the PDF), it is shared as text, and nothing is wider than the phone.
 */
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { UnitCard } from '../../src/records/model';
import { readPdf } from './sheet-helpers';
import { type Lang, noSidewaysScroll, sharedText, shareToClipboard, WORDS } from './support/table';
import { appliedVolley, army16, BRIGADES, browserTextSize, openWithArmy } from './volley-helpers';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 240_000 });

const CELLS = [
  { lang: 'ru', width: 360, height: 640 },
  { lang: 'en', width: 390, height: 844 },
] as const;
const SHOTS = 'test-results/screens';

const REPORT = {
  en: {
    link: 'Battle report',
    reportFirst: 'Battle report first',
    title: 'Battle report, game 1',
    textTitle: 'Grand Battery — battle report, game 1',
    turns: 'Turns played: 3',
    never: 'never fired',
    share: 'Share as text',
    volleys: 'Every volley (5)',
  },
  ru: {
    link: 'Отчёт о сражении',
    reportFirst: 'Сначала отчёт о сражении',
    title: 'Отчёт о сражении, партия 1',
    textTitle: 'Grand Battery — отчёт о сражении, партия 1',
    turns: 'Сыграно ходов: 3',
    never: 'не стреляла',
    share: 'Поделиться текстом',
    volleys: 'Все залпы (5)',
  },
} as const;

/** Figures as the cards write them: whole and half ("18½", "½"). */
const fig = (n: number) => `${n >= 1 || n === 0 ? Math.trunc(n) : ''}${n % 1 ? '½' : ''}`;
/** "2½ casualties", "3 потери": the figure at the start. */
const figureOf = (text: string) => {
  const m = /^(\d*)(½?)/.exec(text.trim());
  return Number(m?.[1] || 0) + (m?.[2] ? 0.5 : 0);
};

/** Next turn, through the end of the turn. */
async function nextTurn(page: Page, lang: Lang, to: number) {
  const w = WORDS[lang];
  await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
  await page.getByRole('button', { name: w.onToTurn }).click();
  await expect(page.getByText(w.turn(to), { exact: true }).first()).toBeVisible();
}

/** The Log's applied volleys, read from its entries: the casualties each target took. */
async function casualtiesInLog(page: Page, units: readonly UnitCard[]): Promise<Map<string, number>> {
  const entries = await page.locator('.log-entry summary').evaluateAll((summaries) =>
    summaries.map((s) => ({
      who: s.querySelector('.log-who')?.textContent ?? '',
      what: s.querySelector('.log-what strong')?.textContent ?? '',
      outcome: s.querySelector('.log-what')?.textContent ?? '',
    })),
  );
  const lost = new Map<string, number>();
  for (const e of entries) {
    const target = units.find((u) => e.who.endsWith(`→ ${u.name}`));
    if (!target) throw new Error(`a target in the Log: ${e.who}`);
    // Every volley of this evening is applied: the Log says so on each entry.
    expect(e.outcome).toMatch(/· (applied|потери сняты)$/);
    lost.set(target.id, (lost.get(target.id) ?? 0) + figureOf(e.what));
  }
  return lost;
}

for (const { lang, width, height } of CELLS) {
  for (const text of [100, 150] as const) {
    test(`${lang}, ${width}×${height}, text ${text} %: the battle report of a three-turn evening`, async ({
      page,
    }) => {
      const w = WORDS[lang];
      const r = REPORT[lang];
      await page.setViewportSize({ width, height });
      await browserTextSize(page, text);
      // The roster as a phone shows 16 units: compact rows.
      const units = army16(lang);
      await openWithArmy(page, lang, units, BRIGADES[lang]);
      const unit = (id: string) => units.find((u) => u.id === id) as UnitCard;
      const [b1, b2, o2, o7, m1, o1, o3] = ['b1', 'b2', 'o2', 'o7', 'm1', 'o1', 'o3'].map(unit) as UnitCard[];
      if (!(b1 && b2 && o2 && o7 && m1 && o1 && o3)) throw new Error('the army');

      // Three turns, five volleys, three units hit; the battery b3 never fires.
      await appliedVolley(page, lang, b1, o1);
      await appliedVolley(page, lang, o2, m1);
      await appliedVolley(page, lang, b2, o3);
      await nextTurn(page, lang, 2);
      await appliedVolley(page, lang, b1, o1);
      await appliedVolley(page, lang, o7, m1);
      await nextTurn(page, lang, 3);
      await nextTurn(page, lang, 4);

      // The Log: what each unit lost, by its applied volleys; and the link to the report.
      await page.getByRole('link', { name: w.nav.log }).click();
      await expect(page.locator('.log-entry')).toHaveCount(5);
      const lost = await casualtiesInLog(page, units);
      expect([...lost.keys()].sort()).toEqual(['m1', 'o1', 'o3']);
      // New game's question offers the report first.
      await page.getByRole('button', { name: w.newGame, exact: true }).click();
      await expect(page.getByRole('link', { name: r.reportFirst })).toBeVisible();
      await page.getByRole('button', { name: w.cancel, exact: true }).click();
      await page.getByRole('link', { name: r.link, exact: true }).click();
      await expect(page).toHaveURL(/#\/log\/report$/);
      await expect(page.getByRole('heading', { name: r.title, level: 1 })).toBeVisible();
      await expect(page.locator('.report-facts')).toContainText(r.turns);

      // Every line: start, lost, end = start − the Log's casualties.
      const rows = await page.locator('.report-units tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          name: tr.querySelector('.report-name')?.textContent ?? '',
          notes: tr.querySelector('th')?.textContent ?? '',
          cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
        })),
      );
      expect(rows.map((row) => row.name).sort()).toEqual(units.map((u) => u.name).sort());
      for (const u of units) {
        const row = rows.find((x) => x.name === u.name);
        const off = lost.get(u.id) ?? 0;
        expect(row?.cells, u.name).toEqual([
          fig(u.startFigures),
          off > 0 ? `−${fig(off)}` : '0',
          fig(u.startFigures - off),
        ]);
      }
      // The battery that never fired says so.
      expect(rows.find((x) => x.name === unit('b3').name)?.notes).toContain(r.never);
      await noSidewaysScroll(page, 'the battle report');
      await page.screenshot({ path: `${SHOTS}/battle-report-${lang}-${width}-${text}.png`, fullPage: false });
      // The first brigade's units at the top of the screen (the game bar sticks above them).
      await page
        .locator('.report-side h2')
        .first()
        .evaluate((el) => el.scrollIntoView());
      await page.screenshot({
        path: `${SHOTS}/battle-report-${lang}-${width}-${text}-units.png`,
        fullPage: false,
      });

      // The volleys folded, opened in one tap: five, in order.
      const volleys = page.locator('details.report-volleys');
      await volleys.locator('summary').click();
      await expect(volleys.locator('li')).toHaveCount(5);
      await expect(volleys.locator('li').first()).toContainText(`${b1.name} → ${o1.name}`);
      await noSidewaysScroll(page, 'the battle report, its volleys open');
      for (const control of await page.locator('.report-actions .btn, .report-volleys summary').all())
        expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(48);

      // Printed: the report on one page, the volleys on the next, on A4 and on Letter.
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = await page.pdf({ format, preferCSSPageSize: true });
        if (text === 100) writeFileSync(`${SHOTS}/battle-report-${lang}-${format}.pdf`, pdf);
        const pages = readPdf(pdf);
        expect(pages, format).toHaveLength(2);
      }

      // Shared as text (here the clipboard, as on a phone without a share sheet): a line a unit.
      await shareToClipboard(page);
      await page.getByRole('button', { name: r.share }).click();
      const shared = await sharedText(page);
      const lines = shared.replace(/[\u2068\u2069]/g, '').split('\n');
      expect(lines[0]).toBe(r.textTitle);
      for (const u of units) {
        const off = lost.get(u.id) ?? 0;
        const figures = `${fig(u.startFigures)} → ${fig(u.startFigures - off)}${off > 0 ? ` (−${fig(off)})` : ''}`;
        expect(lines, u.name).toContainEqual(
          expect.stringMatching(new RegExp(`^  - ${asPattern(u.name)}: ${asPattern(figures)}( ·|$)`)),
        );
      }
      expect(lines).toContain(`${r.volleys}:`);

      // From 320 to 430 px wide, and at text 200 %: nothing wider than the phone, the volleys open.
      if (text === 150) {
        for (const size of [150, 200]) {
          if (size === 200) {
            await browserTextSize(page, 200);
            await page.reload();
            await expect(page.getByRole('heading', { name: r.title, level: 1 })).toBeVisible();
            await page.locator('details.report-volleys summary').click();
          }
          for (const phone of [320, 430]) {
            await page.setViewportSize({ width: phone, height });
            await noSidewaysScroll(page, `the battle report at ${phone} px, text ${size} %`);
          }
        }
      }
    });
  }
}

/** A name as a regular expression matches it, as typed. */
function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
