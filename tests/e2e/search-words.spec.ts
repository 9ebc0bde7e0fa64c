/**
 * Issue 35, finding 8, in the built app at 360×640 (Russian) and 390×844 (English), at 100 % and
 * 150 % browser text: «дальность» finds the clauses "range" finds; «атака кавалерии», «штыковая
 * атака» and "divisional commander" list no look-alike clause, only "not in this chapter";
 * "howitzer" says it is a gun type of the rule pack in use and leads to its tables. Nothing scrolls
 * sideways. Screenshots: «дальность» in Russian at 360 px, "howitzer" in English at 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { browserTextSize } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

const WORDS = {
  en: {
    box: 'Search the rules in Russian or English',
    results: 'Results',
    outside: 'Not in this chapter of the rules:',
    nothing: 'Nothing found.',
    guns: 'Gun types of the rule pack in use: Howitzer.',
    tables: 'See it in the tables',
    charge: 'атака (charge), кавалерии (cavalry)',
    bayonet: 'штыковая (bayonets), атака (charge)',
    commander: 'divisional (division), commander (commanders)',
    howitzer: 'howitzer',
  },
  ru: {
    box: 'Поиск по правилам на русском или английском',
    results: 'Результаты',
    outside: 'В этой главе правил этого нет:',
    nothing: 'Ничего не найдено.',
    guns: 'Типы орудий используемого набора правил: Гаубица.',
    tables: 'Показать в таблицах',
    charge: 'атака, кавалерии (кавалерия)',
    bayonet: 'штыковая (штыки), атака',
    commander: 'divisional (дивизия), commander (командиры)',
    howitzer: 'howitzer (гаубица)',
  },
} as const;

/** What "range" finds: the procedure (measure the range), B.a (long range), B.b, the example (close range). */
const RANGE = [
  'artillery.procedure',
  'artillery.restrictions.B.a',
  'artillery.restrictions.B.b',
  'artillery.skirmishers.example',
];

const PHONES = [
  { lang: 'ru', width: 360, height: 640 },
  { lang: 'en', width: 390, height: 844 },
] as const;

async function noSidewaysScroll(page: Page, where: string) {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(wider, `${where}: the page is wider than the phone`).toBeLessThanOrEqual(0);
}

/** The Rules screen in the phone's language, size and browser text; its search box and results. */
async function openSearch(page: Page, lang: 'en' | 'ru', width: number, height: number, text: number) {
  const w = WORDS[lang];
  await page.setViewportSize({ width, height });
  await browserTextSize(page, text);
  await page.addInitScript(
    (l) => localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: l, theme: 'light', textSize: 100 })),
    lang,
  );
  await page.goto('./#/rules');
  const results = page.getByRole('list', { name: w.results }).getByRole('link');
  return {
    box: page.getByRole('searchbox', { name: w.box }),
    results,
    said: page.getByText(w.outside, { exact: true }),
    ids: () =>
      results.evaluateAll((links) =>
        links.map((a) => decodeURIComponent((a.getAttribute('href') ?? '').replace(/^#\/rules\//, ''))),
      ),
  };
}

for (const { lang, width, height } of PHONES) {
  for (const text of [100, 150] as const) {
    const at = `${lang}, ${width}×${height}, text ${text} %`;
    const w = WORDS[lang];

    test(`${at}: «дальность» finds the clauses "range" finds, each with the text's word marked`, async ({
      page,
    }) => {
      const { box, results, ids } = await openSearch(page, lang, width, height, text);
      await box.fill('range');
      await expect(results).toHaveCount(RANGE.length);
      expect((await ids()).sort()).toEqual(RANGE);
      await box.fill('дальность');
      await expect(results).toHaveCount(RANGE.length);
      expect((await ids()).sort()).toEqual(RANGE);
      for (const link of await results.all()) await expect(link.locator('mark').first()).toBeVisible();
      await expect(page.getByText(w.nothing)).toHaveCount(0);
      await noSidewaysScroll(page, 'дальность');
      if (lang === 'ru')
        await page.screenshot({ path: `test-results/screens/search-dalnost-ru-${width}-${text}.png` });
    });

    for (const phrases of [
      [
        ['атака кавалерии', w.charge],
        ['штыковая атака', w.bayonet],
      ],
      [['divisional commander', w.commander]],
    ] as const) {
      test(`${at}: ${phrases.map(([q]) => `“${q}”`).join(' and ')}: no look-alike clause listed, only “not in this chapter”`, async ({
        page,
      }) => {
        const { box, results, said } = await openSearch(page, lang, width, height, text);
        for (const [query, shown] of phrases) {
          await box.fill(query);
          await expect(said).toBeVisible();
          await expect(said.locator('..')).toHaveText(`${w.outside} ${shown}.`);
          // Nothing listed before (or after) "not in this chapter".
          await expect(results).toHaveCount(0);
          await noSidewaysScroll(page, query);
        }
      });
    }

    test(`${at}: "howitzer" is a gun type of the rule pack in use, and leads to its tables`, async ({
      page,
    }) => {
      const { box, results, said } = await openSearch(page, lang, width, height, text);
      await box.fill('howitzer');
      await expect(said.locator('..')).toHaveText(`${w.outside} ${w.howitzer}.`);
      await expect(results).toHaveCount(0);
      await expect(page.getByText(w.guns)).toBeVisible();
      const link = page.locator('.outside-chapter').getByRole('link', { name: w.tables });
      await expect(link).toBeVisible();
      expect((await link.boundingBox())?.height ?? 0, 'a thumb-sized link').toBeGreaterThanOrEqual(48);
      await noSidewaysScroll(page, 'howitzer');
      if (lang === 'en') {
        await link.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screens/search-howitzer-en-${width}-${text}.png` });
      }
      await link.click();
      await expect(page).toHaveURL(/#\/tables$/);
      // The pack's ranges table lists the gun.
      await expect(
        page
          .locator('table')
          .getByText(lang === 'en' ? 'Howitzer' : 'Гаубица', { exact: true })
          .first(),
      ).toBeVisible();
    });
  }
}
