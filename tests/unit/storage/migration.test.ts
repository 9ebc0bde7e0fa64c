/**
 * Schema v1 → v2: a phone that played with v1 (cards, a log, settings, remembered answers) opens
 * today's app and finds all of it, plus an empty `packs` store. The v1 database is built BY HAND
 * with raw IndexedDB, exactly as v1's upgrade step made it, so this test does not depend on
 * today's code to create the old shape.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DB_VERSION, type GbDb, openGbDb } from '../../../src/storage/db';
import { listPacks } from '../../../src/storage/packs';
import { listResolutions } from '../../../src/storage/resolutions';
import { listUnits } from '../../../src/storage/units';
import { buildOldDatabase } from './old-schemas';

let n = 0;
let db: GbDb | undefined;
afterEach(() => db?.close());

const v1Unit = {
  id: 'u1',
  name: 'Austrian 9pdr foot battery',
  side: 'mine',
  nation: 'austria',
  arm: 'artillery',
  infantryType: 'line',
  markers: { jager: false, fusilier: false, imperialGuard: false },
  class: 'line',
  startFigures: 4,
  figures: 4,
  formation: 'line',
  screen: { attached: false, figures: 0 },
  gunType: '9pdr',
  batteryKind: 'foot',
  createdAt: 10,
  updatedAt: 10,
};
const v1Target = {
  ...v1Unit,
  id: 'u2',
  name: 'French column',
  side: 'opponent',
  nation: 'france',
  arm: 'infantry',
  formation: 'column',
  startFigures: 36,
  figures: 33,
  createdAt: 11,
  updatedAt: 12,
};
// A v1 shot as v1 stored it, written out (not `shotRecord`, which follows today's record).
const v1Resolution = {
  id: 'r1',
  at: 1000,
  turn: 2,
  input: {
    batteryId: 'u1',
    targetId: 'u2',
    ammo: 'roundshot',
    range: { band: 'effective' },
    movement: { moved: 'none', unlimbered: false },
    situation: {},
  },
  batteryName: 'Austrian 9pdr foot battery',
  targetName: 'French column',
  dice: [4, 5],
  diceSource: 'app',
  result: { legal: false, refusals: [{ code: 'movement.fired-this-turn', ruleRef: 'artillery.movement' }] },
  pack: { id: 'practice', version: 1, official: false },
};
const v1Game = { scale: 'in', campaignYear: 1809, turn: 2, activePackId: 'practice', keepAwake: true };

/** v1 as it shipped: units (byCreated), resolutions (byAt), meta (out-of-line keys). */
function buildV1(name: string): Promise<void> {
  return buildOldDatabase(name, 1, (tx) => {
    tx.objectStore('units').put(v1Unit);
    tx.objectStore('units').put(v1Target);
    tx.objectStore('resolutions').put(v1Resolution);
    tx.objectStore('meta').put(v1Game, 'game');
    tx.objectStore('meta').put({ friendlyInArc: false }, 'answers:u1→u2');
  });
}

describe('opening a v1 database with today’s code', () => {
  it('keeps every card, log entry, setting and remembered answer, and adds an empty packs store', async () => {
    const name = `gb-migration-${n++}`;
    await buildV1(name);
    db = await openGbDb({}, name);
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(7);
    // v4 (issue 10) adds the corrections and tombstones stores, v6 (issue 34) the brigades, v7 the saved sides.
    expect([...db.objectStoreNames].sort()).toEqual([
      'brigades',
      'corrections',
      'meta',
      'packs',
      'resolutions',
      'savedSides',
      'tombstones',
      'units',
    ]);

    expect(await listUnits(db)).toEqual([v1Unit, v1Target]);
    // v3: the shot says which side fired (only mine could, then) and that it belongs to game 1.
    expect(await listResolutions(db)).toEqual([{ ...v1Resolution, side: 'mine', game: 1 }]);
    // v3: game 1, and no battery fired this turn (the only shot was refused).
    // v5: its table id, made in the upgrade.
    expect(await db.get('meta', 'game')).toEqual({
      ...v1Game,
      gameNumber: 1,
      fired: [],
      gameId: expect.stringMatching(/^[a-z0-9]{12}$/),
    });
    expect(await db.get('meta', 'answers:u1→u2')).toEqual({ friendlyInArc: false });
    // The v1 indexes still work after the upgrade.
    expect(await db.getAllKeysFromIndex('units', 'byCreated')).toEqual(['u1', 'u2']);

    expect(await db.count('packs')).toBe(0);
    expect(await listPacks(db)).toEqual([]);
  });

  it('a fresh phone gets all eight stores at once', async () => {
    db = await openGbDb({}, `gb-migration-${n++}`);
    expect([...db.objectStoreNames].sort()).toEqual([
      'brigades',
      'corrections',
      'meta',
      'packs',
      'resolutions',
      'savedSides',
      'tombstones',
      'units',
    ]);
    expect(db.transaction('packs').store.keyPath).toBe('id');
  });

  it('opening the upgraded database again changes nothing', async () => {
    const name = `gb-migration-${n++}`;
    await buildV1(name);
    (await openGbDb({}, name)).close();
    db = await openGbDb({}, name);
    expect(await listUnits(db)).toHaveLength(2);
    expect(await db.count('packs')).toBe(0);
  });
});
