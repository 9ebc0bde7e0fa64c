/**
 * Issue 34, item 3: "Paste an army". Orders of battle in the players' styles (tests/fixtures/oob),
 * English and Russian, pasted through the Units screen: the preview words every line's problems in
 * the player's language and stores nothing; Add stores the units, one Undo takes the whole paste
 * back; the text typed survives Back, a tab switch and a reload; "Copy as text" pastes back to the
 * same side. And the taps it costs, printed: two 8-unit sides from an empty phone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { describeSpills, measureState, smallTargets, textAt } from './overflow-helpers';
import { tapCounter } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../fixtures/oob', `${name}.txt`), 'utf8');

const W = {
  en: {
    units: 'Units',
    paste: 'Paste an army',
    box: 'Order of battle: one side or both',
    add: (n: number) => `Add ${n} units`,
    added: (n: number) => `Added ${n} units`,
    undone: (n: number) => `${n} units taken back`,
    undo: 'Undo',
    empty: 'No units yet.',
    back: 'Back to units',
    fire: 'Fire',
  },
  ru: {
    units: 'Отряды',
    paste: 'Вставить армию',
    box: 'Состав сторон: одна сторона или обе',
    add: (n: number) =>
      `Добавить ${n} ${n % 10 >= 2 && n % 10 <= 4 && (n < 10 || n > 20) ? 'отряда' : 'отрядов'}`,
    added: (n: number) => `Добавлено: ${n}`,
    undone: (n: number) => `Убрано: ${n}`,
    undo: 'Отменить',
    empty: 'Отрядов пока нет.',
    back: 'Назад к отрядам',
    fire: 'Огонь',
  },
} as const;
type Lang = keyof typeof W;

async function openEmpty(page: Page, lang: Lang) {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('gb.prefs.v1'))
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light' }));
  }, lang);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: W[lang].units, level: 1 })).toBeVisible();
}

const box = (page: Page, lang: Lang) => page.getByRole('textbox', { name: W[lang].box });
/** How many units the roster says each side has (its headings' counts: cards are drawn as they come near). */
async function sideCounts(page: Page): Promise<number[]> {
  const counts = await page.locator('.unit-group-title .count').allInnerTexts();
  return counts.map(Number);
}
const total = async (page: Page) => (await sideCounts(page)).reduce((a, b) => a + b, 0);
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Paste a text through the box, see the summary, and every worded problem given. */
async function pasteAndPreview(page: Page, lang: Lang, text: string, problems: readonly RegExp[]) {
  await page.getByRole('button', { name: W[lang].paste }).click();
  await box(page, lang).fill(text);
  await expect(page.locator('.paste-summary')).toBeVisible();
  for (const problem of problems)
    await expect(page.locator('.paste-problem').filter({ hasText: problem }).first()).toBeVisible();
  // Nothing stored yet: the roster behind is empty.
  expect(await page.evaluate(() => document.querySelectorAll('.unit-group li').length)).toBe(0);
}

const CASES: readonly { lang: Lang; name: string; units: number; problems: RegExp[]; names?: string[] }[] = [
  {
    lang: 'en',
    name: 'en-03-club-terse',
    units: 18,
    problems: [/^Not read: The rule pack has no gun “8pdr”/],
    names: ['1/45 Ligne', 'Sumy Huss'],
  },
  {
    lang: 'en',
    name: 'en-05-email',
    units: 12,
    problems: [/^Not read: This line was not understood/, /^Not read: Words not understood, left out:/],
  },
  {
    lang: 'ru',
    name: 'ru-03-club-terse',
    units: 16,
    problems: [/^Не прочитано: Два слова расходятся в /],
    names: ['1/27 лин', 'Ахтырские гус'],
  },
  { lang: 'ru', name: 'ru-05-email', units: 11, problems: [/^Не прочитано: Строка не понята/] },
  { lang: 'ru', name: 'ru-11-spreadsheet-men', units: 10, problems: [] },
];

for (const c of CASES) {
  test(`${c.lang}: ${c.name} pasted, its problems worded, added, and taken back by one Undo`, async ({
    page,
  }) => {
    const w = W[c.lang];
    await openEmpty(page, c.lang);
    await pasteAndPreview(page, c.lang, fixture(c.name), c.problems);
    await page.getByRole('button', { name: w.add(c.units) }).click();
    await expect(page.getByRole('heading', { name: w.units, level: 1 })).toBeVisible();
    await expect.poll(() => total(page)).toBe(c.units);
    for (const unit of c.names ?? [])
      await expect(page.locator('.unit-group').getByText(unit, { exact: true }).first()).toBeAttached();
    const added = notice(page, w.added(c.units));
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: w.undo }).click();
    await expect(page.getByText(w.empty)).toBeVisible();
    await expect(notice(page, w.undone(c.units))).toBeVisible();
    await page.reload();
    await expect(page.getByText(w.empty)).toBeVisible();
  });
}

test('en: the spreadsheet copy with men: figures at the practice scale, said to be practice', async ({
  page,
}) => {
  await openEmpty(page, 'en');
  await pasteAndPreview(page, 'en', fixture('ru-11-spreadsheet-men'), []);
  await expect(page.getByText(/Men become figures at 20 men a figure: a practice value/)).toBeVisible();
  await expect(
    page
      .locator('.paste-guesses')
      .filter({ hasText: /at 20 a figure \(practice scale\)/ })
      .first(),
  ).toBeVisible();
});

test('the text typed survives Back, a tab switch and a reload; the side names come from the text', async ({
  page,
}) => {
  const w = W.en;
  await openEmpty(page, 'en');
  await page.getByRole('button', { name: w.paste }).click();
  const text = fixture('en-03-club-terse');
  await box(page, 'en').fill(text);
  await page.getByRole('button', { name: w.back }).click();
  await page.getByRole('link', { name: w.fire }).click();
  await page.goBack();
  await page.goBack();
  await expect(box(page, 'en')).toHaveValue(text);
  await page.reload();
  await expect(box(page, 'en')).toHaveValue(text);
  // Sides named by the text; the second goes to the Opponent, changeable.
  await expect(page.getByRole('textbox', { name: 'Side name' }).first()).toHaveValue('FR');
  await expect(page.getByRole('textbox', { name: 'Side name' }).nth(1)).toHaveValue('RU');
  await page.getByRole('textbox', { name: 'Side name' }).first().fill('French');
  await page.getByRole('button', { name: w.add(18) }).click();
  // The side this phone plays says so once the sides are named (issue 34, the roster by side).
  await expect(page.locator('.unit-group.mine .unit-group-name')).toHaveText('French · yours');
  await expect(page.locator('.unit-group.opponent .unit-group-name')).toHaveText('RU');
  // Confirmed: the box starts empty next time.
  await page.getByRole('button', { name: w.paste }).click();
  await expect(box(page, 'en')).toHaveValue('');
});

test('Copy as text, pasted back, gives the same side', async ({ page, context, browserName }) => {
  test.skip(browserName !== 'chromium', 'clipboard permissions');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // The copy, not the share sheet (a desktop browser has none to close).
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await openEmpty(page, 'ru');
  await pasteAndPreview(page, 'ru', fixture('ru-03-club-terse'), []);
  await page.getByRole('button', { name: W.ru.add(16) }).click();
  await expect.poll(() => sideCounts(page)).toEqual([9, 7]);
  const copy = async () => {
    await page.getByRole('button', { name: W.ru.paste }).click();
    await page.getByRole('button', { name: 'Скопировать: РУС' }).click();
    await expect(notice(page, 'РУС: скопировано текстом')).toBeVisible();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const copied = await copy();
  expect(copied).toContain('Орловский мушк');
  const unitLines = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));
  expect(unitLines(copied)).toHaveLength(7);
  // Pasted back to the same side: read with no problem, the same seven units again.
  await box(page, 'ru').fill(copied);
  await expect(page.locator('.paste-summary')).toContainText('7 отрядов');
  await expect(page.locator('.paste-problem')).toHaveCount(0);
  await page.getByRole('radio', { name: 'РУС' }).first().check();
  await page.getByRole('button', { name: W.ru.add(7) }).click();
  await expect.poll(() => sideCounts(page)).toEqual([9, 14]);
  const again = await copy();
  expect(unitLines(again)).toEqual([...unitLines(copied), ...unitLines(copied)]);
});

test('tap count: two 8-unit sides pasted and confirmed from an empty phone', async ({ page }) => {
  const w = W.en;
  await openEmpty(page, 'en');
  const { count, tap } = tapCounter(page, { scrolls: 0 });
  const text = [
    'French (GdD Marchand)',
    'Brigade Lefèvre',
    '- 1/, 2/, 3/ 27e Ligne, 36 figs each, regular',
    '- 4e Léger, 680 men, veteran',
    '- 1/, 2/ 12e Ligne, 30 figs, conscripts',
    '- 5e Hussards, 24 figs, veteran',
    '- Foot battery, 6 × 8pdr, 6 figs',
    '',
    'Austrians (FML Hohenzollern)',
    'Brigade Sommer',
    '- I/, II/, III/ IR 4, 36 figs each',
    '- Grenzer, 1 bn, 600 men, veteran',
    '- I/, II/ IR 12, 32 figs, Landwehr',
    '- Hussars 24, veteran',
    '- Foot battery, 6pdr, 6 figs',
  ].join('\n');
  await tap(page.getByRole('button', { name: w.paste }), 'Paste an army');
  // The text is pasted from the clipboard: a tap in the box and the phone's Paste (two taps).
  await tap(box(page, 'en'), 'the box');
  await box(page, 'en').fill(text);
  count.taps += 1;
  await expect(page.locator('.paste-summary')).toContainText('2 sides · 2 brigades · 16 units');
  await tap(page.getByRole('button', { name: w.add(16) }), 'Add');
  await expect.poll(() => sideCounts(page)).toEqual([8, 8]);
  console.log(
    `TAPS paste two 8-unit sides from an empty phone: ${count.taps} taps, ${count.scrolls} scrolls`,
  );
  expect(count.taps).toBeLessThanOrEqual(10);
});

for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: the paste screen at 320–430 px and 100–200 % text: no sideways scroll, every control 48 px`, async ({
    page,
  }) => {
    await openEmpty(page, lang);
    await page.getByRole('button', { name: W[lang].paste }).click();
    await box(page, lang).fill(fixture(lang === 'en' ? 'en-05-email' : 'ru-03-club-terse'));
    await expect(page.locator('.paste-summary')).toBeVisible();
    const spills = await measureState(page, `paste ${lang}`);
    expect(spills, describeSpills(spills)).toEqual([]);
    for (const percent of [100, 150, 200]) {
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        await textAt(page, percent);
        const small = await smallTargets(
          page,
          '.paste-screen :is(button, a, textarea, input[type=text], .segment)',
        );
        expect(small, `${width} px, ${percent} %`).toEqual([]);
      }
    }
  });
}

test.describe('README', () => {
  test.use({ deviceScaleFactor: 1.5 });
  test('screenshots of the preview for the README: 360 px Russian, 390 px English', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openEmpty(page, 'ru');
    await page.getByRole('button', { name: W.ru.paste }).click();
    await box(page, 'ru').fill(fixture('ru-02-forum'));
    await page.locator('.paste-side').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/paste-preview-360-ru.png' });
    await page.locator('.paste-line[data-kind="unit"]').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/paste-lines-360-ru.png' });
    await page.evaluate(() =>
      localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: 'light' })),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await box(page, 'en').fill(fixture('en-05-email'));
    await page.locator('.paste-line.has-problem').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/paste-preview-390-en.png' });
  });
});
