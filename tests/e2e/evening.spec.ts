import { expect, test } from '@playwright/test';
import { acceptGameOf, bothShow, exchange, makeTable, phoneB, press, tableOnA } from './evening-helpers';
import { BATTERY, gameFile, openOnB, START, shoot, targetFigures } from './sync-helpers';

/**
 * Two phones over an evening (issue 23), each a Chromium context offline, exchanging game files
 * as players do: after Clear log, after New game on both phones, and a file from another game.
 * The figures each phone shows are start − what both phones applied in the game being played.
 */

test('Clear log on one phone, then exchange both ways: both still show start − A − B, not double', async ({
  page,
}) => {
  test.slow();
  const w = await tableOnA(page);
  const b = await phoneB(page, true);
  const lostA = await shoot(page, w, [5, 6]);
  const lostB = await shoot(b, w, [3, 4]);
  await exchange(page, b);
  const both = w.cardFigures(START - lostA - lostB, START);
  expect(await targetFigures(page, w)).toContain(both);

  await press(page, 'Clear log', 'Log cleared');
  await expect(page.getByText(/No shots yet/)).toBeVisible();
  await exchange(page, b);
  await exchange(page, b);
  await bothShow(page, b, w, both);
  // A's log stays cleared on A after the exchanges; B's still lists both shots.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByText(/No shots yet/)).toBeVisible();
  await b.context().close();
});

test('New game on both phones, each hits in the new game: after exchanging both show start − A − B of game 2', async ({
  page,
}) => {
  test.slow();
  const w = await tableOnA(page);
  const b = await phoneB(page, true);
  // Game 1: a hit on A that New game leaves behind.
  await shoot(page, w, [6, 6]);
  await exchange(page, b);
  await press(b, 'New game', 'Game 2');
  const lostB = await shoot(b, w, [3, 4]);
  await press(page, 'New game', 'Game 2');
  const lostA = await shoot(page, w, [5, 6]);
  await exchange(page, b);
  const both = w.cardFigures(START - lostA - lostB, START);
  await bothShow(page, b, w, both);
  for (const phone of [page, b]) await expect(phone.getByText('Turn 1', { exact: true })).toBeVisible();
  await b.context().close();
});

test("another game's file: the review says which game and asks; Cancel merges nothing, this game's figures and turn stay", async ({
  page,
}) => {
  test.slow();
  const w = await tableOnA(page);
  await shoot(page, w, [6, 6]);
  // B plays a game of its own (never took A's table), and is at turn 2.
  const b = await phoneB(page);
  await makeTable(b, w);
  const lostB = await shoot(b, w, [3, 4]);
  await b.getByRole('button', { name: 'Next turn' }).click();
  // The end of the turn first (issue 36), then its own Next turn.
  await b.getByRole('button', { name: /^On to turn \d+$/ }).click();
  const own = w.cardFigures(START - lostB, START);
  expect(await targetFigures(b, w)).toContain(own);

  const review = await openOnB(b, (await gameFile(page)).path);
  await expect(review.getByRole('alert')).toContainText('This is another game (game 1, turn 1)');
  await expect(review.getByRole('button', { name: 'Merge as this game' })).toBeVisible();
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Declined' })).toBeVisible();
  expect(await targetFigures(b, w)).toContain(own);
  await expect(b.getByText('Turn 2', { exact: true })).toBeVisible();
  await b.context().close();
});

test('one battery fired on both phones in one turn: the review asks, "Keep one" keeps the earlier shot on both', async ({
  page,
}) => {
  test.slow();
  const w = await tableOnA(page);
  const b = await phoneB(page, true);
  const lostA = await shoot(page, w, [5, 6]);
  await shoot(b, w, [3, 4]);
  const review = await openOnB(b, (await gameFile(page)).path);
  const choice = review.getByRole('group', { name: `${BATTERY} fired twice in turn 1, once on each phone` });
  await expect(choice.getByRole('radio', { name: 'Keep both' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Keep one' }).check();
  await expect(choice.getByRole('radio', { name: 'Keep one' })).toBeChecked();
  await review.getByRole('button', { name: 'Accept' }).click();
  await expect(b).toHaveURL(/#\/log$/);
  const kept = w.cardFigures(START - lostA, START);
  expect(await targetFigures(b, w)).toContain(kept);
  await acceptGameOf(page, b);
  expect(await targetFigures(page, w)).toContain(kept);
  await b.context().close();
});
