/**
 * Schema v2 → v3: a phone that played with v2 (both sides' cards, a log with applied shots, rule
 * packs) opens today's app: every card keeps its figures, every shot says which side fired and
 * which game it belongs to, and the batteries that fired this turn are remembered in the settings,
 * so clearing the log cannot let one fire twice. The v2 database is built BY HAND with raw
 * IndexedDB, exactly as v2's upgrade steps made it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME } from '../../../src/records/model';
import { DB_VERSION, type GbDb, loadGame, openGbDb } from '../../../src/storage/db';
import { clearResolutions, listResolutions } from '../../../src/storage/resolutions';
import { listUnits } from '../../../src/storage/units';
import { buildOldDatabase } from './old-schemas';

let n = 0;
let db: GbDb | undefined;
afterEach(() => db?.close());

const battery = {
  id: 'b1',
  name: 'French 12pdr',
  side: 'mine',
  nation: 'france',
  arm: 'artillery',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  startFigures: 4,
  figures: 4,
  formation: 'line',
  screen: { attached: false, figures: 0 },
  gunType: '12pdr',
  batteryKind: 'foot',
  createdAt: 10,
  updatedAt: 10,
};
const column = {
  ...battery,
  id: 'c1',
  name: 'Russian column',
  side: 'opponent',
  nation: 'russia',
  arm: 'infantry',
  formation: 'column',
  startFigures: 36,
  figures: 33,
  screen: { attached: true, figures: 3 },
  createdAt: 11,
  updatedAt: 12,
};
const legalChain = {
  range: { band: 'effective', derivation: 'declared' },
  checks: [],
  modifiers: [],
  dice: [5, 5],
  roll: 10,
  totalModifier: 0,
  modifiedScore: 10,
  cell: { ammo: 'canister', band: 'canister', score: 10, row: 10, clamped: 'none', casualties: 4 },
  casualties: 4,
  allocation: { skirmishers: 1, line: 3, ruleRef: 'artillery.skirmishers.canister' },
  pack: { id: 'practice', version: 1, official: false },
};
// A v2 shot as v2 stored it, written out (not `shotRecord`, which follows today's record).
const shot = (id: string, turn: number, at: number) => ({
  id,
  at,
  turn,
  input: {
    batteryId: 'b1',
    targetId: 'c1',
    ammo: 'canister',
    range: { band: 'canister' },
    movement: { moved: 'none', unlimbered: false },
    situation: {},
  },
  batteryName: 'French 12pdr',
  targetName: 'Russian column',
  dice: [5, 5],
  diceSource: 'app',
  result: { legal: true, chain: legalChain },
  pack: { id: 'practice', version: 1, official: false },
});
const earlier = { ...shot('r1', 2, 1000), applied: { targetId: 'c1', line: 3, skirmishers: 1 } };
const thisTurn = shot('r2', 3, 2000);
const v2Game = { scale: 'cm', campaignYear: 1812, turn: 3, activePackId: 'practice', keepAwake: false };

function buildV2(name: string): Promise<void> {
  return buildOldDatabase(name, 2, (tx) => {
    tx.objectStore('units').put(battery);
    tx.objectStore('units').put(column);
    tx.objectStore('resolutions').put(earlier);
    tx.objectStore('resolutions').put(thisTurn);
    tx.objectStore('meta').put(v2Game, 'game');
  });
}

describe('opening a v2 database with today’s code', () => {
  it('keeps every card’s figures, stamps each shot with its side and game, and remembers who fired this turn', async () => {
    const name = `gb-migration-v3-${n++}`;
    await buildV2(name);
    db = await openGbDb({}, name);
    expect(db.version).toBe(DB_VERSION);

    // Figures preserved exactly: 33 of 36 and a screen of 3.
    expect(await listUnits(db)).toEqual([battery, column]);
    expect(await listResolutions(db)).toEqual([
      { ...thisTurn, side: 'mine', game: 1 },
      { ...earlier, side: 'mine', game: 1 },
    ]);
    const game = await loadGame(db, DEFAULT_GAME);
    expect(game).toMatchObject({ ...v2Game, gameNumber: 1, fired: ['b1'] });
    // New in v3: shots at a card are found by its id.
    expect(await db.getAllKeysFromIndex('resolutions', 'byTarget', 'c1')).toEqual(['r1', 'r2']);

    // Clearing the log after the upgrade: the battery still counts as fired this turn.
    await clearResolutions(db);
    expect((await loadGame(db, DEFAULT_GAME)).fired).toEqual(['b1']);
  });

  it('a v2 phone with no settings stored yet opens with the defaults', async () => {
    const name = `gb-migration-v3-${n++}`;
    await buildOldDatabase(name, 2);
    db = await openGbDb({}, name);
    // v5: with its table id, made in the upgrade.
    expect(await loadGame(db, DEFAULT_GAME)).toEqual({
      ...DEFAULT_GAME,
      gameId: expect.stringMatching(/^[a-z0-9]{12}$/),
    });
  });
});
