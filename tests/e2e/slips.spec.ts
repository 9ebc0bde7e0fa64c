/**
 * Issue 35, "an evening without slips" (findings 1–7 and 9): the turn, the volley and every Undo
 * never disagree, played where the issue played them: 360×640 in Russian and 390×844 in English,
 * at browser text 100 % and 150 % (the names at 150 % and 200 %).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  CELLS,
  chosenNames,
  firerButton,
  openWithSides,
  rollAndApply,
  rowsOf,
  SIDES,
  SLIP_WORDS,
  targetButton,
  textCut,
  unitName,
  volleyFromFireTab,
} from './slips-helpers';
import { figures, type Lang, logEntry, resultCard, unitCard, WORDS } from './support/table';
import { ARMY, browserTextSize } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

const turnShown = (page: Page) => page.locator('.game-bar .turn');

/** A card's figures on the roster, as its start less `lost`. */
async function rosterShows(page: Page, lang: Lang, id: string, lost: number) {
  const w = WORDS[lang];
  const unit = ARMY[lang].find((u) => u.id === id);
  if (!unit) throw new Error(id);
  await page.getByRole('link', { name: w.nav.units, exact: true }).click();
  // The roster draws the cards near the screen: to its end, so every card is drawn.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.locator('.unit-card').count();
    })
    .toBe(ARMY[lang].length);
  await expect(unitCard(page, unit.name)).toContainText(
    w.cardFigures(unit.startFigures - lost, unit.startFigures),
  );
}

for (const { lang, width, height } of CELLS) {
  for (const text of [100, 150] as const) {
    const w = WORDS[lang];
    const s = SLIP_WORDS[lang];
    test.describe(`${lang}, ${width}×${height}, text ${text} %`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height });
        await browserTextSize(page, text);
        await openWithSides(page, lang);
      });

      test('1, 2: Undo of Next turn never leaves a shot in a turn the game has left; each Undo says what it undoes', async ({
        page,
      }) => {
        const first = await volleyFromFireTab(page, lang, 'b1', 'o1');
        await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
        // The end of the turn first (issue 36): its own button moves the turn.
        await page.getByRole('button', { name: w.onToTurn }).click();
        await expect(turnShown(page)).toHaveText(w.turn(2));
        const second = await volleyFromFireTab(page, lang, 'b2', 'o1');

        // Two Undo buttons on screen, each saying what it undoes.
        const undoTurn = page.getByRole('button', { name: s.undoTurnName(2) });
        await expect(undoTurn).toHaveText(s.undoTurn(2));
        await expect(resultCard(page, w).getByRole('button', { name: s.undoApply })).toBeVisible();
        await expect(page.getByRole('button', { name: w.undo, exact: true })).toHaveCount(0);

        // The turn's Undo is refused, with its reason: turn 2 has a shot; nothing moves.
        await undoTurn.click();
        await expect(page.getByRole('status').filter({ hasText: s.turnHasShots(2) })).toBeVisible();
        await expect(turnShown(page)).toHaveText(w.turn(2));
        await expect(undoTurn).toHaveCount(0);
        await page.getByRole('link', { name: w.nav.log, exact: true }).click();
        const shots = logEntry(page, unitName(lang, 'b2'), unitName(lang, 'o1'));
        await expect(shots).toContainText(`${w.turn(2)} ·`);
        await expect(shots).toContainText(w.entryApplied);
        await rosterShows(page, lang, 'o1', first + second);
      });

      test('3: a new turn’s Fire tab is ready for a fresh volley; Next volley does not re-aim', async ({
        page,
      }) => {
        await volleyFromFireTab(page, lang, 'b1', 'o1');
        await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
        await targetButton(page, lang, 'o3').click();
        await rollAndApply(page, lang);
        await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
        await page.getByRole('button', { name: w.onToTurn }).click();
        await expect(turnShown(page)).toHaveText(w.turn(2));

        // The Fire tab in turn 2: the battery list, not last turn's applied result.
        await page.getByRole('link', { name: w.nav.units, exact: true }).click();
        await page.getByRole('link', { name: w.nav.fire, exact: true }).click();
        await expect(resultCard(page, w)).toHaveCount(0);
        await expect(page.getByRole('group', { name: w.firer })).toBeVisible();
        await firerButton(page, lang, 'b1').click();
        await targetButton(page, lang, 'o1').click();
        await rollAndApply(page, lang);
        // Next volley: b2, which fired at o3 last turn, is not aimed at o3 again: its target is asked.
        await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
        await expect(chosenNames(page)).toHaveText([unitName(lang, 'b2')]);
        await expect(page.getByRole('group', { name: w.target })).toBeVisible();
      });

      test('4: once my side has no battery left to fire, Next volley goes to the other side', async ({
        page,
      }) => {
        await volleyFromFireTab(page, lang, 'b1', 'o1');
        for (const battery of ['b2', 'b3']) {
          await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
          await expect(chosenNames(page)).toHaveText([unitName(lang, battery)]);
          await targetButton(page, lang, 'o1').click();
          await rollAndApply(page, lang);
        }
        // Every battery of mine has fired: the opponent's battery, in four taps.
        await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
        await expect(chosenNames(page)).toHaveText([unitName(lang, 'o2')]);
        await expect(page.locator('.chosen-role').first()).toContainText(SIDES[lang].opponent);
        await targetButton(page, lang, 'm1').click();
        await rollAndApply(page, lang);
        // No battery left on either side: the list, and it never says the French still fire first.
        await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
        const firers = page.getByRole('group', { name: w.firer });
        await expect(firers).toBeVisible();
        for (const id of ['b1', 'b2', 'b3', 'o2'])
          await expect(firerButton(page, lang, id)).toContainText(w.firedThisTurn);
      });

      test('4: the battery list says the other side fires now once the first side has fired', async ({
        page,
      }) => {
        await volleyFromFireTab(page, lang, 'b1', 'o1');
        for (const battery of ['b2', 'b3']) {
          await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
          await expect(chosenNames(page)).toHaveText([unitName(lang, battery)]);
          await targetButton(page, lang, 'o1').click();
          await rollAndApply(page, lang);
        }
        await page.getByRole('link', { name: w.nav.units, exact: true }).click();
        await page.getByRole('link', { name: w.nav.fire, exact: true }).click();
        // The result on screen is b3's; the list comes with Change.
        await page.locator('.chosen').first().getByRole('button').click();
        await expect(page.locator('.phasing')).toHaveText(
          new RegExp(`${s.firingNow}\\s*${SIDES[lang].opponent}`),
        );
        await expect(page.locator('.side-title').first()).toHaveText(SIDES[lang].opponent);
      });

      test('6: New game is above the Log, asks first with the cards it puts back, and Cancel keeps the game', async ({
        page,
      }) => {
        const first = await volleyFromFireTab(page, lang, 'b1', 'o1');
        await resultCard(page, w).getByRole('button', { name: w.nextVolley }).click();
        await targetButton(page, lang, 'o3').click();
        const hit = await rollAndApply(page, lang);
        await page.getByRole('link', { name: w.nav.log, exact: true }).click();
        const newGame = page.getByRole('button', { name: w.newGame, exact: true });
        // On screen as the Log opens: no swipe through the entries.
        await expect(newGame).toBeInViewport({ ratio: 1 });
        await newGame.click();
        const question = page.getByRole('region', { name: s.newGameAsk(2) });
        // The cards hit (two, or fewer when a volley hit nothing) go back to their start.
        await expect(question).toContainText(s.cardsBack(Number(first > 0) + Number(hit > 0)));
        await expect(turnShown(page)).toHaveText(w.turn(1));
        await question.getByRole('button', { name: s.cancel }).click();
        await expect(question).toHaveCount(0);
        await expect(page.getByRole('heading', { name: w.game(2) })).toHaveCount(0);
        await rosterShows(page, lang, 'o3', hit);

        await page.getByRole('link', { name: w.nav.log, exact: true }).click();
        await newGame.click();
        await page.getByRole('button', { name: s.startGame(2) }).click();
        await expect(page.getByRole('status').filter({ hasText: w.gameStarted(2) })).toBeVisible();
        await rosterShows(page, lang, 'o3', 0);
      });

      test('7: a volley chosen is there again when the app was closed a second later', async ({
        page,
        context,
      }) => {
        await page.getByRole('link', { name: w.nav.fire, exact: true }).click();
        await firerButton(page, lang, 'b2').click();
        await targetButton(page, lang, 'o3').click();
        await expect(page.getByRole('button', { name: w.roll })).toBeVisible();
        await page.close();

        const again = await context.newPage();
        await again.setViewportSize({ width, height });
        await again.goto('./');
        await again.getByRole('link', { name: w.nav.fire, exact: true }).click();
        await expect(chosenNames(again)).toHaveText([
          unitName(lang, 'b2'),
          `${unitName(lang, 'o3')} · ${figures(ARMY[lang].find((u) => u.id === 'o3')?.startFigures ?? 0)}`,
        ]);
        await expect(again.getByRole('button', { name: w.roll })).toBeVisible();
      });

      test('9: the game’s file says the game, the turn and the side in safe characters', async ({ page }) => {
        await volleyFromFireTab(page, lang, 'b1', 'o1');
        await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
        await page.getByRole('button', { name: w.onToTurn }).click();
        await expect(turnShown(page)).toHaveText(w.turn(2));
        await page.goto('./#/settings/share/show/game');
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: s.shareFile }).click();
        const name = (await downloading).suggestedFilename();
        const side = lang === 'en' ? 'french' : 'frantsuzy';
        expect(name).toMatch(new RegExp(`^grand-battery-game-1-turn-2-${side}-\\d{4}-\\d{2}-\\d{2}\\.json$`));

        await page.goto('./#/settings/share/show/roster/opponent');
        const roster = page.waitForEvent('download');
        await page.getByRole('button', { name: s.shareFile }).click();
        const opponent = lang === 'en' ? 'austrians' : 'avstriitsy';
        expect((await roster).suggestedFilename()).toMatch(
          new RegExp(`^grand-battery-game-1-turn-2-roster-${opponent}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
        );
      });
    });
  }
}

// 5. The firing battery's full name at 150 % and 200 % text: the roster's banner and the Fire card;
// the game bar with its Undo on one row at 360 in Russian at 100 %.
for (const { lang, width, height } of CELLS) {
  for (const text of [150, 200] as const) {
    const w = WORDS[lang];
    test(`5: ${lang}, ${width}×${height}, text ${text} %: the firing battery’s name is never cut`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await browserTextSize(page, text);
      await openWithSides(page, lang);
      const battery = unitName(lang, 'b1');
      await page.getByRole('button', { name: w.fireWith(battery) }).click();
      const banner = page.locator('.fire-banner');
      await expect(banner).toContainText(battery);
      await page.screenshot({ path: `test-results/screens/slips-banner-${lang}-${width}-${text}.png` });
      expect(await textCut(banner), 'the firing banner').toEqual([]);

      await page.getByRole('button', { name: w.fireAt(unitName(lang, 'o1')) }).click();
      const card = page.locator('.chosen').first();
      await expect(card).toContainText(battery);
      await expect(card).toContainText(SIDES[lang].mine);
      await page.screenshot({ path: `test-results/screens/slips-fire-card-${lang}-${width}-${text}.png` });
      expect(await textCut(card), 'the Fire card').toEqual([]);
      expect(await textCut(page.locator('.game-bar')), 'the game bar').toEqual([]);
    });
  }
}

test('5: ru, 360×640, text 100 %: the game bar with its Undo of the turn on one row', async ({ page }) => {
  const w = WORDS.ru;
  await page.setViewportSize({ width: 360, height: 640 });
  await openWithSides(page, 'ru');
  await page.getByRole('button', { name: w.nextTurn, exact: true }).click();
  await page.getByRole('button', { name: w.onToTurn }).click();
  await expect(page.getByRole('button', { name: SLIP_WORDS.ru.undoTurnName(2) })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/slips-game-bar-ru-360.png' });
  expect(await rowsOf(page.locator('.game-bar'))).toBe(1);
});
