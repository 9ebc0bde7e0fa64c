import { describe, expect, it } from 'vitest';
import type { TurnOfPlay } from '../../../src/core/fired';
import { firingSide } from '../../../src/state/fire/model';
import {
  batteryId,
  choosePair,
  freshVolleyForNewTurn,
  resultId,
  rosterTapOf,
  showResult,
  targetId,
} from '../../../src/state/fire/selection';
import { nextVolley } from '../../../src/state/fire/shot';
import { legalResult, shotRecord, unitCard } from '../fixtures';

const battery = (id: string, side: 'mine' | 'opponent', createdAt: number, figures = 4) =>
  unitCard({ id, name: id, side, arm: 'artillery', figures, startFigures: 4, createdAt });
const battalion = (id: string, side: 'mine' | 'opponent', createdAt: number, figures = 36) =>
  unitCard({ id, name: id, side, figures, createdAt });

const TURN_3: TurnOfPlay = { turn: 3, gameNumber: 1, fired: [] };
/** A legal shot of `b` at `t` in turn `turn`, logged at `at`. */
const shot = (id: string, b: string, t: string, turn: number, at: number) =>
  shotRecord({ id, at, turn, game: 1, input: { batteryId: b, targetId: t }, result: legalResult(2) });

describe('the roster tap (rosterTapOf)', () => {
  const mineBattery = battery('b1', 'mine', 1);
  const otherMine = battery('b2', 'mine', 2);
  const theirBattery = battery('o1', 'opponent', 3);
  const myLine = battalion('m1', 'mine', 4);
  const theirLine = battalion('t1', 'opponent', 5);

  it('with nothing armed a battery of either side arms itself; a battalion does nothing', () => {
    expect(rosterTapOf(mineBattery, undefined)).toBe('select-firer');
    expect(rosterTapOf(theirBattery, undefined)).toBe('select-firer');
    expect(rosterTapOf(myLine, undefined)).toBeUndefined();
    expect(rosterTapOf(theirLine, undefined)).toBeUndefined();
  });

  it('armed: the other side is the target (any arm), the same side’s battery takes over, itself stands down', () => {
    expect(rosterTapOf(theirLine, mineBattery)).toBe('target');
    expect(rosterTapOf(theirBattery, mineBattery)).toBe('target');
    expect(rosterTapOf(otherMine, mineBattery)).toBe('select-firer');
    expect(rosterTapOf(mineBattery, mineBattery)).toBe('deselect-firer');
    expect(rosterTapOf(myLine, mineBattery)).toBeUndefined();
    // The opponent's battery armed: my units are its targets, my battery among them.
    expect(rosterTapOf(mineBattery, theirBattery)).toBe('target');
  });
});

describe('the next volley (nextVolley)', () => {
  const units = [
    battery('b1', 'mine', 1),
    battery('b2', 'mine', 2),
    battery('b3', 'mine', 3),
    battery('o1', 'opponent', 4),
    battalion('t1', 'opponent', 5),
    battalion('t2', 'opponent', 6),
    battalion('m1', 'mine', 7),
  ];

  it('starts on the first battery of the phasing side that has not fired this turn, never the one that just did', () => {
    const log = [shot('s1', 'b1', 't1', 3, 300)];
    expect(nextVolley(units, log, TURN_3, 'mine').battery).toBe('b2');
    expect(nextVolley(units, [shot('s2', 'b2', 't1', 3, 310), ...log], TURN_3, 'mine').battery).toBe('b3');
    // The settings' list of batteries that fired counts too (a cleared log).
    expect(nextVolley(units, [], { ...TURN_3, fired: ['b1', 'b2'] }, 'mine').battery).toBe('b3');
    // The opponent's turn of fire: its battery, whatever mine did.
    expect(nextVolley(units, log, TURN_3, 'opponent').battery).toBe('o1');
  });

  it('asks for the target afresh: never re-aimed at the one the battery last fired at (issue 35, 3)', () => {
    const log = [
      shot('old', 'b2', 't1', 1, 100),
      shot('last', 'b2', 't2', 2, 200),
      shot('now', 'b1', 't1', 3, 300),
    ];
    expect(nextVolley(units, log, TURN_3, 'mine')).toEqual({ battery: 'b2' });
    expect(nextVolley(units, [shot('now', 'b1', 't1', 3, 300)], TURN_3, 'mine')).toEqual({ battery: 'b2' });
  });

  it('skips a battery with no figures left, and chooses nothing when every battery of the side has fired', () => {
    const wrecked = units.map((u) => (u.id === 'b2' ? { ...u, figures: 0 } : u));
    expect(nextVolley(wrecked, [shot('now', 'b1', 't1', 3, 300)], TURN_3, 'mine').battery).toBe('b3');
    // Every battery of mine has fired: the other side's first battery that may (issue 35, 4).
    expect(nextVolley(units, [], { ...TURN_3, fired: ['b1', 'b2', 'b3'] }, 'mine')).toEqual({
      battery: 'o1',
    });
    // And the other way round; none left on either side: nothing chosen (the battery list).
    expect(nextVolley(units, [], { ...TURN_3, fired: ['o1'] }, 'opponent')).toEqual({ battery: 'b1' });
    expect(nextVolley(units, [], { ...TURN_3, fired: ['b1', 'b2', 'b3', 'o1'] }, 'mine')).toEqual({});
  });

  it('the side firing now: the phasing side while it has a battery to fire, then the other (issue 35, 4)', () => {
    expect(firingSide(units, [], TURN_3, 'mine')).toBe('mine');
    expect(firingSide(units, [], { ...TURN_3, fired: ['b1', 'b2', 'b3'] }, 'mine')).toBe('opponent');
    const wrecked = units.map((u) => (u.id === 'o1' ? { ...u, figures: 0 } : u));
    expect(firingSide(wrecked, [], TURN_3, 'opponent')).toBe('mine');
    expect(firingSide(units, [], { ...TURN_3, fired: ['b1', 'b2', 'b3', 'o1'] }, 'mine')).toBeUndefined();
  });

  it('a shot of an earlier turn does not count as fired this turn', () => {
    expect(nextVolley(units, [shot('old', 'b1', 't1', 2, 100)], TURN_3, 'mine')).toEqual({ battery: 'b1' });
  });
});

describe('a new turn and the result on the Fire screen (freshVolleyForNewTurn, issue 35, 3)', () => {
  const applied = shotRecord({ id: 'done', applied: { targetId: 't1', line: 2, skirmishers: 0 } });
  const waiting = shotRecord({ id: 'waiting' });

  it('an applied result gives way to a fresh volley: nothing chosen, the battery list', () => {
    choosePair('b1', 't1');
    showResult('done');
    freshVolleyForNewTurn([applied, waiting]);
    expect([batteryId(), targetId(), resultId()]).toEqual([undefined, undefined, undefined]);
  });

  it('a result still to apply stays, and so does a pair chosen and not fired yet', () => {
    choosePair('b1', 't1');
    showResult('waiting');
    freshVolleyForNewTurn([applied, waiting]);
    expect([batteryId(), targetId(), resultId()]).toEqual(['b1', 't1', 'waiting']);
    choosePair('b2', 't2');
    freshVolleyForNewTurn([applied, waiting]);
    expect([batteryId(), targetId(), resultId()]).toEqual(['b2', 't2', undefined]);
  });

  it('so does a result applied and put back by Undo: the player settled it', () => {
    choosePair('b1', 't1');
    showResult('put-back');
    freshVolleyForNewTurn([
      shotRecord({ id: 'put-back', undone: { targetId: 't1', line: 2, skirmishers: 0, at: 5 } }),
    ]);
    expect(resultId()).toBeUndefined();
  });

  it('a result no longer in the log (cleared, another game) gives way too', () => {
    choosePair('b1', 't1');
    showResult('gone');
    freshVolleyForNewTurn([waiting]);
    expect(batteryId()).toBeUndefined();
  });
});
