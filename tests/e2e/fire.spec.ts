import { expect, type Page, test } from '@playwright/test';

async function newUnit(page: Page, kind: 'New battalion' | 'New battery', name: string) {
  await page.getByRole('button', { name: kind }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  return dialog;
}

/** Tap the two faces of the physical dice thrown. */
async function physicalDice(page: Page, a: number, b: number) {
  await page.getByRole('button', { name: 'Enter my dice' }).click();
  await page.getByRole('button', { name: `Die 1: ${a}` }).click();
  await page.getByRole('button', { name: `Die 2: ${b}` }).click();
  await page.getByRole('button', { name: `Use these dice: ${a} + ${b}` }).click();
}

test('tap a battery and a target, fire canister through a skirmish screen, apply, undo, refuse a second shot, roundshot next turn, reload', async ({
  page,
}) => {
  await page.goto('./');

  // The roster: a British foot battery and a French column screened by 4 skirmishers.
  const battery = await newUnit(page, 'New battery', 'Bull’s Troop');
  await battery.getByRole('combobox', { name: 'Nation' }).selectOption('britain');
  await battery.getByRole('combobox', { name: 'Gun type' }).selectOption('9pdr');
  await battery.getByRole('button', { name: 'Save' }).click();

  const column = await newUnit(page, 'New battalion', '1er Bataillon, 45e Ligne');
  await column.getByText('Opponent', { exact: true }).click();
  await column.getByRole('combobox', { name: 'Nation' }).selectOption('france');
  await column.getByText('Column', { exact: true }).click();
  await column.getByRole('textbox', { name: 'Starting figures' }).fill('36');
  await column.getByRole('textbox', { name: 'Current figures' }).fill('36');
  await column.getByText('Skirmish screen attached').click();
  await column.getByRole('textbox', { name: 'Skirmish screen figures' }).fill('4');
  await column.getByRole('button', { name: 'Save' }).click();

  // Tap, tap: the Fire screen opens with both.
  await page.getByRole('button', { name: 'Fire with Bull’s Troop' }).click();
  await page.getByRole('button', { name: 'Fire at 1er Bataillon, 45e Ligne' }).click();
  await expect(page).toHaveURL(/#\/fire$/);
  await expect(page.getByRole('heading', { name: 'Fire', level: 1 })).toBeVisible();

  // The answers fold into one line; "Change" opens them. Canister at canister range: only the
  // questions that matter are asked.
  await expect(page.getByText('Roundshot · Effective range · Did not move')).toBeVisible();
  await page.getByRole('button', { name: 'Change', expanded: false }).click();
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
  const refusal = page.locator('.verdict.refused');
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
  await expect(result.locator('.big-number')).toHaveText('4');
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
  await page.locator('.log-entry summary').first().click();
  await page.locator('.log-entry').first().getByRole('button', { name: 'Apply casualties' }).click();
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('region', { name: /Opponent/ })).toContainText('33');
  await page.getByRole('link', { name: 'Log' }).click();
  await page.getByRole('button', { name: 'Undo last applied result' }).click();

  // Back on the Fire screen the result is still there; "Fire again" waits for the next turn.
  await page.getByRole('link', { name: 'Fire' }).click();
  const still = page.getByRole('article', { name: /Result/ });
  await expect(still.locator('.big-number')).toHaveText('4');
  await expect(still.getByRole('button', { name: 'Fire again' })).toBeDisabled();
  // A second shot this turn is refused (artillery.movement).
  await still.getByRole('button', { name: 'New shot' }).click();
  await expect(page.locator('.verdict.refused')).toContainText(/already fired/i);
  await expect(page.locator('.verdict.refused').getByRole('link').first()).toHaveAttribute(
    'href',
    '#/rules/artillery.movement',
  );

  // Next turn: roundshot at long range with a friend near the front is refused (B.a) ...
  await page.getByRole('button', { name: 'Next turn' }).click();
  await expect(page.getByText('Turn 2')).toBeVisible();
  await page.getByRole('radio', { name: 'Roundshot' }).check();
  await page.getByRole('radio', { name: 'Long range' }).check();
  const near = page.getByRole('group', { name: /in front of the target/ });
  await near.getByRole('radio', { name: 'Yes' }).check();
  const sight = page.getByRole('group', { name: /clear line of sight/i });
  await sight.getByRole('radio', { name: 'No' }).check();
  await expect(page.locator('.verdict.refused').getByRole('link').first()).toHaveAttribute(
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

/** A unit card as the app stores it; each test says only what matters to it. */
function card(patch: Record<string, unknown>) {
  return {
    side: 'mine',
    nation: 'france',
    arm: 'infantry',
    infantryType: 'line',
    markers: { jager: false, fusilier: false, imperialGuard: false },
    class: 'line',
    startFigures: 36,
    figures: 36,
    formation: 'line',
    screen: { attached: false, figures: 0 },
    gunType: '6pdr',
    batteryKind: 'foot',
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}

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

/** Put cards (and game settings) into the app's storage as another tab would, then open the Fire screen. */
async function seed(page: Page, units: readonly object[], game?: object) {
  await page.goto('./');
  // The first visit's "Ready to work offline" toast is closed, as a player does once.
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Close' }).click();
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
  await page.getByRole('link', { name: 'Fire' }).click();
  await expect(page.getByRole('heading', { name: 'Fire', level: 1 })).toBeVisible();
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
  });
}
