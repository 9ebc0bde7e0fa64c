// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { type FireSetup, fireOdds, SITUATION_QUESTIONS, type SituationQuestion } from '../../../src/core';
import { questionText } from '../../../src/i18n/engine';
import { practicePack } from '../../../src/packs';
import type { UnitCard } from '../../../src/records/model';
import { unitCard } from '../fixtures';
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
  pickOnly,
  renderFireScreen,
} from './fire-helpers';

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
  await renderFireScreen();
  await g().units.save(BATTERY);
  await g().units.save(
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
  await g().units.save(
    card({ id: 'ligne', name: '1er de Ligne', side: 'mine', nation: 'france', createdAt: 3 }),
  );
  await g().units.save(
    card({ id: 'obat', name: 'Austrian Battery', arm: 'artillery', figures: 4, createdAt: 4 }),
  );
  await g().units.save(COLUMN);
  await g().units.save(
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

const pickNames = (element: HTMLElement) =>
  [...element.querySelectorAll('.pick-name')].map((name) => name.textContent);

/** The situation questions on screen, found by the sentence a player reads. */
function asked(): SituationQuestion[] {
  return SITUATION_QUESTIONS.filter(
    (q) => screen.queryByRole('group', { name: questionText('en', q, { scale: 'cm' }) }) !== null,
  );
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

freshFireEachTest();

describe('the matchup', () => {
  it('offers every battery of both sides as firers, then only the other side’s units as targets', async () => {
    await renderFire();
    const firers = group('Firing battery');
    // My turn of fire (the default): my batteries first, the opponent’s listed too, never hidden.
    expect(pickNames(firers)).toEqual(['Foot Battery', 'Horse Battery', 'Austrian Battery']);
    expect(within(firers).getByRole('region', { name: 'Mine' })).toBeInTheDocument();
    expect(within(firers).getByRole('region', { name: 'Opponent' })).toBeInTheDocument();
    expect(firers).toHaveTextContent('Firing now: Mine');
    // No target list until a firer is chosen.
    expect(screen.queryByRole('group', { name: 'Target' })).toBeNull();

    fireEvent.click(within(firers).getByRole('button', { name: /^Foot Battery/ }));
    const targets = group('Target');
    expect(pickNames(targets)).toEqual(['Austrian Battery', 'Austrian Column', 'Screened Line']);
    fireEvent.click(within(targets).getByRole('button', { name: /^Austrian Column/ }));
    expect(chosenTarget('Austrian Column · 36')).toBeInTheDocument();
    openForm();
    expect(screen.getByRole('group', { name: 'Ammunition' })).toBeInTheDocument();

    // "Change" on the firer brings the battery list back.
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0] as HTMLElement);
    expect(group('Firing battery')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ammunition' })).toBeNull();
  });

  it('the opponent’s battery fires from the same phone: its targets are my units, of every arm', async () => {
    await renderFire();
    await g().units.save(
      card({
        id: 'hussars',
        name: '3e Hussards',
        side: 'mine',
        nation: 'france',
        arm: 'cavalry',
        createdAt: 7,
      }),
    );
    fireEvent.click(within(group('Firing battery')).getByRole('button', { name: /^Austrian Battery/ }));
    expect(screen.getByText('Firing battery · Opponent')).toBeInTheDocument();
    const targets = group('Target');
    // Batteries, infantry and cavalry of the other side; none of the opponent’s own cards.
    expect(pickNames(targets)).toEqual(['Foot Battery', 'Horse Battery', '1er de Ligne', '3e Hussards']);
    expect(within(targets).getByRole('button', { name: /^3e Hussards/ })).toHaveTextContent('Cavalry');
    expect(within(targets).getByRole('button', { name: /^Foot Battery/ })).toHaveTextContent('Artillery');
  });

  it('the side whose turn of fire it is comes first, under the players’ own names; the switch swaps it', async () => {
    await renderFire();
    try {
      await g().turns.update({ sideNames: { mine: 'Davout', opponent: 'Charles' } });
      const firers = group('Firing battery');
      expect(firers).toHaveTextContent('Firing now: Davout');
      expect(within(firers).getByRole('region', { name: 'Davout' })).toBeInTheDocument();

      fireEvent.click(within(firers).getByRole('button', { name: 'Switch side' }));
      await waitFor(() => expect(g().state.game.phasingSide).toBe('opponent'));
      expect(firers).toHaveTextContent('Firing now: Charles');
      expect(pickNames(firers)).toEqual(['Austrian Battery', 'Foot Battery', 'Horse Battery']);
      expect([...firers.querySelectorAll('.side-title')].map((title) => title.textContent)).toEqual([
        'Charles',
        'Davout',
      ]);
      // Stored with the game, so it holds after a restart.
      expect(await withDb((db) => db.get('meta', 'game'))).toMatchObject({ phasingSide: 'opponent' });
    } finally {
      // The game store starts from DEFAULT_GAME itself and Solid's setState writes into that object:
      // put it back, or the next test's game starts with these names (reported to game.tsx's owner).
      await g().turns.update({ sideNames: { mine: '', opponent: '' }, phasingSide: 'mine' });
    }
  });

  it('a battery that fired this turn stays listed, marked, after the ones that have not', async () => {
    await renderFire();
    pickOnly('Foot Battery', 'Austrian Column');
    fireEvent.click(screen.getByRole('button', { name: 'Roll 2D6' }));
    await screen.findByRole('article');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0] as HTMLElement);
    const firers = group('Firing battery');
    expect(pickNames(firers)).toEqual(['Horse Battery', 'Foot Battery', 'Austrian Battery']);
    expect(within(firers).getByRole('button', { name: /^Foot Battery/ })).toHaveTextContent(
      'Fired this turn',
    );
    expect(within(firers).getByRole('button', { name: /^Horse Battery/ })).not.toHaveTextContent(
      'Fired this turn',
    );
  });

  it('with no battery on either side, says where to add one', async () => {
    await renderFireScreen();
    expect(screen.getByText('No battery yet. Add one on the Units screen.')).toBeInTheDocument();
  });

  it('a battery whose gun type the pack in use lacks says so when chosen, with what to do', async () => {
    await renderFire();
    await g().units.save(
      card({
        id: 'odd',
        name: 'Licorne Battery',
        side: 'mine',
        nation: 'russia',
        arm: 'artillery',
        gunType: 'licorne-10',
        figures: 4,
        createdAt: 8,
      }),
    );
    const firers = group('Firing battery');
    const message =
      'This battery’s gun type “licorne-10” is not in the rule pack in use: edit the card or switch pack.';
    expect(within(firers).getByRole('button', { name: /^Licorne Battery/ })).toHaveTextContent(message);
    fireEvent.click(within(firers).getByRole('button', { name: /^Licorne Battery/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Rule packs' })).toHaveAttribute(
      'href',
      '#/settings/packs',
    );
    expect(within(alert).getByRole('button', { name: 'Edit the card' })).toBeInTheDocument();
    // Nothing to aim or roll with a battery the pack cannot resolve.
    expect(screen.queryByRole('group', { name: 'Target' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
  });
});

describe('a volley in four taps: the shot folded into one line', () => {
  it('after the target, the answers in one line, the verdict, the odds and Roll; Change opens the form', async () => {
    await renderFire();
    pickOnly('Foot Battery', 'Austrian Column');
    expect(screen.queryByRole('group', { name: 'Ammunition' })).toBeNull();
    expect(screen.getByText('Roundshot · Effective range · Did not move')).toBeInTheDocument();
    expect(screen.getByText('Nothing in the way')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('May fire');
    expect(screen.getByRole('figure')).toHaveTextContent('Odds');
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();

    // The whole line is one tap target that says what it does.
    const change = screen.getByRole('button', { name: /Change$/, expanded: false });
    expect(change).toHaveAccessibleName(/^Roundshot · Effective range · Did not move/);
    fireEvent.click(change);
    expect(screen.getByRole('group', { name: 'Ammunition' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done', expanded: true })).toBeInTheDocument();
    choose('Battery movement this turn', 'Moved up to half its move');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Roundshot · Effective range · Moved up to half its move')).toBeInTheDocument();
  });

  it('an answer that is not the default shows in the summary', async () => {
    await renderFire();
    pick('Foot Battery', 'Screened Line');
    answer('screenIsTarget', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('On the table: Skirmishers are the target: Yes')).toBeInTheDocument();
  });

  it('a refused shot opens the form by itself, with every reason readable', async () => {
    await renderFire();
    await g().units.save(
      card({ id: 'moved', name: 'Far Battery', side: 'mine', arm: 'artillery', figures: 4, createdAt: 9 }),
    );
    pickOnly('Foot Battery', 'Austrian Column');
    fireEvent.click(screen.getByRole('button', { name: 'Roll 2D6' }));
    await screen.findByRole('article');
    // The next volley starts on the first battery of my side that has not fired (it has no
    // target yet): back to the one that has.
    fireEvent.click(screen.getByRole('button', { name: 'Next volley' }));
    expect(chosenTarget('Horse Battery')).toBeInTheDocument();
    expect(group('Target')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0] as HTMLElement);
    pickOnly('Foot Battery', 'Austrian Column');
    // Fired this turn: refused, and the form is open with no way to fold it away.
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('May not fire');
    expect(screen.getByRole('group', { name: 'Ammunition' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });
});

describe('questions whose answer permits a shot start unanswered', () => {
  it('neither Yes nor No is chosen, and there is no Roll until the player answers', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    answer('overheadFire', 'Yes');
    for (const q of ['batteryOnHigherGround', 'friendsClearOfBatteryAndEnemy'] as const) {
      expect(checked(q, 'Yes')).not.toBeChecked();
      expect(checked(q, 'No')).not.toBeChecked();
    }
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enter my dice' })).toBeNull();
    expect(screen.getByRole('button', { name: /Answer the 2 questions above to fire/ })).toBeInTheDocument();
    answer('batteryOnHigherGround', 'Yes');
    expect(screen.getByRole('button', { name: /Answer the question above to fire/ })).toBeInTheDocument();
    answer('friendsClearOfBatteryAndEnemy', 'Yes');
    expect(screen.getByRole('status')).toHaveTextContent('May fire');
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();
  });

  it('a remembered answer never answers them: the pair comes back with them unanswered', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Range band', 'Long range');
    answer('friendlyNearFront', 'Yes');
    answer('clearSightBeyond', 'Yes');
    expect(screen.getByRole('button', { name: 'Roll 2D6' })).toBeInTheDocument();
    // Only the answer that does not permit anything is kept for the pair.
    expect(g().shots.remembered('bat', 'col')).toEqual({ friendlyNearFront: true });

    // Another target and back: the pair's answers come back, but not the one that permits the shot.
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Screened Line/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[1] as HTMLElement);
    fireEvent.click(within(group('Target')).getByRole('button', { name: /^Austrian Column/ }));
    // The band comes back only from a logged shot: long range again, as at the table.
    openForm();
    choose('Range band', 'Long range');
    expect(checked('friendlyNearFront', 'Yes')).toBeChecked();
    expect(checked('clearSightBeyond', 'Yes')).not.toBeChecked();
    expect(checked('clearSightBeyond', 'No')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
  });

  it('an older stored answer to them is not used either', async () => {
    await renderFire();
    await g().shots.remember('bat', 'col', {
      overheadFire: true,
      batteryOnHigherGround: true,
      friendsClearOfBatteryAndEnemy: true,
    });
    pickOnly('Foot Battery', 'Austrian Column');
    // The form opens by itself on the questions still to answer.
    expect(checked('overheadFire', 'Yes')).toBeChecked();
    expect(checked('batteryOnHigherGround', 'Yes')).not.toBeChecked();
    expect(checked('friendsClearOfBatteryAndEnemy', 'Yes')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
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

  it('a question asked for both ammunitions stays where it is when the ammunition changes (not drawn again)', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    const overhead = () => group(questionText('en', 'overheadFire', { scale: 'cm' }));
    const before = overhead();
    choose('Ammunition', 'Canister');
    expect(overhead()).toBe(before);
    choose('Ammunition', 'Roundshot');
    expect(overhead()).toBe(before);
    expect(before).toBeInTheDocument();
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
    // The exception permits the shot, so it waits for the player's own answer (no default).
    expect(checked('clearSightBeyond', 'Yes')).not.toBeChecked();
    expect(checked('clearSightBeyond', 'No')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
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
    expect(screen.getByRole('button', { name: /May not fire · 8 reasons: see above/ })).toBeInTheDocument();
    // The battery may not fire at all this turn, so no other ammunition or band would help.
    expect(screen.queryByText('Legal instead:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Roll 2D6' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enter my dice' })).toBeNull();
  });

  it('the refusal bar points to where the reasons are: above it, or below once scrolled up to the form', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Ammunition', 'Canister');
    answer('friendlyInArc', 'Yes');
    // Scrolled to the verdict, the bar sits under it (jsdom lays nothing out: the page is placed by hand).
    let reasonsTop = 300;
    const barTop = 560;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = this.id === 'fire-refusals' ? reasonsTop : this.classList.contains('roll-bar') ? barTop : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 360, height: 40 });
    });
    const bar = () => screen.getByRole('button', { name: /^✕ May not fire · 1 reason: see / });
    try {
      fireEvent.scroll(document);
      await new Promise((done) => requestAnimationFrame(done));
      expect(bar()).toHaveTextContent(/see above$/);
      // Scrolled up: the bar sticks to the bottom of the screen, the reasons are further down.
      reasonsTop = 900;
      fireEvent.scroll(document);
      await waitFor(() => expect(bar()).toHaveTextContent(/see below$/));
      reasonsTop = 120;
      fireEvent.scroll(document);
      await waitFor(() => expect(bar()).toHaveTextContent(/see above$/));
    } finally {
      rect.mockRestore();
    }
  });

  it('offers the legal alternatives; tapping one switches ammunition and band', async () => {
    await renderFire();
    pick('Foot Battery', 'Austrian Column');
    choose('Ammunition', 'Canister');
    answer('friendlyInArc', 'Yes');
    const verdict = screen.getByRole('status');
    expect(within(verdict).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /1 reason: see above/ })).toBeInTheDocument();
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
  const setupFor = (target: UnitCard, patch: Partial<FireSetup>) => fireSetup(BATTERY, target, patch);

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
    await g().units.save(
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
    // One column per casualty count: the count, "exactly" and "at least" under it.
    const [counts, exactRow, atLeastRow] = within(figure)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].slice(1).map((cell) => cell.textContent ?? ''));
    expect(counts?.map(Number)).toEqual(odds.outcomes.map((o) => o.casualties));
    const exact = (exactRow ?? []).map((text) => Number(text.replace('%', '')));
    // Whole percents: the rounding of n counts can move the sum by at most n/2.
    const sum = exact.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(exact.length / 2);
    expect(atLeastRow?.[0]).toBe('100%');
    // Fewer casualties are never less likely to be reached than more.
    const atLeast = (atLeastRow ?? []).map((text) => Number(text.replace('%', '').replace('<1', '0')));
    expect([...atLeast].sort((a, b) => b - a)).toEqual(atLeast);
  });
});
