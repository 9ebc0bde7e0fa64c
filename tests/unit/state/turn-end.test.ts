/**
 * The end of a turn (issue 36): which batteries have not fired (and did not hold their fire), which
 * units were hit this turn, by brigade, with what they lost this turn and in all.
 */
import { describe, expect, it } from 'vitest';
import { type BrigadeRecord, DEFAULT_GAME, type GameSettings } from '../../../src/records/model';
import { casualtiesInTurn, pastThresholds, turnEnd, withHeldFire } from '../../../src/state/units/turn-end';
import { legalResult, shotRecord, unitCard } from '../fixtures';

const brigade = (id: string, name: string, order: number): BrigadeRecord => ({
  id,
  side: 'mine',
  name,
  commander: '',
  order,
  createdAt: order,
  updatedAt: order,
});
const brigades = [brigade('b-a', 'Brigade A', 0), brigade('b-b', 'Brigade B', 1)];
const units = [
  unitCard({ id: 'bat1', name: 'Battery 1', arm: 'artillery', startFigures: 4, figures: 4, createdAt: 1 }),
  unitCard({ id: 'bat2', name: 'Battery 2', arm: 'artillery', startFigures: 4, figures: 4, createdAt: 2 }),
  unitCard({
    id: 'bat3',
    name: 'Battery 3',
    arm: 'artillery',
    side: 'opponent',
    startFigures: 4,
    figures: 4,
    createdAt: 3,
  }),
  unitCard({ id: 'i1', name: '1st Line', brigadeId: 'b-a', startFigures: 24, figures: 20, createdAt: 4 }),
  unitCard({ id: 'i2', name: '2nd Line', brigadeId: 'b-a', startFigures: 24, figures: 24, createdAt: 5 }),
  unitCard({ id: 'i3', name: '3rd Line', brigadeId: 'b-b', startFigures: 24, figures: 21.5, createdAt: 6 }),
  unitCard({ id: 'o1', name: 'Grenz', side: 'opponent', startFigures: 20, figures: 18, createdAt: 7 }),
];
const hit = (id: string, at: number, turn: number, target: string, line: number, skirmishers = 0) =>
  shotRecord({
    id,
    at,
    turn,
    game: 1,
    input: { batteryId: 'bat3', targetId: target },
    applied: { targetId: target, line, skirmishers },
  });
const log = [
  hit('s1', 1, 1, 'i1', 2), // an earlier turn: counts in all, not this turn
  hit('s2', 2, 2, 'i1', 2),
  hit('s3', 3, 2, 'i3', 2, 0.5),
  { ...hit('s4', 4, 2, 'i2', 3), applied: undefined }, // undone: counts nowhere
  shotRecord({
    id: 's5',
    at: 5,
    turn: 2,
    game: 1,
    input: { batteryId: 'bat1', targetId: 'o1' },
    result: legalResult(2),
    applied: { targetId: 'o1', line: 2, skirmishers: 0 },
  }),
];
const play: GameSettings = { ...DEFAULT_GAME, turn: 2, gameNumber: 1, fired: ['bat3'] };

describe('the end of a turn', () => {
  it('lists the batteries of each side that have not fired and did not hold their fire', () => {
    const end = turnEnd(units, brigades, log, play);
    expect(end.sides.map((s) => [s.side, s.toFire.map((b) => b.name)])).toEqual([
      ['mine', ['Battery 2']],
      ['opponent', []],
    ]);
    const held = { ...play, heldFire: withHeldFire(play, units.slice(1, 2), 10, 500) };
    expect(turnEnd(units, brigades, log, held).sides[0]?.toFire).toEqual([]);
    // Held in another turn: asked again.
    expect(
      turnEnd(units, brigades, log, { ...held, turn: 3, fired: [] }).sides[0]?.toFire.map((b) => b.id),
    ).toEqual(['bat1', 'bat2']);
  });

  it('counts this turn’s applied casualties per unit, never another turn’s or an undone shot’s', () => {
    expect(Object.fromEntries(casualtiesInTurn(log, 1, 2))).toEqual({ i1: 2, i3: 2.5, o1: 2 });
    expect(Object.fromEntries(casualtiesInTurn(log, 2, 2))).toEqual({});
  });

  it('groups the hit units by brigade, with figures now / at start and the share lost', () => {
    const [mine, theirs] = turnEnd(units, brigades, log, play).sides;
    expect(
      mine?.brigades.map((b) => ({
        name: b.brigade?.name,
        hit: b.hit.map((h) => [
          h.card.name,
          h.lostThisTurn,
          h.figures,
          h.start,
          Math.round(h.lossShare * 100),
        ]),
        turn: b.lostThisTurn,
        all: b.lostInAll,
      })),
    ).toEqual([
      // 1st Line: 24 → 20 (2 last turn, 2 this turn); 2nd Line untouched (its shot was undone).
      { name: 'Brigade A', hit: [['1st Line', 2, 20, 24, 17]], turn: 2, all: 4 },
      { name: 'Brigade B', hit: [['3rd Line', 2.5, 21.5, 24, 10]], turn: 2.5, all: 2.5 },
    ]);
    expect(theirs?.brigades.map((b) => [b.brigade, b.hit.map((h) => h.card.name)])).toEqual([
      [undefined, ['Grenz']],
    ]);
  });

  it('is quiet when every battery fired or held and nobody was hit', () => {
    const calm = { ...play, turn: 3, fired: ['bat1', 'bat2', 'bat3'] };
    expect(turnEnd(units, brigades, log, calm).quiet).toBe(true);
    expect(turnEnd(units, brigades, log, play).quiet).toBe(false);
  });

  it('keeps the newest "They hold fire" lines only', () => {
    const full = { ...play, heldFire: withHeldFire(play, units.slice(0, 2), 1, 2) };
    const more = withHeldFire({ ...full, turn: 3 }, units.slice(2, 3), 2, 2);
    expect(more.map((h) => [h.batteryId, h.turn])).toEqual([
      ['bat2', 2],
      ['bat3', 3],
    ]);
  });
});

describe('who is past the pack’s morale thresholds at the end of a turn', () => {
  const words = { en: 'Test', ru: 'Проверка' };
  const marks = (morale: Parameters<typeof pastThresholds>[1], at: GameSettings = play) => {
    const past = pastThresholds(turnEnd(units, brigades, log, at), morale);
    return { units: [...past.units].sort(), brigades: [...past.brigades].sort() };
  };

  it('marks nobody where the pack gives no thresholds', () => {
    expect(marks(undefined)).toEqual({ units: [], brigades: [] });
    expect(marks({})).toEqual({ units: [], brigades: [] });
  });

  it('marks the units hit this turn at or under N % of their starting figures, N % itself included', () => {
    // 1st Line 20/24 = 83.3 %, 3rd Line 21.5/24 = 89.6 %, Grenz 18/20 = 90 % exactly.
    expect(marks({ unitAtOrUnder: { percent: 85, words } }).units).toEqual(['i1']);
    expect(marks({ unitAtOrUnder: { percent: 90, words } }).units).toEqual(['i1', 'i3', 'o1']);
    expect(marks({ unitAtOrUnder: { percent: 83, words } }).units).toEqual([]);
    // A unit not hit this turn is not asked about again, however low it stands.
    expect(marks({ unitAtOrUnder: { percent: 100, words } }, { ...play, turn: 3 }).units).toEqual([]);
  });

  it('marks the brigades that have lost N % or more of their starting figures, never the unattached', () => {
    // Brigade A lost 4 of 48 (8.3 %), Brigade B 2½ of 24 (10.4 %); the opponent's unattached 2 of 24.
    expect(marks({ brigadeLost: { percent: 10, words } }).brigades).toEqual(['b-b']);
    expect(marks({ brigadeLost: { percent: 8, words } }).brigades).toEqual(['b-a', 'b-b']);
    expect(marks({ brigadeLost: { percent: 11, words } }).brigades).toEqual([]);
    // Losses of earlier turns count: Brigade A's are still 8.3 % in a turn with no shots.
    expect(marks({ brigadeLost: { percent: 8, words } }, { ...play, turn: 3 }).brigades).toEqual([
      'b-a',
      'b-b',
    ]);
    expect(marks({ brigadeLost: { percent: 8, words } }).units).toEqual([]);
  });
});
