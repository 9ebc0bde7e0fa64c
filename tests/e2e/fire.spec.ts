import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { unitCard as card } from '../unit/fixtures';
import { physicalDice } from './support/fire';
import { casualtiesFigure, logEntry, WORDS, type Words } from './support/table';
import { bullsTroopAndScreenedColumn } from './support/units';

/** The Fire screen's verdict when the shot may not be fired: the status under its "May not fire" heading. */
const refusedVerdict = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: /May not fire|Стрелять нельзя/ }) });

test('tap a battery and a target, fire canister through a skirmish screen, apply, undo, refuse a second shot, roundshot next turn, reload', async ({
  page,
}) => {
  await page.goto('./');

  // The roster: a British foot battery and a French column screened by 4 skirmishers.
  await bullsTroopAndScreenedColumn(page, '36');

  // Tap, tap: the Fire screen opens with both.
  await page.getByRole('button', { name: 'Fire with Bull’s Troop' }).click();
  await page.getByRole('button', { name: 'Fire at 1er Bataillon, 45e Ligne' }).click();
  await expect(page).toHaveURL(/#\/fire$/);
  await expect(page.getByRole('heading', { name: 'Fire', level: 1 })).toBeVisible();

  // The answers fold into one line; "Change" opens them. Canister at canister range: only the
  // questions that matter are asked.
  await expect(page.getByText('Roundshot · Effective range · Did not move')).toBeVisible();
  await page.getByRole('button', { name: /Change$/, expanded: false }).click();
  await page.getByRole('radio', { name: 'Canister', exact: true }).check();
  await page.getByRole('radio', { name: 'Canister range' }).check();
  await expect(page.getByRole('group', { name: /30° arc/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /bouncing through/ })).toHaveCount(0);

  // A friendly unit in the arc refuses canister (A) and offers roundshot instead.
  await page
    .getByRole('group', { name: /30° arc/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(page.getByRole('heading', { name: /May not fire/ })).toBeVisible();
  const refusal = refusedVerdict(page);
  await expect(refusal.getByRole('link').first()).toHaveAttribute('href', '#/rules/artillery.restrictions.A');
  await expect(refusal.getByRole('button', { name: /Roundshot/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/fire-refused-light.png' });
  await page
    .getByRole('group', { name: /30° arc/ })
    .getByRole('radio', { name: 'No' })
    .check();

  // Legal: modifiers and odds before the roll.
  await expect(page.getByRole('heading', { name: /May fire/ })).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('Odds');
  await page.screenshot({ path: 'test-results/screens/fire-legal-light.png' });

  // Physical dice 3 + 4 = 7, column +1 = 8 on the practice table: 4 casualties, 1 to the screen.
  await physicalDice(page, 3, 4);
  const result = page.getByRole('article', { name: /Result/ });
  await expect(result).toContainText('7');
  await expect(casualtiesFigure(result, WORDS.en)).toHaveText('4');
  await expect(result).toContainText('to the skirmishers: 1');
  await expect(result).toContainText('to the unit: 3');
  await expect(result).toContainText('Practice values — not from the rulebook');
  await page.screenshot({ path: 'test-results/screens/fire-result-light.png' });

  await result.getByRole('button', { name: 'Apply casualties' }).click();
  await expect(result).toContainText('Casualties applied');
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('region', { name: /Opponent/ })).toContainText('33');
  await expect(page.getByRole('region', { name: /Opponent/ })).toContainText('Skirmish screen: 3 figures');

  // Undo from the log puts the figures back.
  await page.getByRole('link', { name: 'Log' }).click();
  await page.getByRole('button', { name: 'Undo last applied result' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Casualties put back' })).toBeVisible();
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('region', { name: /Opponent/ })).toContainText('36');

  // The Log can apply a shot's casualties too (the result is never lost); undo again.
  await page.getByRole('link', { name: 'Log' }).click();
  const entry = logEntry(page, 'Bull’s Troop', '1er Bataillon, 45e Ligne');
  // A tap on the entry's line opens it (a closed <details> is its summary line).
  await entry.getByRole('group').first().click();
  await entry.getByRole('button', { name: 'Apply casualties' }).click();
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('region', { name: /Opponent/ })).toContainText('33');
  await page.getByRole('link', { name: 'Log' }).click();
  await page.getByRole('button', { name: 'Undo last applied result' }).click();

  // Back on the Fire screen the result is still there; "Fire again" waits for the next turn.
  await page.getByRole('link', { name: 'Fire' }).click();
  const still = page.getByRole('article', { name: /Result/ });
  await expect(casualtiesFigure(still, WORDS.en)).toHaveText('4');
  await expect(still.getByRole('button', { name: 'Fire again' })).toBeDisabled();
  // "Next volley": no battery of mine is left to fire this turn, so the list, Bull's Troop marked.
  await still.getByRole('button', { name: 'Next volley' }).click();
  const firers = page.getByRole('group', { name: 'Firing battery' });
  await expect(firers.getByRole('button', { name: /^Bull’s Troop/ })).toContainText('Fired this turn');
  // Chosen all the same, a second shot this turn is refused (artillery.movement).
  await firers.getByRole('button', { name: /^Bull’s Troop/ }).click();
  await page
    .getByRole('group', { name: 'Target' })
    .getByRole('button', { name: /^1er Bataillon/ })
    .click();
  await expect(refusedVerdict(page)).toContainText(/already fired/i);
  await expect(refusedVerdict(page).getByRole('link').first()).toHaveAttribute(
    'href',
    '#/rules/artillery.movement',
  );

  // Next turn: roundshot at long range with a friend near the front is refused (B.a) ...
  await page.getByRole('button', { name: 'Next turn' }).click();
  // The end of the turn first (issue 36), then its own Next turn.
  await page.getByRole('button', { name: /^On to turn \d+$/ }).click();
  await expect(page.getByText('Turn 2', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Roundshot' }).check();
  await page.getByRole('radio', { name: 'Long range' }).check();
  const near = page.getByRole('group', { name: /in front of the target/ });
  await near.getByRole('radio', { name: 'Yes' }).check();
  const sight = page.getByRole('group', { name: /clear line of sight/i });
  await sight.getByRole('radio', { name: 'No' }).check();
  await expect(refusedVerdict(page).getByRole('link').first()).toHaveAttribute(
    'href',
    '#/rules/artillery.restrictions.B.a',
  );
  // ... unless the line of sight is clear past the friends (the text's worked example).
  await sight.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('heading', { name: /May fire/ })).toBeVisible();
  await page.getByRole('button', { name: 'Roll 2D6' }).click();
  await expect(page.getByRole('article', { name: /Result/ })).toBeVisible();

  // Everything survives a reload.
  await page.reload();
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByText('2 entries')).toBeVisible();
  await expect(page.getByText('Turn 2', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/log-light.png' });
});

/** A game as two players set it up: batteries and battalions on both sides, mine listed first. */
const TABLE = [
  card({ id: 'b1', name: 'Foot Battery 1', arm: 'artillery', figures: 4, startFigures: 4, createdAt: 1 }),
  card({ id: 'b2', name: 'Foot Battery 2', arm: 'artillery', figures: 4, startFigures: 4, createdAt: 2 }),
  card({ id: 'm1', name: '1er de Ligne', createdAt: 3 }),
  card({ id: 'm2', name: '2e de Ligne', createdAt: 4 }),
  card({ id: 'm3', name: '3e de Ligne', formation: 'column', createdAt: 5 }),
  card({ id: 'm4', name: '4e Léger', infantryType: 'light', createdAt: 6 }),
  card({
    id: 'o1',
    name: 'IR 4 Hoch- und Deutschmeister',
    side: 'opponent',
    nation: 'austria',
    formation: 'column',
    createdAt: 7,
  }),
  card({ id: 'o2', name: 'IR 49 Hiller', side: 'opponent', nation: 'austria', figures: 23.5, createdAt: 8 }),
  card({
    id: 'o3',
    name: 'Austrian Battery',
    side: 'opponent',
    nation: 'austria',
    arm: 'artillery',
    figures: 4,
    startFigures: 4,
    createdAt: 9,
  }),
];

/** What the tests below tap, in each language. */
/** Put cards (and game settings) into the app's storage as another tab would, then open the Fire screen. */
async function seed(page: Page, units: readonly object[], game?: object, w: Words = WORDS.en) {
  await page.goto('./');
  // The first visit's "Ready to work offline" toast is closed, as a player does once.
  await expect(page.getByText(w.ready)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: w.close }).click();
  await page.evaluate(
    async ({ units, game }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('grand-battery');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['units', 'meta'], 'readwrite');
      for (const unit of units) tx.objectStore('units').put(unit);
      if (game) tx.objectStore('meta').put(game, 'game');
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
      db.close();
      // The app reads its storage again when another tab says it changed.
      new BroadcastChannel('grand-battery').postMessage('changed');
    },
    { units, game },
  );
  await page.getByRole('link', { name: w.nav.fire }).click();
  await expect(page.getByRole('heading', { name: w.fireTitle, level: 1 })).toBeVisible();
}

/**
 * One tap as a player makes it: the control is on screen and not covered (by the sticky Roll bar,
 * the bottom navigation or anything else) before the tap, and the page has not scrolled.
 */
async function tapInPlace(page: Page, control: ReturnType<Page['getByRole']>) {
  await expect(control).toBeVisible();
  const reach = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      inside:
        box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
      uncovered: top !== null && (top === el || el.contains(top)),
      scrollY: window.scrollY,
    };
  });
  expect(reach).toEqual({ inside: true, uncovered: true, scrollY: 0 });
  await control.tap();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`a volley in four taps without a scroll at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await seed(page, TABLE);
    let taps = 0;
    const tap = async (control: ReturnType<Page['getByRole']>) => {
      await tapInPlace(page, control);
      taps += 1;
    };

    // 1. The battery: mine first (my turn of fire), the opponent's battery listed too.
    const firers = page.getByRole('group', { name: 'Firing battery' });
    await expect(firers.getByRole('button', { name: /Austrian Battery/ })).toHaveCount(1);
    await tap(firers.getByRole('button', { name: /^Foot Battery 1/ }));

    // 2. The target: only the other side's units, none of my own cards to scroll past.
    const targets = page.getByRole('group', { name: 'Target' });
    await expect(targets.getByRole('button')).toHaveCount(3);
    await expect(targets).not.toContainText('de Ligne');
    await tap(targets.getByRole('button', { name: /^IR 4 Hoch/ }));

    // 3. The verdict, the odds and Roll together, the answers in one line.
    await expect(page.getByRole('heading', { name: /May fire/ })).toBeInViewport();
    await expect(page.getByRole('figure')).toBeInViewport();
    await expect(page.getByText('Roundshot · Effective range · Did not move')).toBeInViewport();
    await page.screenshot({ path: `test-results/screens/fire-four-taps-${viewport.width}.png` });
    await tap(page.getByRole('button', { name: 'Roll 2D6' }));

    // 4. Apply, above the chain of steps.
    const result = page.getByRole('article', { name: /Result/ });
    await expect(result).toBeVisible();
    await page.screenshot({ path: `test-results/screens/fire-result-${viewport.width}.png` });
    await tap(result.getByRole('button', { name: 'Apply casualties' }));
    await expect(result).toContainText('Casualties applied');
    expect(taps).toBe(4);
    await noSidewaysScroll(page);
  });
}

/**
 * The page never scrolls sideways: nothing is wider than the phone. (A mobile browser widens its
 * layout viewport to fit what overflows, so compare with the phone's own width, not innerWidth.)
 */
async function noSidewaysScroll(page: Page) {
  const phone = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths).toEqual({ page: phone, viewport: phone });
}

/** No accessibility violation axe can find, at this step. */
async function accessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

/** A control is on screen and nothing covers it (the sticky Roll bar, the navigation, a toast). */
async function uncovered(control: ReturnType<Page['getByRole']>) {
  expect(
    await control.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.bottom <= window.innerHeight && top !== null && (top === el || el.contains(top));
    }),
  ).toBe(true);
}

for (const lang of ['en', 'ru'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
    { width: 320, height: 640 },
  ]) {
    test(`every step of a shot fits a ${viewport.width}×${viewport.height} phone in ${lang}, long names included`, async ({
      page,
    }) => {
      // Six steps, each measured, photographed and checked with axe: more than the default 30 s.
      test.setTimeout(90_000);
      const w = WORDS[lang];
      // The largest text size: today it sizes the rules reader only, so a change that lets it reach
      // this screen is caught here.
      await page.addInitScript((lang) => {
        localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', textSize: 200 }));
      }, lang);
      await page.setViewportSize(viewport);
      const units = [
        ...TABLE,
        card({
          id: 'o4',
          name: 'Infanterie-Regiment Erzherzog Carl Nr. 3, 2. Bataillon',
          side: 'opponent',
          nation: 'austria',
          screen: { attached: true, figures: 4 },
          createdAt: 10,
        }),
      ];
      const game = {
        scale: 'cm',
        campaignYear: 1809,
        turn: 3,
        activePackId: 'practice',
        keepAwake: false,
        sideNames: { mine: 'Armée d’Allemagne (Napoléon)', opponent: 'K.u.K. Hauptarmee (Erzherzog Karl)' },
        phasingSide: 'opponent',
      };
      await seed(page, units, game, w);
      const shot = (name: string) => `test-results/screens/fire-${lang}-${viewport.width}-${name}.png`;

      await noSidewaysScroll(page);
      await page.screenshot({ path: shot('1-batteries') });
      await accessible(page, '1-batteries');
      await page
        .getByRole('group', { name: w.firer })
        .getByRole('button', { name: /^Foot Battery 1/ })
        .click();
      await noSidewaysScroll(page);
      await page.screenshot({ path: shot('2-targets') });
      await accessible(page, '2-targets');
      await page
        .getByRole('group', { name: w.target })
        .getByRole('button', { name: /^Infanterie/ })
        .click();
      await uncovered(page.getByRole('button', { name: w.roll }));
      await noSidewaysScroll(page);
      await page.screenshot({ path: shot('3-shot') });
      await accessible(page, '3-shot');

      // Overhead fire: the two conditions that permit it wait for an answer; no Roll till then.
      await page.getByRole('button', { name: new RegExp(`${w.change}$`), expanded: false }).click();
      await page.getByRole('group', { name: w.overhead }).getByRole('radio', { name: w.yes }).check();
      await expect(page.getByRole('button', { name: w.roll })).toHaveCount(0);
      await noSidewaysScroll(page);
      await page.screenshot({ path: shot('4-unanswered') });
      await accessible(page, '4-unanswered');
      await page.getByRole('group', { name: w.ammo }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: shot('4-form') });
      await page
        .getByRole('group', { name: w.overhead })
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: shot('4-questions') });
      await page
        .getByRole('group', { name: w.overhead })
        .getByRole('radio', { name: w.yes === 'Yes' ? 'No' : 'Нет' })
        .check();

      // A refusal, with its clause link, and Canister at canister range through the screen.
      await page
        .getByRole('group', { name: w.ammo })
        .getByRole('radio', { name: w.canister, exact: true })
        .check();
      await page.getByRole('radio', { name: w.canisterRange }).check();
      await page.getByRole('group', { name: w.arc }).getByRole('radio', { name: w.yes }).check();
      await expect(refusedVerdict(page).getByRole('link').first()).toBeVisible();
      await noSidewaysScroll(page);
      await refusedVerdict(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.screenshot({ path: shot('5-refused') });
      await accessible(page, '5-refused');
      await page
        .getByRole('group', { name: w.arc })
        .getByRole('radio', { name: w.yes === 'Yes' ? 'No' : 'Нет' })
        .check();
      await page.evaluate(() => window.scrollTo(0, 0));
      await uncovered(page.getByRole('button', { name: w.roll }));
      await page.getByRole('button', { name: w.roll }).click();

      const result = page.getByRole('article', { name: w.result });
      await expect(result).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot('6-result') });
      await accessible(page, '6-result');
      await uncovered(result.getByRole('button', { name: w.apply }));
      await noSidewaysScroll(page);
    });
  }
}
