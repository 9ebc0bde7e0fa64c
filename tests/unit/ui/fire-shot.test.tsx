// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FireSetup, fireOdds, SITUATION_QUESTIONS, type SituationQuestion } from '../../../src/core';
import { questionText } from '../../../src/i18n/engine';
import { practicePack } from '../../../src/packs';
import { AppProvider } from '../../../src/state/app-context';
import { toFireBattery, toFireTarget } from '../../../src/state/fire';
import { clearFireSelection } from '../../../src/state/fire-selection';
import { GameProvider } from '../../../src/state/game';
import type { UnitCard } from '../../../src/storage/model';
import { FireScreen } from '../../../src/ui/fire/FireScreen';
import { unitCard } from '../fixtures';
import { Capture, forgetGame, g, probed } from './game-probe';

function card(patch: Partial<UnitCard> = {}): UnitCard {
  return unitCard({ side: 'opponent', nation: 'austria', ...patch });
}

const BATTERY = card({
  id: 'bat',
  name: 'Foot Battery',
  side: 'mine',
  nation: 'france',
  arm: 'artillery',
  figures: 4,
  startFigures: 4,
  createdAt: 1,
});
const COLUMN = card({ id: 'col', name: 'Austrian Column', formation: 'column', createdAt: 5 });

/** A French roster: two batteries and a battalion of mine; three units of the opponent. */
async function renderFire() {
  localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: 'light', textSize: 100 }));
  render(() => (
    <AppProvider languages={['en']}>
      <GameProvider>
        <Capture />
        <FireScreen />
      </GameProvider>
    </AppProvider>
  ));
  await waitFor(() => expect(probed()?.state.ready).toBe(true));
  await g().actions.saveUnit(BATTERY);
  await g().actions.saveUnit(
    card({
      id: 'horse',
      name: 'Horse Battery',
      side: 'mine',
      nation: 'france',
      arm: 'artillery',
      batteryKind: 'horse',
      gunType: '9pdr',
      figures: 4,
      createdAt: 2,
    }),
  );
  await g().actions.saveUnit(
    card({ id: 'ligne', name: '1er de Ligne', side: 'mine', nation: 'france', createdAt: 3 }),
  );
  await g().actions.saveUnit(
    card({ id: 'obat', name: 'Austrian Battery', arm: 'artillery', figures: 4, createdAt: 4 }),
  );
  await g().actions.saveUnit(COLUMN);
  await g().actions.saveUnit(
    card({
      id: 'screened',
      name: 'Screened Line',
      nation: 'prussia',
      figures: 30,
      screen: { attached: true, figures: 6 },
      createdAt: 6,
    }),
  );
}

const group = (name: string) => screen.getByRole('group', { name });

/** Choose the pair as a player does: tap the battery, then the target. */
function pick(battery: string, target: string) {
  fireEvent.click(within(group('Firing battery')).getByRole('button', { name: new RegExp(`^${battery}`) }));
  fireEvent.click(within(group('Target')).getByRole('button', { name: new RegExp(`^${target}`) }));
}

function choose(legend: string, option: string) {
  fireEvent.click(within(group(legend)).getByRole('radio', { name: option }));
}

/** The situation questions on screen, found by the sentence a player reads. */
function asked(): SituationQuestion[] {
  return SITUATION_QUESTIONS.filter(
    (q) => screen.queryByRole('group', { name: questionText('en', q, { scale: 'cm' }) }) !== null,
  );
}

function answer(q: SituationQuestion, value: 'Yes' | 'No') {
  choose(questionText('en', q, { scale: 'cm' }), value);
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  location.hash = '';
  clearFireSelection();
  forgetGame();
});
afterEach(() => cleanup());

describe('the matchup', () => {
  it('offers only my batteries as firers, then only opponent units as targets', async () => {
    await renderFire();
    const firers = within(group('Firing battery')).getAllByRole('button');
    expect(firers.map((b) => b.querySelector('.pick-name')?.textContent)).toEqual([
      'Foot Battery',
      'Horse Battery',
    ]);
    // No target list until a firer is chosen.
    expect(screen.queryByRole('group', { name: 'Target' })).toBeNull();

    fireEvent.click(firers[0] as HTMLElement);
    const targets = within(group('Target')).getAllByRole('button');
    expect(targets.map((b) => b.querySelector('.pick-name')?.textContent)).toEqual([
      'Austrian Battery',
      'Austrian Column',
      'Screened Line',
    ]);
    fireEvent.click(targets[1] as HTMLElement);
    expect(screen.getByText('Austrian Column · 36')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ammunition' })).toBeInTheDocument();

    // "Change" on the firer brings the battery list back.
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0] as HTMLElement);
    expect(group('Firing battery')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ammunition' })).toBeNull();
  });

  it('with no battery of mine, says where to add one', async () => {
    localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang: 'en', theme: 'light', textSize: 100 }));
    render(() => (
      <AppProvider languages={['en']}>
        <GameProvider>
          <Capture />
          <FireScreen />
        </GameProvider>
      </AppProvider>
    ));
    await waitFor(() => expect(probed()?.state.ready).toBe(true));
    expect(screen.getByText('No battery of yours yet. Add one on the Units screen.')).toBeInTheDocument();
  });
});

describe('only the questions that matter for this ammunition and range', () => {
  it('roundshot asks about bounce-through, canister about the 30° arc (artillery.restrictions.A, B.c)', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    // Roundshot at effective range: B.a does not apply (B.b), A is canister only.
    expect(asked()).toEqual(['friendlyInBouncePath', 'overheadFire']);
    choose('Ammunition', 'Canister');
    expect(asked()).toEqual(['friendlyInArc', 'overheadFire']);
  });

  it('long range asks about friends near the front, and only then the clear-sight exception (B.a)', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Range band', 'Long range');
    expect(asked()).toEqual(['friendlyNearFront', 'friendlyInBouncePath', 'overheadFire']);
    answer('friendlyNearFront', 'Yes');
    expect(asked()).toEqual([
      'friendlyNearFront',
      'clearSightBeyond',
      'friendlyInBouncePath',
      'overheadFire',
    ]);
    // The exception's default is the unrestricted answer: clear sight lets the fire through.
    expect(screen.getByRole('status')).toHaveTextContent('May fire');
    answer('clearSightBeyond', 'No');
    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent('May not fire');
    expect(hrefs(verdict)).toContain('#/rules/artillery.restrictions.B.a');
    answer('clearSightBeyond', 'Yes');
    expect(screen.getByRole('status')).toHaveTextContent('May fire');
  });

  it('a measured distance picks the band from the pack, and the questions follow it', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Range', 'Measured distance');
    const distance = screen.getByRole('textbox', { name: 'Distance in cm' });
    // Practice pack 6-pounder: effective to 40 cm, long to 75 cm.
    fireEvent.input(distance, { target: { value: '60' } });
    expect(distance).toHaveAccessibleDescription('Range band from the pack: Long range');
    expect(asked()).toContain('friendlyNearFront');
    fireEvent.input(distance, { target: { value: '30' } });
    expect(asked()).not.toContain('friendlyNearFront');
    fireEvent.input(distance, { target: { value: '3x' } });
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
  });

  it('overhead fire asks about high ground and distance to friends; a screened target asks who is aimed at', async () => {
    await renderFire();
    pick('Foot Battery', 'Screened Line');
    expect(asked()).toEqual(['friendlyInBouncePath', 'overheadFire', 'screenIsTarget']);
    answer('overheadFire', 'Yes');
    expect(asked()).toEqual([
      'friendlyInBouncePath',
      'overheadFire',
      'batteryOnHigherGround',
      'friendsClearOfBatteryAndEnemy',
      'screenIsTarget',
    ]);
  });
});

describe('a refused shot', () => {
  it('lists every reason at once, each linked to its clause, and offers no dice', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Ammunition', 'Canister');
    choose('Range band', 'Long range');
    choose('Battery movement this turn', 'Moved more than half its move');
    choose('Unlimbered this turn', 'Yes');
    answer('friendlyInArc', 'Yes');
    answer('friendlyNearFront', 'Yes');
    answer('clearSightBeyond', 'No');
    answer('overheadFire', 'Yes');
    answer('batteryOnHigherGround', 'No');
    answer('friendsClearOfBatteryAndEnemy', 'No');

    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent('May not fire');
    const reasons = within(verdict).getAllByRole('listitem');
    expect(reasons).toHaveLength(8);
    expect(hrefs(verdict).sort()).toEqual(
      [
        'artillery.movement', // moved more than half
        'artillery.movement', // foot artillery unlimbered
        'artillery.restrictions.A',
        'artillery.restrictions.B.a',
        'artillery.restrictions.C.a',
        'artillery.restrictions.C.b',
        'artillery.restrictions.C.c',
        'artillery.procedure', // the practice table has no canister column at long range
      ]
        .map((id) => `#/rules/${id}`)
        .sort(),
    );
    expect(verdict).toHaveTextContent(
      "No canister: a friendly unit is inside the battery's 30° arc of fire.",
    );
    expect(verdict).toHaveTextContent('Foot artillery that unlimbered this turn may not fire.');
    // The link reads as the clause's title.
    expect(within(verdict).getByRole('link', { name: 'Canister restriction (A)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /May not fire · 8 reasons: see below/ })).toBeInTheDocument();
    // The battery may not fire at all this turn, so no other ammunition or band would help.
    expect(screen.queryByText('Legal instead:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enter my dice' })).toBeNull();
  });

  it('offers the legal alternatives; tapping one switches ammunition and band', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Ammunition', 'Canister');
    answer('friendlyInArc', 'Yes');
    const verdict = screen.getByRole('status');
    expect(within(verdict).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /1 reason: see below/ })).toBeInTheDocument();
    expect(verdict).toHaveTextContent('Legal instead:');
    // Restriction A stops every canister shot; roundshot is fine at every band.
    const options = within(verdict)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(options).toEqual([
      'Roundshot · Canister range',
      'Roundshot · Effective range',
      'Roundshot · Long range',
    ]);

    fireEvent.click(within(verdict).getByRole('button', { name: 'Roundshot · Long range' }));
    expect(within(group('Ammunition')).getByRole('radio', { name: 'Roundshot' })).toBeChecked();
    expect(within(group('Range band')).getByRole('radio', { name: 'Long range' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('May fire');
    expect(asked()).toEqual(['friendlyNearFront', 'friendlyInBouncePath', 'overheadFire']);
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();
  });

  it('an alternative chosen while measuring goes back to declared bands', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Ammunition', 'Canister');
    choose('Range', 'Measured distance');
    fireEvent.input(screen.getByRole('textbox', { name: 'Distance in cm' }), { target: { value: '60' } });
    // No canister column at long range in the practice table (artillery.procedure).
    const verdict = screen.getByRole('status');
    expect(hrefs(verdict)).toEqual(['#/rules/artillery.procedure']);
    fireEvent.click(within(verdict).getByRole('button', { name: 'Canister · Effective range' }));
    expect(within(group('Range')).getByRole('radio', { name: 'Range band' })).toBeChecked();
    expect(within(group('Range band')).getByRole('radio', { name: 'Effective range' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('May fire');
  });
});

describe('a legal shot', () => {
  function setupFor(target: UnitCard, patch: Partial<FireSetup>): FireSetup {
    return {
      battery: toFireBattery(BATTERY),
      target: toFireTarget(target),
      ammo: 'roundshot',
      range: { band: 'effective' },
      movement: { moved: 'none', unlimbered: false },
      firedThisTurn: false,
      situation: {},
      campaignYear: 1813,
      ...patch,
    };
  }

  it('shows each modifier with its value, its source and its clause', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Battery movement this turn', 'Moved up to half its move');
    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent('May fire');
    const modifiers = within(verdict)
      .getAllByRole('listitem')
      .map((li) => ({ text: li.textContent, href: within(li).getByRole('link').getAttribute('href') }));
    expect(modifiers).toEqual([
      {
        text: '+1Target in column (pack value) Artillery fire procedure',
        href: '#/rules/artillery.procedure',
      },
      {
        text: '−1Battery moved up to half its move (pack value) Artillery fire and movement',
        href: '#/rules/artillery.movement',
      },
    ]);
  });

  it('open order takes the text’s own −2 (open-order.e), labelled as rules text', async () => {
    await renderFire();
    await g().actions.saveUnit(
      card({ id: 'oo', name: 'Grenz Veterans', class: 'veteran', formation: 'open-order', createdAt: 7 }),
    );
    pick('Foot Battery', 'Grenz Veterans');
    const item = within(screen.getByRole('status')).getByRole('listitem');
    expect(item).toHaveTextContent('−2Target in open order (rules text)');
    expect(within(item).getByRole('link')).toHaveAttribute('href', '#/rules/open-order.e');
  });

  it('shows the engine’s odds for every casualty count; they add up to 100%', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    const odds = fireOdds(setupFor(COLUMN, {}), practicePack);
    if (!odds.legal) throw new Error('expected a legal shot');

    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent(`Expected casualties: ${odds.expected.total.toFixed(1)}`);
    const rows = within(figure)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
    expect(rows.map((r) => Number(r[0]))).toEqual(odds.outcomes.map((o) => o.casualties));
    const exact = rows.map((r) => Number((r[1] ?? '').replace('%', '')));
    // Whole percents: the rounding of n rows can move the sum by at most n/2.
    const sum = exact.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(rows.length / 2);
    expect(rows[0]?.[2]).toBe('100%');
    // Fewer casualties are never less likely to be reached than more.
    const atLeast = rows.map((r) => Number((r[2] ?? '').replace('%', '').replace('<1', '0')));
    expect([...atLeast].sort((a, b) => b - a)).toEqual(atLeast);
  });
});
