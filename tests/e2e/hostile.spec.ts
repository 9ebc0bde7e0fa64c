import { expect, test } from '@playwright/test';
import { makeTable, phoneB, tableOnA } from './evening-helpers';
import { unitCard } from './support/table';
import { BATTERY, gameFile, openOnB, START, shoot, TARGET, targetFigures } from './sync-helpers';

/**
 * The hostile-input round's findings (issue 37), in the built app: what a hostile or unlucky input
 * does to a phone, through the screens a player uses.
 */

test('two tabs merge the same file as this game: the second merges nothing, and Undo merge puts back the state before the first', async ({
  page,
}) => {
  test.slow();
  const w = await tableOnA(page);
  await shoot(page, w, [6, 6]);
  const file = await gameFile(page);
  // B plays a game of its own and is at turn 2 (its settings carry clocks).
  const b = await phoneB(page);
  await makeTable(b, w);
  const lostB = await shoot(b, w, [3, 4]);
  await b.getByRole('button', { name: 'Next turn' }).click();
  await expect(b.getByText('Turn 2', { exact: true })).toBeVisible();
  const own = w.cardFigures(START - lostB, START);

  // A's file in two tabs of B, each reviewed before either merges.
  const tab = await b.context().newPage();
  const reviews = [await openOnB(b, file.path), await openOnB(tab, file.path)];
  for (const review of reviews)
    await expect(review.getByRole('alert')).toContainText('This is another game (game 1, turn 1)');
  await reviews[0]?.getByRole('button', { name: 'Merge as this game' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Merged.' })).toBeVisible();
  await reviews[1]?.getByRole('button', { name: 'Merge as this game' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Merged.' })).toBeVisible();
  await tab.close();
  await b.getByRole('link', { name: 'Units' }).click();
  await expect(unitCard(b, TARGET)).toHaveCount(2);

  // Undo merge: A's cards and shot gone, B's own game as it was.
  await b.getByRole('link', { name: 'Settings' }).click();
  await b.getByRole('button', { name: 'Undo merge' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Merge undone.' })).toBeVisible();
  await b.getByRole('link', { name: 'Units' }).click();
  await expect(unitCard(b, TARGET)).toHaveCount(1);
  await expect(unitCard(b, BATTERY)).toHaveCount(1);
  expect(await targetFigures(b, w)).toContain(own);
  await expect(b.getByText('Turn 2', { exact: true })).toBeVisible();
  await b.context().close();
});
