import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { RulePack } from '../../src/core/pack';
import { practicePackData } from '../../src/packs/practice';
import { packLinkPayload } from '../../src/packs/share';
import { blackBars, PT_PER_MM, readPdf } from './sheet-helpers';
import {
  casualtiesFigure,
  enterDice,
  fireFromRoster,
  legalVerdict,
  newCard,
  noSidewaysScroll,
  resultCard,
  start,
} from './support/table';

type Lang = 'en' | 'ru';
const WORDS = {
  en: {
    parts: { sheet: 'Quick-reference sheet', rules: 'Rules text', sticks: 'Range sticks' },
    inches: 'Inches: 25/28 mm figures',
    print: 'Print…',
  },
  ru: {
    parts: { sheet: 'Памятка с таблицами', rules: 'Текст правил', sticks: 'Линейки дальности' },
    inches: 'Дюймы: фигурки 25/28 мм',
    print: 'Печать…',
  },
} as const;

/** Paper sizes in points: A4 is 210 × 297 mm, US Letter 8.5 × 11 in. */
/** The casualty tables (one per ammunition), by their captions. */
const casualtyTables = (page: Page) => page.getByRole('table', { name: /^Casualty table/ });
/** Said after the shot's own column, row and cell (visually hidden): a highlight a screen reader hears too. */
const THIS_SHOT = /\(this shot\)/;

const PAPER = { A4: [595.92, 842.88], Letter: [612, 792] } as const;
type Format = keyof typeof PAPER;
type Part = keyof (typeof WORDS)['en']['parts'];

async function openPrintView(page: Page, lang: Lang) {
  await page.addInitScript(
    (l) => localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: l, theme: 'dark', textSize: 200 })),
    lang,
  );
  await page.goto('./#/tables/print');
  await expect(page.getByRole('button', { name: WORDS[lang].print })).toBeVisible();
}

/** Print only these parts, as a player ticks them, to a PDF of this paper. */
async function printParts(page: Page, lang: Lang, format: Format, parts: readonly Part[]) {
  for (const part of ['sheet', 'rules', 'sticks'] as const) {
    await page.getByRole('checkbox', { name: WORDS[lang].parts[part] }).setChecked(parts.includes(part));
  }
  // The browser's own print: our @page gives portrait and margins, the paper is the player's choice.
  const pdf = await page.pdf({ format, preferCSSPageSize: true });
  const pages = readPdf(pdf);
  for (const p of pages) {
    expect(p.width).toBeCloseTo(PAPER[format][0], 0);
    expect(p.height).toBeCloseTo(PAPER[format][1], 0);
  }
  return pages;
}

/** Black and white: every filled shape on paper is a grey (no theme colour leaks into print). */
function expectGreysOnly(pages: ReturnType<typeof readPdf>) {
  for (const page of pages)
    for (const rect of page.rects) {
      const [r, g, b] = rect.fill;
      expect(Math.max(r, g, b) - Math.min(r, g, b), JSON.stringify(rect)).toBeLessThan(0.01);
    }
}

for (const lang of ['en', 'ru'] as const) {
  for (const format of ['A4', 'Letter'] as const) {
    test(`print view, ${lang}, ${format}: the sheet on 1–2 pages, the rules text after it, sticks at true scale`, async ({
      page,
    }) => {
      test.slow();
      await openPrintView(page, lang);

      // The sheet alone: one or two pages, black and white.
      const sheet = await printParts(page, lang, format, ['sheet']);
      expect(sheet.length).toBeGreaterThanOrEqual(1);
      expect(sheet.length).toBeLessThanOrEqual(2);
      expectGreysOnly(sheet);

      // The rules text is a second part: it starts on a page of its own, so sheet + rules prints
      // exactly the sheet's pages followed by the rules' own pages.
      const rules = await printParts(page, lang, format, ['rules']);
      expect(rules.length).toBeGreaterThanOrEqual(1);
      const both = await printParts(page, lang, format, ['sheet', 'rules']);
      expect(both.length).toBe(sheet.length + rules.length);
      console.log(`${lang} ${format}: sheet ${sheet.length} page(s), rules text ${rules.length} page(s)`);

      // Range sticks in cm: the calibration bar measures 10 cm on the page (±1 mm), read from the
      // PDF's own geometry; only it is a black bar 6 mm high.
      const sticks = await printParts(page, lang, format, ['sticks']);
      const bars = sticks.flatMap((p) => blackBars(p, 6));
      expect(bars).toHaveLength(1);
      const cm = (bars[0]?.width ?? 0) / PT_PER_MM;
      expect(Math.abs(cm - 100), `calibration bar ${cm.toFixed(2)} mm`).toBeLessThanOrEqual(1);
      console.log(`${lang} ${format}: 10 cm bar = ${cm.toFixed(3)} mm; sticks ${sticks.length} page(s)`);
      expectGreysOnly(sticks);

      // Inch sticks for 25/28 mm figures: a 4 in bar (101.6 mm).
      await page.getByRole('radio', { name: WORDS[lang].inches }).check();
      const inchBars = (await printParts(page, lang, format, ['sticks'])).flatMap((p) => blackBars(p, 6));
      expect(inchBars).toHaveLength(1);
      const inches = (inchBars[0]?.width ?? 0) / PT_PER_MM;
      expect(Math.abs(inches - 101.6), `inch bar ${inches.toFixed(2)} mm`).toBeLessThanOrEqual(1);
    });
  }
}

/**
 * Every number on the range sticks, as laid out for print: how many lines it takes and whether it
 * lies inside its piece's outline (a piece is cut out along it). Positions inside a piece are in cm
 * or in, so they are the same on A4 and Letter (the PDF tests above check the paper).
 */
function stickNumbers(page: Page) {
  return page.locator('.part-sticks .stick').evaluateAll((sticks) =>
    sticks.flatMap((stick) => {
      const outline = stick.getBoundingClientRect();
      return [...stick.querySelectorAll('.tick-label, .edge-label')].map((label) => {
        const box = label.getBoundingClientRect();
        return {
          text: label.textContent ?? '',
          lines: label.getClientRects().length,
          tall: box.height > 1.6 * Number.parseFloat(getComputedStyle(label).fontSize),
          inside: box.left >= outline.left - 0.5 && box.right <= outline.right + 0.5,
        };
      });
    }),
  );
}

for (const lang of ['en', 'ru'] as const) {
  test(`printed range sticks, ${lang}: no number stacks one digit per line or is cut off at a piece's end, in cm and inches`, async ({
    page,
  }) => {
    await openPrintView(page, lang);
    for (const scale of ['cm', 'in'] as const) {
      // The controls are not printed: choose inches on screen, then lay the page out for paper.
      await page.emulateMedia({ media: 'screen' });
      if (scale === 'in') await page.getByRole('radio', { name: WORDS[lang].inches }).check();
      await page.emulateMedia({ media: 'print' });
      const numbers = await stickNumbers(page);
      // Band edges (15, 40, 75…) and the ticks at a piece's end (7, 14, 21 in) are among them.
      expect(numbers.length).toBeGreaterThan(20);
      const wrong = numbers.filter((n) => n.lines !== 1 || n.tall || !n.inside);
      expect(wrong, `${scale}: ${JSON.stringify(wrong.slice(0, 5))}`).toEqual([]);
    }
  });
}

/** 24 gun types (the practice pack's first three over and over): a printout far beyond 10 pages. */
function bigPack(): RulePack {
  const [a, b, c] = practicePackData.gunTypes;
  const guns = Array.from({ length: 24 }, (_, i) => ({
    ...[a, b, c][i % 3],
    id: `gun-${i}`,
    name: { en: `Gun ${i + 1}`, ru: `Орудие ${i + 1}` },
  }));
  return { ...practicePackData, id: 'big-club', version: 1, gunTypes: guns } as unknown as RulePack;
}

for (const lang of ['en', 'ru'] as const) {
  test(`more than 10 pages: the print view says how many first, and the player goes on or cancels, ${lang}`, async ({
    page,
  }) => {
    test.slow();
    const w = {
      en: {
        pages: /^This makes about (\d+) pages of paper\.$/,
        go: (n: string) => `Print ${n} pages`,
        cancel: 'Cancel',
      },
      ru: {
        pages: /^Это примерно (\d+) листов бумаги\.$/,
        go: (n: string) => `Печатать ${n} листов`,
        cancel: 'Отмена',
      },
    }[lang];
    // The browser's print dialog cannot be driven: count the calls instead.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
    await openPrintView(page, lang);
    await page.goto(`./#/settings/packs/import/${packLinkPayload(bigPack())}`);
    await page
      .getByRole('button', {
        name: lang === 'en' ? 'Import and use' : 'Импортировать и использовать',
        exact: true,
      })
      .click();
    await page
      .getByRole('heading', { name: lang === 'en' ? 'Rule packs' : 'Наборы правил', level: 1 })
      .waitFor();
    await page.goto('./#/tables/print');
    await page.setViewportSize({ width: 360, height: 640 });

    await page.getByRole('button', { name: WORDS[lang].print }).click();
    const warning = page.getByRole('alert').filter({ has: page.getByText(w.pages) });
    await expect(warning).toBeVisible();
    const said = (await warning.getByText(w.pages).textContent())?.match(w.pages)?.[1] ?? '';
    // The number said is the number the browser makes, on the longer of A4 and Letter.
    const real = await Promise.all(
      (['A4', 'Letter'] as const).map(
        async (format) => readPdf(await page.pdf({ format, preferCSSPageSize: true })).length,
      ),
    );
    expect(Number(said)).toBe(Math.max(...real));
    expect(Number(said)).toBeGreaterThan(10);
    expect(await printed()).toBe(0);
    const go = page.getByRole('button', { name: w.go(said) });
    await expect(go).toBeFocused();
    await expect(go).toBeInViewport();
    expect((await go.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await page.screenshot({ path: `test-results/screens/print-many-pages-${lang}.png` });

    // Cancel: nothing printed, the Print button back.
    await warning.getByRole('button', { name: w.cancel }).click();
    await expect(warning).toHaveCount(0);
    expect(await printed()).toBe(0);

    // Asked again, and this time go on: one print.
    await page.getByRole('button', { name: WORDS[lang].print }).click();
    await page.getByRole('button', { name: w.go(said) }).click();
    expect(await printed()).toBe(1);
    await expect(warning).toHaveCount(0);

    // The sheet and rules alone are few pages: printed at once, no question.
    await page.getByRole('checkbox', { name: WORDS[lang].parts.sticks }).setChecked(false);
    await page.getByRole('button', { name: WORDS[lang].print }).click();
    expect(await printed()).toBe(2);
    await expect(page.getByText(w.pages)).toHaveCount(0);
  });
}

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, where).toEqual([]);
}

test('"Why 2?" points at the table: the shot’s gun band, modifiers, row and cell; axe-clean, no sideways scroll', async ({
  page,
}) => {
  test.slow();
  const w = await start(page, 'en');
  await newCard(page, w, { kind: 'battery', name: 'Bull’s Troop' });
  await newCard(page, w, { kind: 'battalion', name: '45e Ligne', side: 'opponent' });
  await fireFromRoster(page, w, 'Bull’s Troop', '45e Ligne');

  // Before the roll, the verdict points at the shot's column.
  await page.getByRole('link', { name: 'See it in the tables' }).click();
  await expect(page.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible();
  await expect(casualtyTables(page).getByRole('columnheader', { name: THIS_SHOT })).toHaveCount(1);
  await expect(casualtyTables(page).getByRole('cell', { name: THIS_SHOT })).toHaveCount(0);
  await page.goBack();

  await enterDice(page, w, 3, 4);
  const result = resultCard(page, w);
  const why = result.getByRole('link', { name: /^Why \S+\? See the table$/ });
  const figures = (await why.textContent())?.match(/^Why (\S+)\?/)?.[1];
  // The modified score, in bold in the shot's steps ("7 + 1 = 8").
  const score = (await result.getByRole('definition').getByRole('strong').textContent())?.trim();
  await why.click();
  await expect(page).toHaveURL(/#\/tables\/gun=/);
  const cell = casualtyTables(page).getByRole('cell', { name: THIS_SHOT });
  await expect(cell).toHaveCount(1);
  await expect(cell).toHaveText(`${figures} (this shot)`);
  // Opened scrolled to it: the cell on screen, clear of the bottom navigation.
  await expect
    .poll(() =>
      cell.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top > 0 && box.bottom < innerHeight - 90;
      }),
    )
    .toBe(true);
  await expect(
    casualtyTables(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: THIS_SHOT }) })
      .getByRole('rowheader'),
  ).toHaveText(score ?? '');
  await expect(
    page.getByRole('table', { name: /^Gun ranges/ }).getByRole('cell', { name: THIS_SHOT }),
  ).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'This shot' })).toBeVisible();

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await noSidewaysScroll(page, `tables at ${width}`);
  }
  await expectNoViolations(page, 'tables with the shot highlighted');
  // The highlight keeps its contrast in every theme.
  for (const theme of ['dark', 'contrast']) {
    await page.evaluate((t) => {
      const prefs = JSON.parse(localStorage.getItem('gb.prefs.v1') ?? '{}');
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ ...prefs, theme: t }));
    }, theme);
    await page.reload();
    await expect(cell).toHaveCount(1);
    await expectNoViolations(page, `tables with the shot highlighted, ${theme} theme`);
  }
});

for (const lang of ['en', 'ru'] as const) {
  test(`the Tables view opened from a shot leads back to that shot as it was, ${lang}`, async ({ page }) => {
    test.slow();
    const back = lang === 'en' ? '← Back to the shot' : '← Назад к выстрелу';
    const w = await start(page, lang);
    await newCard(page, w, { kind: 'battery', name: 'Bull’s Troop' });
    await newCard(page, w, { kind: 'battalion', name: '45e Ligne', side: 'opponent' });
    await page.setViewportSize({ width: 360, height: 640 });
    await fireFromRoster(page, w, 'Bull’s Troop', '45e Ligne');

    // Before the roll: "See it in the tables", then back to the shot being set up.
    await page
      .getByRole('link', { name: lang === 'en' ? 'See it in the tables' : 'Показать в таблицах' })
      .click();
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(/#\/fire$/);
    await expect(legalVerdict(page, w)).toBeInViewport();

    await enterDice(page, w, 5, 3);
    const result = resultCard(page, w);
    const casualties = await casualtiesFigure(result, w).textContent();
    const why = result.getByRole('link', { name: lang === 'en' ? /^Why \S+\? See the table$/ : /^Почему/ });
    const whyText = await why.textContent();
    await why.click();
    await expect(page).toHaveURL(/#\/tables\/gun=/);
    // The way back is the first thing on the Tables view, on screen without a scroll.
    await page.evaluate(() => window.scrollTo(0, 0));
    const link = page.getByRole('link', { name: back });
    await expect(link).toBeInViewport();
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await link.click();

    // The same result, not applied yet, in view: its casualties and Apply where the player left them.
    await expect(page).toHaveURL(/#\/fire$/);
    await expect(result).toBeVisible();
    await expect(casualtiesFigure(result, w)).toHaveText(casualties ?? '');
    await expect(result.getByRole('link', { name: whyText ?? '' })).toHaveCount(1);
    await expect(result.getByRole('heading', { name: w.result })).toBeInViewport();
    await expect(result.getByRole('button', { name: w.apply })).toBeVisible();

    // A Tables view reached from Rules has no shot to go back to.
    await page.goto('./#/tables');
    await expect(page.getByRole('link', { name: back })).toHaveCount(0);
    await expect(page.getByRole('link', { name: lang === 'en' ? '← Rules' : '← Правила' })).toBeVisible();
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`Tables and print views, ${lang}: reached from Rules, axe-clean, no sideways scroll at 320 and 390 px`, async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(
      (l) => localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: l, theme: 'light', textSize: 200 })),
      lang,
    );
    await page.goto('./#/rules');
    await page
      .getByRole('link', { name: lang === 'en' ? 'Tables of the rule pack' : 'Таблицы набора правил' })
      .click();
    await expect(page).toHaveURL(/#\/tables$/);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Tables' : 'Таблицы' }),
    ).toBeVisible();
    for (const hash of ['#/tables', '#/tables/print']) {
      await page.goto(`./${hash}`);
      await page.waitForLoadState('networkidle');
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await noSidewaysScroll(page, `${hash} at ${width}, ${lang}`);
      }
      await expectNoViolations(page, `${hash}, ${lang}`);
    }
  });
}

test('the Tables and print views open offline from the precache, and ask nothing of another origin', async ({
  page,
  context,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') elsewhere.push(request.url());
  });
  await page.goto('./');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await context.setOffline(true);
  await page.goto('./#/tables');
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  await page.getByRole('link', { name: 'Print and range sticks' }).click();
  await expect(page.getByRole('button', { name: 'Print…' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Scale check bar, 10 cm' })).toBeVisible();
  expect(readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true })).length).toBeGreaterThan(1);
  await context.setOffline(false);
  expect(elsewhere).toEqual([]);
});
