import { expect, type Locator, type Page, test } from '@playwright/test';

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search the rules in Russian or English' });
  await box.fill(text);
  return page.getByRole('list', { name: 'Results' }).getByRole('link');
}

/** A clause's quoted text (in the language it is shown in, or the one named: "Text in Russian"). */
const clauseText = (clause: Locator, name?: string) => clause.getByRole('blockquote', name ? { name } : {});

/** The clause ids of the results, from their links (players read the number and title instead). */
const idsOf = (results: Locator) =>
  results.evaluateAll((links) =>
    links.map((a) => decodeURIComponent((a.getAttribute('href') ?? '').replace(/^#\/rules\//, ''))),
  );

test('search the rules in Russian, on the wrong layout and in English, then open a result', async ({
  page,
}) => {
  await page.goto('./#/rules');
  await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();

  // A Russian word form finds the canister clauses, with the matched word highlighted.
  let results = await search(page, 'картечью');
  await expect(results.first()).toBeVisible();
  await expect(results.first().locator('mark').first()).toBeVisible();
  const firstIds = await idsOf(results);
  expect(
    firstIds
      .slice(0, 3)
      .some((id) => id === 'artillery.restrictions.A' || id.startsWith('artillery.skirmishers')),
  ).toBe(true);
  await page.screenshot({ path: 'test-results/screens/rules-search-ru.png' });

  // Russian typed on an English keyboard layout: rfhntxm = картечь.
  results = await search(page, 'rfhntxm');
  await expect(results.first()).toBeVisible();
  expect((await idsOf(results)).slice(0, 3)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^artillery\./)]),
  );

  // English term: skirmishers.
  results = await search(page, 'skirmishers');
  await expect(results.first()).toBeVisible();
  const ids = await idsOf(results);
  expect(ids.slice(0, 3).some((id) => id.startsWith('artillery.skirmishers'))).toBe(true);

  // Junk never breaks the screen: nothing found, closest glossary terms offered or not, no error.
  await search(page, '-:"\'\'"qqqqzzzz');
  await expect(page.getByText('Nothing found.')).toBeVisible();

  // Tapping a result opens its clause.
  results = await search(page, 'open order');
  const first = results.first();
  // Players read the clause's number and title; its id is in the link.
  await expect(first.locator('.clause-id')).toHaveCount(0);
  const targetId = decodeURIComponent(((await first.getAttribute('href')) ?? '').replace(/^#\/rules\//, ''));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#/rules/${targetId.replaceAll('.', '\\.')}$`));
  const clause = page.locator(`#clause-${targetId.replaceAll('.', '\\.')}`);
  await expect(clause).toBeFocused();
  await expect(clause).toBeInViewport();
});

test('a deep link opens the clause; one tap shows it in the other language; side by side shows both', async ({
  page,
}) => {
  await page.goto('./#/rules/artillery.restrictions.B.a');
  const clause = page.getByRole('article', { name: /Long-range fire past friends \(B\.a\)/ });
  await expect(clause).toBeInViewport();
  await expect(clause).toHaveClass(/focused/);
  await expect(clauseText(clause)).toContainText('long range');
  await page.screenshot({ path: 'test-results/screens/rules-deeplink-en.png' });

  // The switch is labelled in the UI's language (issue 14: «Показать по-русски» read as untranslated).
  await clause.getByRole('button', { name: 'Show in Russian' }).click();
  await expect(clauseText(clause)).toContainText('на дальней дистанции');
  await clause.getByRole('button', { name: 'Show in English' }).click();
  await expect(clauseText(clause)).toContainText('long range');

  await page.getByRole('checkbox', { name: 'Side by side' }).check();
  await expect(clauseText(clause, 'Text in Russian')).toContainText('на дальней дистанции');
  await expect(clauseText(clause, 'Text in English')).toContainText('long range');

  // Larger text for reading at arm's length.
  const before = await clauseText(clause, 'Text in English')
    .getByRole('paragraph')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  await page.getByRole('button', { name: 'Larger text' }).click();
  const after = await clauseText(clause, 'Text in English')
    .getByRole('paragraph')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(Number.parseFloat(after)).toBeGreaterThan(Number.parseFloat(before));
});

test('in Russian, the reference reads in Russian and an unknown clause id says so', async ({ page }) => {
  await page.goto('./#/settings');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await page.goto('./#/rules/open-order.c');
  const clause = page.getByRole('article', {
    name: /Рассыпной строй: союзническая линейная пехота с 1812 года/,
  });
  await expect(clauseText(clause)).toContainText('Открытый Заказ');
  await page.screenshot({ path: 'test-results/screens/rules-ru.png' });
  await page.goto('./#/rules/no.such.clause');
  await expect(page.getByRole('alert')).toContainText('no.such.clause');
});

for (const lang of ['en', 'ru'] as const) {
  test(`a word outside this chapter is said to be so, with the glossary's nearest term and no look-alikes, ${lang}`, async ({
    page,
  }) => {
    const w = {
      en: { box: 'Search the rules in Russian or English', outside: 'Not in this chapter of the rules:' },
      ru: { box: 'Поиск по правилам на русском или английском', outside: 'В этой главе правил этого нет:' },
    }[lang];
    await page.addInitScript(
      (l) => localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: l, theme: 'light', textSize: 100 })),
      lang,
    );
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('./#/rules');
    const box = page.getByRole('searchbox', { name: w.box });
    const results = page.getByRole('list', { name: lang === 'en' ? 'Results' : 'Результаты' });
    const said = page.getByText(w.outside, { exact: true });
    const suggestions = page.getByText(
      lang === 'en' ? 'Closest glossary terms:' : 'Ближайшие термины глоссария:',
    );
    for (const [word, shown] of [
      ['square', lang === 'en' ? 'square' : 'square (каре)'],
      ['cavalry', lang === 'en' ? 'cavalry' : 'cavalry (кавалерия)'],
      ['гаубица', lang === 'en' ? 'гаубица (howitzer)' : 'гаубица'],
      ['кавалерия', lang === 'en' ? 'кавалерия (cavalry)' : 'кавалерия'],
      ['каре', lang === 'en' ? 'каре (square)' : 'каре'],
    ] as const) {
      await box.fill(word);
      await expect(said).toBeVisible();
      await expect(said.locator('..')).toHaveText(`${w.outside} ${shown}.`);
      await expect(results).toHaveCount(0); // «каре» no longer lists the canister clauses
      await expect(suggestions).toHaveCount(0);
      await expect(page.getByRole('button', { name: /·/ })).toHaveCount(0);
    }
    // «рикошет»: the glossary's nearest term is offered, and one tap searches for it.
    await box.fill('рикошет');
    await expect(said).toBeVisible();
    const nearest = page.getByRole('button', { name: 'проникновение ядер · bounce-through' });
    await expect(nearest).toBeVisible();
    await page.screenshot({ path: `test-results/screens/rules-outside-${lang}.png` });
    await nearest.click();
    await expect(said).toHaveCount(0);
    await expect(results.getByRole('link').first()).toHaveAttribute(
      'href',
      '#/rules/artillery.restrictions.B.c',
    );
  });
}

test('tapping Rules in the bottom bar while a clause is open returns to the search and its results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('./#/rules');
  const box = page.getByRole('searchbox', { name: 'Search the rules in Russian or English' });
  await box.fill('canister');
  const results = page.getByRole('list', { name: 'Results' }).getByRole('link');
  const last = results.last();
  const id = decodeURIComponent(((await last.getAttribute('href')) ?? '').replace(/^#\/rules\//, ''));
  await last.click();
  await expect(page.locator(`#clause-${id.replaceAll('.', '\\.')}`)).toBeInViewport();
  await expect(box).not.toBeInViewport();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/#\/rules$/);
  await expect(box).toBeInViewport();
  await expect(box).toHaveValue('canister');
  await expect(results.first()).toBeInViewport();
});
