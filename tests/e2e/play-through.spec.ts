/**
 * Issue 22 (and 35): a whole evening on one phone, as two players play it. Sasha (mine: three
 * batteries) and Misha (the opponent's battery) fire for three turns: both sides every turn, each
 * from the roster, the Fire tab and the last result, an Undo, Next turn (once undone from the game
 * bar), a Clear log, and at the end New game (it asks first) with its Undo. Every volley's
 * taps are counted from where the player is (each control on screen and uncovered before its tap;
 * a scroll where one is needed), and after each turn every card shows its figures as the start
 * less the casualties applied to it. README.md ("An evening's play, tap by tap") records the counts.
 */
import { expect, type Locator, test } from '@playwright/test';
import { casualtiesFigure, resultCard, WORDS } from './support/table';
import { ARMY, browserTextSize, openWithArmy, tapCounter } from './volley-helpers';

test.use({ serviceWorkers: 'block' });

/** ½, 2, 1½ as the result card prints them. */
const figuresOf = (text: string) => {
  const t = text.trim();
  const whole = t.replace('½', '');
  return (whole === '' ? 0 : Number(whole)) + (t.endsWith('½') ? 0.5 : 0);
};

type Volley = { turn: number; who: string; from: string; taps: number; scrolls: number };

for (const { lang, width, height, text } of [
  { lang: 'en', width: 390, height: 844, text: 100 },
  { lang: 'ru', width: 360, height: 640, text: 200 },
] as const) {
  test(`${lang}, ${width}×${height}, text ${text} %: three turns as two players on one phone, taps counted`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    // The evening's army, every card at full strength: its figures are its start less what hits it.
    const army = ARMY[lang].map((u) => ({ ...u, figures: u.startFigures }));
    const unit = (id: string) => army.find((u) => u.id === id) ?? army[0];
    const name = (id: string) => unit(id)?.name ?? id;
    // What each card shows: the figures it started the evening with, less what was applied.
    const figures = new Map(army.map((u) => [u.id, u.figures]));
    // A thumb's scroll where a control is off screen (Misha's battery is low on the roster) is
    // allowed, and recorded with the taps.
    const allowed = { scrolls: 3 };
    const volleys: Volley[] = [];
    let turn = 1;

    await page.setViewportSize({ width, height });
    await browserTextSize(page, text);
    await openWithArmy(page, lang, army);

    const result = resultCard(page, w);
    /** One volley, its taps counted: `aim` taps up to the Roll; then Roll and Apply. */
    const volley = async (
      who: string,
      from: string,
      target: string,
      aim: (tap: (control: Locator, what: string) => Promise<void>) => Promise<void>,
    ) => {
      const { count, tap } = tapCounter(page, allowed);
      await aim(tap);
      await tap(page.getByRole('button', { name: w.roll }), 'Roll');
      await expect(result).toBeVisible();
      const hit = figuresOf((await casualtiesFigure(result, w).textContent()) ?? '');
      await tap(result.getByRole('button', { name: w.apply }), 'Apply');
      await expect(result).toContainText(w.applied);
      figures.set(target, Math.max(0, (figures.get(target) ?? 0) - hit));
      volleys.push({ turn, who, from, ...count });
      return hit;
    };
    /** From the roster: the battery, then the target. */
    const fromRoster =
      (battery: string, target: string) => async (tap: ReturnType<typeof tapCounter>['tap']) => {
        await tap(page.getByRole('button', { name: w.fireWith(name(battery)) }), 'the battery');
        await tap(page.getByRole('button', { name: w.fireAt(name(target)) }), 'the target');
      };
    /** From the last result: Next volley, which brings `battery` (never aimed: the target is a tap). */
    const nextVolley =
      (battery: string, target: string) => async (tap: ReturnType<typeof tapCounter>['tap']) => {
        await tap(result.getByRole('button', { name: w.nextVolley }), 'Next volley');
        await expect(page.locator('.chosen-name')).toHaveText([name(battery)]);
        await tap(
          page
            .getByRole('group', { name: w.target })
            .getByRole('button', { name: new RegExp(`^${name(target).replace(/[()]/g, '\\$&')}`) }),
          'the target',
        );
      };
    /**
     * Every unit on the roster shows the start less what was applied to it (not a tap of the play):
     * on its row of the List, the roster's view for an army of this size.
     */
    const cardsShowFigures = async (when: string) => {
      await page.getByRole('link', { name: w.nav.units }).click();
      // The roster draws the units near the screen: to its end, so every one is drawn.
      const rows = page.locator('.unit-row');
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return rows.count();
        })
        .toBe(army.length);
      for (const u of army)
        await expect(
          rows.filter({ has: page.getByText(u.name, { exact: true }) }),
          `${when}: ${u.name}`,
        ).toContainText(w.rowFigures(figures.get(u.id) ?? 0, u.startFigures));
    };
    const turnShown = (n: number) => page.getByText(w.turn(n), { exact: true }).first();
    /** The taps between volleys (Undo, Next turn, Clear log, New game), held to the same rule. */
    const steps: { turn: number; what: string; taps: number; scrolls: number }[] = [];
    const counted = async (control: Locator, what: string) => {
      const { count, tap } = tapCounter(page, allowed);
      await tap(control, what);
      steps.push({ turn, what, ...count });
    };

    /** From the Fire tab: the tab, the battery, then the target. */
    const fromFireTab =
      (battery: string, target: string) => async (tap: ReturnType<typeof tapCounter>['tap']) => {
        await tap(page.getByRole('link', { name: w.nav.fire, exact: true }), 'the Fire tab');
        await tap(
          page
            .getByRole('group', { name: w.firer })
            .getByRole('button', { name: new RegExp(`^${name(battery).replace(/[()]/g, '\\$&')}`) }),
          'the battery',
        );
        await tap(
          page
            .getByRole('group', { name: w.target })
            .getByRole('button', { name: new RegExp(`^${name(target).replace(/[()]/g, '\\$&')}`) }),
          'the target',
        );
      };

    // Turn 1. Sasha fires his three batteries, from the roster, then each from the last result;
    // Misha fires his from the roster and takes it back with Undo.
    await volley('Sasha', 'roster', 'o1', fromRoster('b1', 'o1'));
    await volley('Sasha', 'last result', 'o3', nextVolley('b2', 'o3'));
    await volley('Sasha', 'last result', 'o1', nextVolley('b3', 'o1'));
    const before = figures.get('m1') ?? 0;
    await volley('Misha', 'roster (Units tab tapped)', 'm1', async (tap) => {
      await tap(page.getByRole('link', { name: w.nav.units, exact: true }), 'Units');
      await fromRoster('o2', 'm1')(tap);
    });
    await counted(result.getByRole('button', { name: w.undoApply, exact: true }), 'Undo');
    await expect(result.getByRole('button', { name: w.apply })).toBeVisible();
    figures.set('m1', before);
    await cardsShowFigures('after turn 1');

    // Turn 2. Misha first, from the Fire tab (a fresh volley: last turn's result has given way);
    // then Sasha's three from each result (Misha has no battery left: Next volley goes to Sasha);
    // then the log cleared, which changes no card.
    await counted(page.getByRole('button', { name: w.nextTurn, exact: true }), 'Next turn');
    await counted(
      page.getByRole('button', { name: w.onToTurn }),
      'On to the next turn (the end of the turn, issue 36)',
    );
    turn = 2;
    await expect(turnShown(2)).toBeVisible();
    await volley('Misha', 'Fire tab (tab tapped)', 'm2', fromFireTab('o2', 'm2'));
    await volley('Sasha', 'last result (other side)', 'o1', nextVolley('b1', 'o1'));
    await volley('Sasha', 'last result', 'o3', nextVolley('b2', 'o3'));
    await volley('Sasha', 'last result', 'o3', nextVolley('b3', 'o3'));
    await counted(page.getByRole('link', { name: w.nav.log, exact: true }), 'Log');
    await counted(page.getByRole('button', { name: w.clearLog }), 'Clear log');
    await expect(page.getByText(w.emptyLog)).toBeVisible();
    await cardsShowFigures('after turn 2 and Clear log');

    // Turn 3: Sasha from the Fire tab, then from each result, then Misha from the last result.
    await counted(page.getByRole('button', { name: w.nextTurn, exact: true }), 'Next turn');
    await counted(
      page.getByRole('button', { name: w.onToTurn }),
      'On to the next turn (the end of the turn, issue 36)',
    );
    await expect(turnShown(3)).toBeVisible();
    // Pressed too soon: the game bar's Undo takes it back to turn 2 (no card changes), then again.
    await counted(page.getByRole('button', { name: w.undoNextTurn(2) }), 'Undo of Next turn');
    await expect(turnShown(2)).toBeVisible();
    await cardsShowFigures('after Next turn and its Undo');
    await counted(page.getByRole('button', { name: w.nextTurn, exact: true }), 'Next turn');
    await counted(
      page.getByRole('button', { name: w.onToTurn }),
      'On to the next turn (the end of the turn, issue 36)',
    );
    turn = 3;
    await expect(turnShown(3)).toBeVisible();
    await volley('Sasha', 'Fire tab (tab tapped)', 'o1', fromFireTab('b1', 'o1'));
    await volley('Sasha', 'last result', 'o3', nextVolley('b2', 'o3'));
    await volley('Sasha', 'last result', 'o1', nextVolley('b3', 'o1'));
    await volley('Misha', 'last result (other side)', 'm2', nextVolley('o2', 'm2'));
    await cardsShowFigures('after turn 3');

    // New game, and its Undo from the toast: turn 3 and every card as it was.
    await counted(page.getByRole('link', { name: w.nav.log }), 'Log');
    await counted(page.getByRole('button', { name: w.newGame }), 'New game');
    await counted(page.getByRole('button', { name: w.startGame(2) }), 'Start game 2');
    const toast = page.getByRole('status').filter({ hasText: w.gameStarted(2) });
    await expect(toast).toBeVisible();
    await expect(turnShown(1)).toBeVisible();
    await counted(toast.getByRole('button', { name: w.undo }), 'Undo of New game');
    await expect(turnShown(3)).toBeVisible();
    await cardsShowFigures('after New game and its Undo');
    // And New game kept: every card back at its starting figures, turn 1.
    await page.getByRole('link', { name: w.nav.log }).tap();
    await page.getByRole('button', { name: w.newGame }).tap();
    await page.getByRole('button', { name: w.startGame(2) }).tap();
    await expect(turnShown(1)).toBeVisible();
    for (const u of army) figures.set(u.id, u.startFigures);
    await cardsShowFigures('after New game');

    // The record: taps per volley from where the player was (README.md keeps these figures). From the
    // roster, the Fire tab or the last result, a volley is battery (or Next volley), target, Roll,
    // Apply: four taps, five where the tab or the Units tab is tapped first.
    const taps = volleys.map((v) => v.taps);
    expect(taps).toEqual([4, 4, 4, 5, 5, 4, 4, 4, 5, 4, 4, 4]);
    // Undo 1, Next turn and the end of the turn's On to turn 2 2, Log and Clear log 2, Next turn (2)
    // with its Undo and again (2) 5, Log, New game, its question and its Undo 4: a tap each.
    expect(steps.map((step) => step.taps)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await test
      .info()
      .attach('volleys', { body: JSON.stringify(volleys, null, 1), contentType: 'application/json' });
    console.log(`${lang}, ${width}×${height}, text ${text} %: the evening's taps`);
    console.log(steps.map((v) => `${v.turn} ${v.what}: ${v.taps} taps, ${v.scrolls} scrolls`).join('\n'));
    console.log(
      volleys
        .map((v) => `${v.turn} ${v.who} from ${v.from}: ${v.taps} taps, ${v.scrolls} scrolls`)
        .join('\n'),
    );
    for (const who of ['Sasha', 'Misha'])
      console.log(
        `${who}: ${volleys.filter((v) => v.who === who).length} volleys, ${volleys
          .filter((v) => v.who === who)
          .reduce((sum, v) => sum + v.taps, 0)} taps`,
      );
  });
}
