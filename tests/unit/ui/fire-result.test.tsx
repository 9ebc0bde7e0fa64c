// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { type FireChain, type FireSetup, resolveFire } from '../../../src/core';
import { checkText } from '../../../src/i18n/engine';
import { practicePack } from '../../../src/packs';
import type { ResolutionRecord, UnitCard } from '../../../src/records/model';
import {
  chooseBattery,
  chooseTarget,
  clearFireSelection,
  showResult,
} from '../../../src/state/fire/selection';
import { shotRecord, unitCard } from '../fixtures';
import { withDb } from '../game';
import { g } from '../screen';
import {
  answer,
  checked,
  choose,
  chosenTarget,
  fireSetup,
  freshFireEachTest,
  group,
  openForm,
  pick,
  RU,
  renderFireScreen,
} from './fire-helpers';

function card(patch: Partial<UnitCard> = {}): UnitCard {
  return unitCard({ side: 'opponent', nation: 'prussia', gunType: '9pdr', ...patch });
}

const BATTERY = card({
  id: 'bat',
  name: 'Foot Battery',
  side: 'mine',
  nation: 'france',
  arm: 'artillery',
  figures: 4,
  createdAt: 1,
});
const COLUMN = card({ id: 'col', name: 'Column', formation: 'column', createdAt: 2 });
/** A line battalion screened by skirmishers: the casualties split (artillery.skirmishers.*). */
const SCREENED = card({
  id: 'scr',
  name: 'Screened Line',
  figures: 30,
  screen: { attached: true, figures: 6 },
  createdAt: 3,
});

/** The Fire screen with the Log beside it, as the phone shows them one tap apart; seeded with the cards above. */
async function renderFire(lang: 'en' | 'ru' = 'en', seed = true) {
  const view = await renderFireScreen({ lang, log: true });
  if (seed) {
    await g().units.save(BATTERY);
    await g().units.save(COLUMN);
    await g().units.save(SCREENED);
  }
  return view;
}

/** Tap the two faces thrown, as with real dice on the table, then confirm them. */
function throwDice(first: number, second: number, die = 'Die') {
  fireEvent.click(screen.getByRole('button', { name: `${die} 1: ${first}` }));
  fireEvent.click(screen.getByRole('button', { name: `${die} 2: ${second}` }));
  const confirm = die === 'Die' ? 'Use these dice' : 'Принять кубики';
  fireEvent.click(screen.getByRole('button', { name: `${confirm}: ${first} + ${second}` }));
}

const setupFor = (target: UnitCard, patch: Partial<FireSetup> = {}) => fireSetup(BATTERY, target, patch);

/** What the engine says these dice do: the screen must show exactly this. */
function expected(setup: FireSetup, dice: [number, number]): FireChain {
  const result = resolveFire({ ...setup, dice }, practicePack);
  if (!result.legal) throw new Error('expected a legal shot');
  return result.chain;
}

const unit = (id: string) => g().state.units.find((u) => u.id === id);
const logRegion = () => screen.getByRole('region', { name: /^(Log|Журнал)$/ });
/** The log's entries (the lists inside an entry's chain are not entries). */
const logEntries = () => [...logRegion().querySelectorAll<HTMLElement>('ol > li')];

freshFireEachTest();

describe('physical dice', () => {
  it('Escape closes the pad as Back does: nothing logged, Roll back in its place', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Die 1: 4' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Die 1: 4' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();
    expect(g().state.log).toHaveLength(0);
    // Another key does nothing to an open pad.
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Die 1: 4' })).toBeInTheDocument();
  });

  it('two tapped faces give the result the engine gives for those dice', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    // The second die waits for the first.
    expect(screen.getByRole('button', { name: 'Die 2: 3' })).toBeDisabled();
    // A mis-tap is put right before anything is logged.
    fireEvent.click(screen.getByRole('button', { name: 'Die 1: 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Die 2: 1' }));
    expect(screen.getByRole('button', { name: 'Use these dice: 1 + 1' })).toBeEnabled();
    expect(g().state.log).toHaveLength(0);
    throwDice(5, 3);

    const chain = expected(setupFor(COLUMN), [5, 3]);
    const result = await screen.findByRole('article', { name: 'Result: Foot Battery → Column' });
    expect(within(result).getByRole('status')).toHaveTextContent(
      `${chain.casualties}Casualties: ${chain.casualties} ${chain.casualties === 1 ? 'figure' : 'figures'}`,
    );
    expect(result).toHaveTextContent(`5 + 3 = ${chain.roll}`);
    expect(result).toHaveTextContent(
      `Modified score${chain.roll} + ${chain.totalModifier} = ${chain.modifiedScore}`,
    );
    expect(result).toHaveTextContent(`Roundshot · Effective range · ${chain.cell.row} →`);
    expect(result).toHaveTextContent('Practice values — not from the rulebook');
    expect(g().state.log[0]).toMatchObject({ dice: [5, 3], diceSource: 'physical' });
  });

  it('the same dice at a screened line: the shown split is the engine’s (artillery.skirmishers.canister)', async () => {
    await renderFire();
    pick('Foot Battery', 'Screened Line');
    choose('Ammunition', 'Canister');
    choose('Range band', 'Canister range');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(6, 4);
    const chain = expected(setupFor(SCREENED, { ammo: 'canister', range: { band: 'canister' } }), [6, 4]);
    // The split, with its clause, right under the casualties and Apply.
    const split = within(await screen.findByRole('article')).getByText(
      `to the skirmishers: ${chain.allocation.skirmishers} · to the unit: ${chain.allocation.line}`,
      { exact: false },
    );
    expect(within(split).getByRole('link')).toHaveAttribute('href', '#/rules/artillery.skirmishers.canister');
  });
});

describe('what the engine checked', () => {
  /** The result card's "Checked" lines: each sentence and where its clause link goes. */
  function checkedLines(result: HTMLElement, term: string) {
    const dd = within(result).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    return within(dd)
      .getAllByRole('listitem')
      .map((li) => ({ text: li.textContent, href: within(li).getByRole('link').getAttribute('href') }));
  }

  it('the result card lists every check the shot passed, each with its clause link', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(5, 3);
    const result = await screen.findByRole('article', { name: 'Result: Foot Battery → Column' });
    const chain = expected(setupFor(COLUMN), [5, 3]);
    const lines = checkedLines(result, 'Checked');
    expect(lines).toHaveLength(chain.checks.length);
    lines.forEach((line, i) => {
      const check = chain.checks[i];
      if (!check) throw new Error('a line the engine did not check');
      expect(line.text).toContain(checkText('en', check, { scale: 'cm' }));
      expect(line.href).toBe(`#/rules/${check.ruleRef}`);
    });
    expect(lines.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('The target is an enemy unit.'),
        expect.stringContaining('The target has figures to lose.'),
        expect.stringContaining('The casualty table has a column for this ammunition at this range.'),
      ]),
    );
  });

  it('in Russian, with the clause titles in Russian', async () => {
    await renderFire('ru');
    pick('Foot Battery', 'Column', RU);
    fireEvent.click(screen.getByRole('button', { name: 'Ввести свои кубики' }));
    throwDice(5, 3, 'Кубик');
    const result = await screen.findByRole('article', { name: 'Результат: Foot Battery → Column' });
    const lines = checkedLines(result, 'Проверено');
    const enemy = lines.find((l) => l.text?.includes('Цель — подразделение противника.'));
    expect(enemy?.href).toMatch(/^#\/rules\//);
    expect(lines.every((l) => !/[A-Za-z]{3,}/.test(l.text ?? ''))).toBe(true);
  });
});

describe('apply, undo, the log, and firing again', () => {
  it('Apply takes the exact allocation off the card, Undo puts it back; both are stored', async () => {
    await renderFire();
    pick('Foot Battery', 'Screened Line');
    choose('Ammunition', 'Canister');
    choose('Range band', 'Canister range');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(6, 6);
    const chain = expected(setupFor(SCREENED, { ammo: 'canister', range: { band: 'canister' } }), [6, 6]);
    expect(chain.allocation.skirmishers).toBeGreaterThan(0);
    // Nothing comes off the card until the player says so.
    expect(unit('scr')).toMatchObject({ figures: 30, screen: { figures: 6 } });

    fireEvent.click(
      within(await screen.findByRole('article')).getByRole('button', { name: 'Apply casualties' }),
    );
    expect(await screen.findByText('✓ Casualties applied')).toBeInTheDocument();
    const after = {
      figures: 30 - chain.allocation.line,
      screen: { figures: 6 - chain.allocation.skirmishers },
    };
    expect(unit('scr')).toMatchObject(after);
    expect(await withDb((db) => db.get('units', 'scr'))).toMatchObject(after);
    expect(g().state.log[0]?.applied).toEqual({
      targetId: 'scr',
      line: chain.allocation.line,
      skirmishers: chain.allocation.skirmishers,
    });

    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Undo casualties' }));
    expect(
      await within(screen.getByRole('article')).findByRole('button', { name: 'Apply casualties' }),
    ).toBeInTheDocument();
    expect(unit('scr')).toMatchObject({ figures: 30, screen: { figures: 6 } });
    expect(await withDb((db) => db.get('units', 'scr'))).toMatchObject({
      figures: 30,
      screen: { figures: 6 },
    });
    expect(g().state.log[0]?.applied).toBeUndefined();
  });

  it('the shot is in the log at once; "Fire again" this turn is refused (artillery.movement)', async () => {
    await renderFire();
    expect(within(logRegion()).getByText(/No shots yet/)).toBeInTheDocument();
    pick('Foot Battery', 'Column');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(2, 2);
    const chain = expected(setupFor(COLUMN), [2, 2]);
    const entries = logEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('Turn 1');
    expect(entries[0]).toHaveTextContent('Foot Battery → Column');
    expect(entries[0]).toHaveTextContent(`Roundshot · ${chain.casualties} casualt`);
    expect(entries[0]).toHaveTextContent('not applied');

    // "Fire again" waits for the next turn (artillery.movement) and says why; the result stays.
    const article = await screen.findByRole('article');
    const again = within(article).getByRole('button', { name: 'Fire again' });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(/fired this turn/);
    expect(logEntries()).toHaveLength(1);
    expect(g().state.log).toHaveLength(1);

    // "Next volley": no battery of this side is left to fire, so the list, this battery marked.
    fireEvent.click(screen.getByRole('button', { name: 'Next volley' }));
    expect(within(group('Firing battery')).getByRole('button', { name: /Foot Battery/ })).toHaveTextContent(
      'Fired this turn',
    );
    // Chosen all the same, it is refused with its clause.
    pick('Foot Battery', 'Column');
    const refusal = screen.getAllByRole('status')[0] as HTMLElement;
    expect(refusal).toHaveTextContent('May not fire');
    expect(refusal).toHaveTextContent(
      'This battery has already fired this turn; a battery fires once per turn.',
    );
    expect(within(refusal).getByRole('link')).toHaveAttribute('href', '#/rules/artillery.movement');

    // Next turn the same pair may fire again.
    await g().turns.next();
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('May fire'));
  });

  it('the app’s own roll goes the same way and is logged as an app roll', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    fireEvent.click(screen.getByRole('button', { name: 'Roll 2D6' }));
    await screen.findByRole('article');
    const record = g().state.log[0];
    expect(record?.diceSource).toBe('app');
    const dice = record?.dice ?? [0, 0];
    const chain = expected(setupFor(COLUMN), dice);
    expect(record?.result).toEqual({ legal: true, chain });
    expect(screen.getByRole('article')).toHaveTextContent(`${dice[0]} + ${dice[1]} = ${chain.roll}`);
  });
});

describe('remembered answers', () => {
  it('come back when the same battery→target pair is chosen again, even after a restart; never the ones that permit a shot', async () => {
    const first = await renderFire();
    pick('Foot Battery', 'Column');
    answer('overheadFire', 'Yes');
    answer('batteryOnHigherGround', 'No');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('May not fire');

    // Another target: its own (default) answers.
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Screened Line/ }));
    fireEvent.click(screen.getByRole('button', { name: /Change$/, expanded: false }));
    expect(checked('overheadFire', 'No')).toBeChecked();

    // Back: "overhead fire" is remembered; the high-ground condition that would permit it is asked
    // again, unanswered, and there is no roll until it is answered.
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Column/ }));
    expect(checked('overheadFire', 'Yes')).toBeChecked();
    expect(checked('batteryOnHigherGround', 'No')).not.toBeChecked();
    expect(checked('batteryOnHigherGround', 'Yes')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();

    first.unmount();
    clearFireSelection();
    await renderFire('en', false);
    await screen.findByRole('button', { name: /^Foot Battery/ });
    pick('Foot Battery', 'Column');
    expect(checked('overheadFire', 'Yes')).toBeChecked();
    expect(checked('batteryOnHigherGround', 'Yes')).not.toBeChecked();
    expect(checked('batteryOnHigherGround', 'No')).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Answer the 2 questions above to fire/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
  });

  it('New game starts every pair afresh, stored too; Undo of New game brings the answers back', async () => {
    const first = await renderFire();
    // One pair with an answer remembered, another with a canister shot logged.
    pick('Foot Battery', 'Screened Line');
    answer('overheadFire', 'Yes');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Column/ }));
    openForm();
    choose('Ammunition', 'Canister');
    choose('Range band', 'Canister range');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(1, 1);
    await screen.findByRole('article');

    const change = await g().turns.newGame();
    if (!change.ok) throw new Error('no new game');
    // Nothing chosen; each pair comes back with the defaults, not the last game's answer or shot.
    pick('Foot Battery', 'Screened Line');
    expect(checked('overheadFire', 'No')).toBeChecked();
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Column/ }));
    openForm();
    expect(within(group('Ammunition')).getByRole('radio', { name: 'Roundshot' })).toBeChecked();
    // Forgotten in storage too.
    const storedAnswers = async () =>
      (await withDb((db) => db.getAllKeys('meta'))).filter((key) => String(key).startsWith('answers:'));
    expect(await storedAnswers()).toEqual([]);

    // Undo of New game: the last game's answer is remembered again, and stored again: after a restart.
    await g().turns.undoNewGame(change.value);
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Screened Line/ }));
    openForm();
    expect(checked('overheadFire', 'Yes')).toBeChecked();
    expect(await storedAnswers()).toHaveLength(1);
    first.unmount();
    clearFireSelection();
    await renderFire('en', false);
    await screen.findByRole('button', { name: /^Foot Battery/ });
    pick('Foot Battery', 'Screened Line');
    openForm();
    expect(checked('overheadFire', 'Yes')).toBeChecked();
  });

  it('the last shot’s ammunition and band come back for the pair', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    choose('Ammunition', 'Canister');
    choose('Range band', 'Canister range');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(1, 1);
    await g().turns.next();
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0] as HTMLElement);
    pick('Foot Battery', 'Column');
    expect(within(group('Ammunition')).getByRole('radio', { name: 'Canister' })).toBeChecked();
    expect(within(group('Range band')).getByRole('radio', { name: 'Canister range' })).toBeChecked();
  });
});

describe('a later turn', () => {
  it('Fire again asks movement and unlimbering again: a half move in turn 1 gives no −1 in turn 2', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    choose('Ammunition', 'Canister');
    choose('Battery movement this turn', 'Moved up to half its move');
    fireEvent.click(screen.getByRole('button', { name: 'Enter my dice' }));
    throwDice(4, 4);
    const turnOne = g().state.log[0];
    expect(turnOne?.input.movement).toEqual({ moved: 'half', unlimbered: false });
    expect(turnOne?.result.legal && turnOne.result.chain.modifiers.map((m) => m.code)).toContain(
      'battery.moved-half',
    );

    await g().turns.next();
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('button', { name: 'Fire again' }));
    // Not an instant roll with last turn's answers: the form is open, movement at its default.
    expect(g().state.log).toHaveLength(1);
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      within(group('Battery movement this turn')).getByRole('radio', { name: 'Did not move' }),
    ).toBeChecked();
    expect(within(group('Unlimbered this turn')).getByRole('radio', { name: 'No' })).toBeChecked();
    // What does not change every turn stays: the ammunition for this pair.
    expect(within(group('Ammunition')).getByRole('radio', { name: 'Canister' })).toBeChecked();
    const verdict = screen.getAllByRole('status')[0] as HTMLElement;
    expect(verdict).toHaveTextContent('May fire');
    expect(verdict).not.toHaveTextContent('Battery moved up to half its move');

    // The player's own dice are offered (still the way they entered them last), and the app's roll.
    expect(screen.getByRole('button', { name: 'Die 1: 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();
    throwDice(4, 4);
    await waitFor(() => expect(g().state.log).toHaveLength(2));
    const turnTwo = g().state.log[0];
    expect(turnTwo?.turn).toBe((turnOne?.turn ?? 0) + 1);
    expect(turnTwo?.input.movement).toEqual({ moved: 'none', unlimbered: false });
    expect(turnTwo?.result).toEqual({
      legal: true,
      chain: expected(setupFor(COLUMN, { ammo: 'canister' }), [4, 4]),
    });
  });

  it('a new turn with the form on screen puts movement back to its default too', async () => {
    await renderFire();
    pick('Foot Battery', 'Column');
    choose('Battery movement this turn', 'Moved up to half its move');
    choose('Unlimbered this turn', 'Yes');
    await g().turns.next();
    expect(
      within(group('Battery movement this turn')).getByRole('radio', { name: 'Did not move' }),
    ).toBeChecked();
    expect(within(group('Unlimbered this turn')).getByRole('radio', { name: 'No' })).toBeChecked();
  });
});

/** A logged shot whose table gave half figures (as a player's own rulebook table may). */
async function halfShot(casualties: number): Promise<ResolutionRecord> {
  const legal = resolveFire({ ...setupFor(COLUMN), dice: [3, 3] }, practicePack);
  if (!legal.legal) throw new Error('expected a legal shot');
  const chain: FireChain = {
    ...legal.chain,
    cell: { ...legal.chain.cell, casualties },
    casualties,
    allocation: { skirmishers: 0, line: casualties },
  };
  const record = shotRecord({
    id: 'half',
    at: 1,
    input: { batteryId: 'bat', targetId: 'col' },
    batteryName: 'Foot Battery',
    targetName: 'Column',
    dice: [3, 3],
    diceSource: 'physical',
    result: { legal: true, chain },
  });
  await g().shots.record(record);
  chooseBattery('bat');
  chooseTarget('col');
  showResult(record.id);
  return record;
}

describe('half figures', () => {
  it('the result, Apply and Undo are exact in halves: 36 − 2½ = 33½, and back to 36', async () => {
    await renderFire();
    await halfShot(2.5);
    const article = await screen.findByRole('article', { name: 'Result: Foot Battery → Column' });
    const headline = within(article).getAllByRole('status')[0] as HTMLElement;
    expect(headline).toHaveTextContent('2½Casualties: 2½ figures');
    expect(article).toHaveTextContent('→ 2½ figures');

    fireEvent.click(within(article).getByRole('button', { name: 'Apply casualties' }));
    await waitFor(() => expect(unit('col')?.figures).toBe(33.5));
    expect(chosenTarget('Column · 33½')).toBeInTheDocument();
    expect(g().state.log[0]?.applied).toEqual({ targetId: 'col', line: 2.5, skirmishers: 0 });

    fireEvent.click(within(article).getByRole('button', { name: 'Undo casualties' }));
    await waitFor(() => expect(unit('col')?.figures).toBe(36));
    expect(chosenTarget('Column · 36')).toBeInTheDocument();
  });

  it('a unit never loses more than it has: ½ figure left, 2½ casualties, 0 after and ½ after Undo', async () => {
    await renderFire();
    await g().units.save({ ...COLUMN, figures: 0.5 });
    await halfShot(2.5);
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('button', { name: 'Apply casualties' }));
    await waitFor(() => expect(unit('col')?.figures).toBe(0));
    expect(g().state.log[0]?.applied).toEqual({ targetId: 'col', line: 0.5, skirmishers: 0 });
    fireEvent.click(within(article).getByRole('button', { name: 'Undo casualties' }));
    await waitFor(() => expect(unit('col')?.figures).toBe(0.5));
    expect(chosenTarget('Column · ½')).toBeInTheDocument();
  });

  it('in Russian a half takes the genitive singular: «2½ фигуры», «23½»', async () => {
    await renderFire('ru');
    await g().units.save({ ...SCREENED, figures: 23.5 });
    await halfShot(2.5);
    const article = await screen.findByRole('article', { name: 'Результат: Foot Battery → Column' });
    expect(within(article).getAllByRole('status')[0]).toHaveTextContent('2½Потери: 2½ фигуры');
    // The next volley: the only battery has fired, so the list; the same battery again, then the target list.
    fireEvent.click(within(article).getByRole('button', { name: 'Следующий залп' }));
    fireEvent.click(within(group('Стреляющая батарея')).getByRole('button', { name: /^Foot Battery/ }));
    // Name and figures are read apart (issue 14: names ran together, "Screened Line23½").
    expect(within(group('Цель')).getByRole('button', { name: /^Screened Line/ })).toHaveTextContent(
      'Screened Line, 23½',
    );
  });
});

describe('in Russian', () => {
  it('the whole shot reads in Russian, with Russian plurals', async () => {
    await renderFire('ru');
    pick('Foot Battery', 'Column', RU);
    expect(within(group('Боеприпасы')).getByRole('radio', { name: 'Ядра' })).toBeChecked();
    expect(
      within(group('Выбрать дистанцию')).getByRole('radio', { name: 'Эффективная дистанция' }),
    ).toBeChecked();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Стрелять можно');
    expect(screen.getByRole('figure')).toHaveTextContent('Ожидаемые потери');

    choose('Перемещение батареи в этот ход', 'Прошла больше половины дистанции движения');
    expect(screen.getByRole('button', { name: /1 причина — см. выше/ })).toBeInTheDocument();
    choose('Снялась с передков в этот ход', 'Да');
    expect(screen.getByRole('button', { name: /2 причины — см. выше/ })).toBeInTheDocument();
    answer('overheadFire', 'Да', 'ru');
    answer('batteryOnHigherGround', 'Нет', 'ru');
    answer('friendsClearOfBatteryAndEnemy', 'Нет', 'ru');
    expect(screen.getByRole('button', { name: /4 причины — см. выше/ })).toBeInTheDocument();
    choose('Боеприпасы', 'Картечь');
    // Canister overhead is a fifth reason (artillery.restrictions.C.c).
    expect(screen.getByRole('button', { name: /5 причин — см. выше/ })).toBeInTheDocument();
    const verdict = screen.getAllByRole('status')[0] as HTMLElement;
    expect(verdict).toHaveTextContent('Стрелять нельзя');
    expect(verdict).toHaveTextContent(
      'Пешая артиллерия, снявшаяся с передков в этот ход, не может стрелять.',
    );

    choose('Перемещение батареи в этот ход', 'Не двигалась');
    choose('Снялась с передков в этот ход', 'Нет');
    answer('overheadFire', 'Нет', 'ru');
    fireEvent.click(screen.getByRole('button', { name: 'Ввести свои кубики' }));
    throwDice(3, 3, 'Кубик');
    const chain = expected(setupFor(COLUMN, { ammo: 'canister' }), [3, 3]);
    const article = await screen.findByRole('article', { name: 'Результат: Foot Battery → Column' });
    const word = new Intl.PluralRules('ru').select(chain.casualties);
    const forms: Record<string, string> = { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' };
    expect(article).toHaveTextContent(`Потери: ${chain.casualties} ${forms[word]}`);
    expect(article).toHaveTextContent('Учебные значения — не из книги правил');
    expect(within(article).getByRole('button', { name: 'Снять потери' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Огонь ещё раз' })).toBeInTheDocument();
  });
});
