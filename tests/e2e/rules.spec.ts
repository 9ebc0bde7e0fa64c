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
