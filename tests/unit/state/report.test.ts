/**
 * The battle report (issue 36, item 2): a game's sides and brigades with each unit's start, losses
 * and end, turns played, volleys per battery, the largest volley, every volley in order, the packs.
 * Its figures are the events': start − the casualties that count (applied, not undone, this game).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrigadeRecord, ResolutionRecord, UnitCard } from '../../../src/records/model';
import { battleReport, type ReportInput, reportGames } from '../../../src/state/report/report';
import { deriveFigures } from '../../../src/sync/figures';
import { legalResult, PRACTICE_STAMP, shotRecord, unitCard } from '../fixtures';

const brigade = (id: string, side: 'mine' | 'opponent', name: string, order: number): BrigadeRecord => ({
  id,
  side,
  name,
  commander: `GdB ${name}`,
  order,
  createdAt: order,
  updatedAt: order,
});
const brigades = [brigade('ba', 'mine', 'Friant', 0), brigade('bb', 'opponent', 'Bianchi', 0)];
const units: UnitCard[] = [
  unitCard({
    id: 'b1',
    name: 'Foot Battery 1',
    arm: 'artillery',
    startFigures: 4,
    figures: 4,
    brigadeId: 'ba',
  }),
  unitCard({
    id: 'b2',
    name: 'Foot Battery 2',
    arm: 'artillery',
    startFigures: 4,
    figures: 4,
    brigadeId: 'ba',
  }),
  unitCard({ id: 'm1', name: '1/45e', startFigures: 24, figures: 24, brigadeId: 'ba' }),
  unitCard({ id: 'm2', name: '4e Léger', startFigures: 20, figures: 20 }),
  unitCard({ id: 'o1', name: 'IR 49', side: 'opponent', startFigures: 24, figures: 24, brigadeId: 'bb' }),
  unitCard({
    id: 'o2',
    name: 'Position Battery',
    side: 'opponent',
    arm: 'artillery',
    startFigures: 4,
    figures: 4,
  }),
];
const shot = (
  id: string,
  at: number,
  turn: number,
  battery: string,
  target: string,
  line: number,
  extra: Partial<ResolutionRecord> = {},
) =>
  shotRecord({
    id,
    at,
    turn,
    game: 2,
    side: battery.startsWith('o') ? 'opponent' : 'mine',
    batteryName: battery,
    targetName: target,
    input: { batteryId: battery, targetId: target },
    result: legalResult(line),
    applied: { targetId: target, line, skirmishers: 0 },
    ...extra,
  });
const log: ResolutionRecord[] = [
  shot('s1', 10, 1, 'b1', 'o1', 3),
  shot('s2', 20, 1, 'o2', 'm1', 2.5),
  shot('s3', 30, 2, 'b1', 'o1', 5),
  // Undone: the casualties count nowhere, the volley is listed.
  {
    ...shot('s4', 40, 2, 'o2', 'm2', 4),
    applied: undefined,
    undone: { targetId: 'm2', line: 4, skirmishers: 0, at: 41 },
  },
  // Refused: listed, fired nothing.
  shotRecord({ id: 's5', at: 50, turn: 3, game: 2, input: { batteryId: 'b1', targetId: 'o1' } }),
  // An earlier game's shot: its report, not this one's.
  shot('s0', 5, 4, 'b2', 'o1', 6, { game: 1 }),
];
const input: ReportInput = {
  units,
  brigades,
  log,
  play: { gameNumber: 2, turn: 4 },
  activePack: { ...PRACTICE_STAMP },
};

describe('the battle report of a game', () => {
  const report = battleReport(input);
  const side = (s: 'mine' | 'opponent') => report.sides.find((x) => x.side === s);
  const unit = (id: string) =>
    report.sides.flatMap((s) => s.brigades.flatMap((b) => b.units)).find((u) => u.id === id);

  it('gives each unit its start, losses and end from the applied casualties of this game', () => {
    expect(unit('o1')).toMatchObject({ start: 24, lost: 8, end: 16 });
    expect(unit('m1')).toMatchObject({ start: 24, lost: 2.5, end: 21.5 });
    expect(unit('m2')).toMatchObject({ start: 20, lost: 0, end: 20 });
    expect(unit('o1')?.lossShare).toBeCloseTo(8 / 24);
  });

  it('groups units by brigade, the unattached last, and totals brigades and sides', () => {
    const mine = side('mine');
    expect(mine?.brigades.map((b) => b.brigade?.name ?? '—')).toEqual(['Friant', '—']);
    expect(mine?.brigades[0]?.units.map((u) => u.id)).toEqual(['b1', 'b2', 'm1']);
    expect(mine?.brigades[0]).toMatchObject({ start: 32, lost: 2.5, end: 29.5 });
    expect(mine).toMatchObject({ start: 52, lost: 2.5, end: 49.5, volleys: 2 });
    expect(side('opponent')).toMatchObject({ start: 28, lost: 8, end: 20, volleys: 2 });
    expect(side('opponent')?.lossShare).toBeCloseTo(8 / 28);
  });

  it('counts each battery’s volleys, one that never fired at 0', () => {
    expect(unit('b1')?.volleys).toBe(2);
    expect(unit('b2')?.volleys).toBe(0);
    expect(unit('o2')?.volleys).toBe(2);
    expect(unit('m1')?.volleys).toBeUndefined();
  });

  it('lists every volley of the game oldest first, with its dice and outcome, and names the largest', () => {
    expect(report.volleys.map((v) => [v.n, v.id, v.outcome])).toEqual([
      [1, 's1', 'applied'],
      [2, 's2', 'applied'],
      [3, 's3', 'applied'],
      [4, 's4', 'undone'],
      [5, 's5', 'refused'],
    ]);
    expect(report.volleys[0]).toMatchObject({
      dice: [3, 4],
      score: 7,
      casualties: 3,
      battery: 'b1',
      target: 'o1',
    });
    expect(report.largest?.id).toBe('s3');
  });

  it('counts the turns played: those ended, and this one once a volley is fired in it', () => {
    expect(report.turns).toBe(3);
    expect(battleReport({ ...input, play: { gameNumber: 2, turn: 3 } }).turns).toBe(3);
    expect(battleReport({ ...input, log: [], play: { gameNumber: 2, turn: 1 } }).turns).toBe(0);
  });

  it('names the packs the volleys were fired with, or the pack in use before any volley', () => {
    expect(report.packs).toEqual([{ ...PRACTICE_STAMP, volleys: 5 }]);
    const empty = battleReport({ ...input, log: [], activePack: { id: 'bq', version: '2', official: true } });
    expect(empty.packs).toEqual([{ id: 'bq', version: '2', official: true, volleys: 0 }]);
  });

  it('reads an earlier game as it ended, and lists the games that have a report', () => {
    const first = battleReport(input, 1);
    expect(first.current).toBe(false);
    expect(first.turns).toBe(4);
    expect(first.volleys.map((v) => v.id)).toEqual(['s0']);
    expect(
      first.sides.flatMap((s) => s.brigades.flatMap((b) => b.units)).find((u) => u.id === 'o1'),
    ).toMatchObject({
      end: 18,
    });
    expect(reportGames(log, 2)).toEqual([2, 1]);
  });

  it('says what a card of the game on the table shows where it differs from the volleys (set by hand, or cleared from the Log)', () => {
    const setByHand = units.map((u) =>
      u.id === 'm2' ? { ...u, figures: 17 } : u.id === 'o1' ? { ...u, figures: 16 } : u,
    );
    const now = battleReport({ ...input, units: setByHand });
    const line = (id: string) =>
      now.sides.flatMap((s) => s.brigades.flatMap((b) => b.units)).find((u) => u.id === id);
    expect(line('m2')).toMatchObject({ end: 20, cardShows: 17 });
    expect(line('o1')?.cardShows).toBeUndefined();
    // An earlier game's figures are its own: the cards show the game on the table.
    expect(
      battleReport({ ...input, units: setByHand }, 1)
        .sides.flatMap((s) => s.brigades.flatMap((b) => b.units))
        .some((u) => u.cardShows !== undefined),
    ).toBe(false);
  });

  it('keeps a unit hit and then removed from the roster, with the losses its shots took', () => {
    const without = battleReport({ ...input, units: units.filter((u) => u.id !== 'o1') });
    expect(without.sides.find((s) => s.side === 'opponent')?.removed).toEqual([
      { id: 'o1', name: 'o1', lost: 8 },
    ]);
  });
});

// --- the property: end = start − the casualties that count ----------------------------------------

const IDS = ['u1', 'u2', 'u3', 'u4'] as const;
const half = fc.integer({ min: 0, max: 12 }).map((n) => n / 2);
const shotArb = fc.record({
  target: fc.constantFrom(...IDS),
  line: half,
  screen: half,
  game: fc.constantFrom(1, 2),
  state: fc.constantFrom('applied', 'undone', 'not-applied', 'refused'),
  turn: fc.integer({ min: 1, max: 5 }),
});

describe('a unit’s end figures are its start less the casualties that count, whatever the log', () => {
  it('agrees with the Log’s shots and with the figures the cards derive (1,000 logs)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
          { minLength: 4, maxLength: 4 },
        ),
        fc.array(shotArb, { maxLength: 30 }),
        fc.constantFrom(1, 2),
        (starts, drawn, game) => {
          const cards = IDS.map((id, i) =>
            unitCard({
              id,
              name: id,
              side: i % 2 ? 'opponent' : 'mine',
              startFigures: starts[i] ?? 1,
              createdAt: i,
            }),
          );
          const shots = drawn.map((s, i) => {
            const applied = { targetId: s.target, line: s.line, skirmishers: s.screen };
            return shotRecord({
              id: `s${i}`,
              at: i,
              turn: s.turn,
              game: s.game,
              side: cards.find((c) => c.id === s.target)?.side === 'mine' ? 'opponent' : 'mine',
              input: { batteryId: 'bx', targetId: s.target },
              ...(s.state === 'refused' ? {} : { result: legalResult(s.line, s.screen) }),
              ...(s.state === 'applied' ? { applied } : {}),
              ...(s.state === 'undone' ? { undone: { ...applied, at: i } } : {}),
            });
          });
          const report = battleReport(
            { ...input, units: cards, brigades: [], log: shots, play: { gameNumber: 2, turn: 5 } },
            game,
          );
          const lines = report.sides.flatMap((s) => s.brigades.flatMap((b) => b.units));
          expect(lines.map((u) => u.id).sort()).toEqual([...IDS]);
          for (const u of lines) {
            const card = cards.find((c) => c.id === u.id) as UnitCard;
            // The oracle: the Log's shots of this game that stand applied at this unit.
            const counted = drawn
              .filter((s) => s.game === game && s.state === 'applied' && s.target === u.id)
              .reduce((sum, s) => sum + s.line, 0);
            expect(u.start).toBe(card.startFigures);
            expect(u.end).toBe(Math.max(0, card.startFigures - counted));
            expect(u.lost).toBe(u.start - u.end);
            // The cards' own derivation (no "set to N") gives the same figures.
            expect(u.end).toBe(deriveFigures(card, shots, [], game).figures);
          }
          for (const s of report.sides) {
            const mine = lines.filter((u) => cards.find((c) => c.id === u.id)?.side === s.side);
            expect(s.end).toBe(mine.reduce((sum, u) => sum + u.end, 0));
            expect(s.start - s.lost).toBe(s.end);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
