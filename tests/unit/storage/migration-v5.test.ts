/**
 * Schema v4 → v5 (issue 23): a phone that played with v4 opens today's app. Nothing it holds is
 * rewritten: its v4 corrections (differences) still count, its figures stay; it gets its table id
 * in the upgrade (two phones that played under v4 are asked once, at their first exchange, whether
 * the other's text is this game). A new database gets a table id at once. A version-1 shared text (no game identity) is still read, as
 * this phone's game. The v4 database is built BY HAND with raw IndexedDB.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyShot } from '../../../src/storage/casualties';
import { DB_VERSION, type GbDb, openGbDb } from '../../../src/storage/db';
import { changeShot } from '../../../src/storage/game-changes';
import { logShot, storedGame } from '../../../src/storage/resolutions';
import { collectSync } from '../../../src/storage/sync';
import { applyMerge } from '../../../src/storage/sync-merge';
import { listUnits } from '../../../src/storage/units';
import { deriveFigures } from '../../../src/sync/figures';
import { encodeSyncV2, parseSync } from '../../../src/sync/payload';
import { unitCard } from '../fixtures';
import { legalShot } from '../sync/phones';
import { buildOldDatabase } from './old-schemas';

let n = 0;
const open: GbDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

// 36, hit for 2, then set to 30 in the editor under v4 (a difference of −4).
const edited = unitCard({ id: 'edited', startFigures: 36, figures: 30, updatedAt: 60 });
const shot = { ...legalShot('s1', 'edited', 2), applied: { targetId: 'edited', line: 2, skirmishers: 0 } };
const v4Correction = {
  id: 'c-v4',
  cardId: 'edited',
  game: 1,
  line: -4,
  skirmishers: 0,
  clock: '0000000000000060.0000.v4device',
};
const v4Game = {
  scale: 'cm',
  campaignYear: 1812,
  turn: 3,
  activePackId: 'practice',
  keepAwake: false,
  sideNames: { mine: '', opponent: '' },
  phasingSide: 'mine',
  gameNumber: 1,
  fired: [],
};

async function openV4() {
  const name = `gb-migration-v5-${n++}`;
  await buildOldDatabase(name, 4, (tx) => {
    tx.objectStore('units').put(edited);
    tx.objectStore('resolutions').put(shot);
    tx.objectStore('corrections').put(v4Correction);
    tx.objectStore('meta').put(v4Game, 'game');
  });
  const db = await openGbDb({}, name);
  open.push(db);
  return db;
}

describe('opening a v4 database with today’s code', () => {
  it('keeps every record as it was; its v4 correction still counts (30), and it gets its table id in the upgrade', async () => {
    const db = await openV4();
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(7);
    expect(await listUnits(db)).toEqual([edited]);
    expect(await db.getAll('corrections')).toEqual([v4Correction]);
    const { gameId, ...settings } = (await db.get('meta', 'game')) as { gameId?: string };
    expect(settings).toEqual(v4Game);
    // A backup made before its first text carries it too (a file of another table is then asked about).
    expect(gameId).toMatch(/^[a-z0-9]{12}$/);
    const derived = deriveFigures(edited, [shot], [v4Correction], 1);
    expect(derived.figures).toBe(30);
  });

  it('its first shared text carries the table id of the upgrade, and a version-1 text (no identity) merges as this game', async () => {
    const db = await openV4();
    const upgraded = (await storedGame(db.transaction('meta').store)).gameId;
    const body = await collectSync(db, { kind: 'game' });
    expect(body?.identity?.id).toBe(upgraded);
    expect(body?.identity).toMatchObject({ gameNumber: 1, turn: 3, started: true });
    expect((await storedGame(db.transaction('meta').store)).gameId).toBe(body?.identity?.id);

    const other = await openGbDb({}, `gb-migration-v5-${n++}`);
    open.push(other);
    if (!body) throw new Error('no text');
    const { identity: _none, ...v1 } = body;
    const parsed = parseSync(encodeSyncV2({ ...v1, formatVersion: 1 }));
    if (!parsed.ok) throw new Error(parsed.problem.code);
    const { summary } = await applyMerge(other, parsed.value);
    expect(summary.otherGame).toBeUndefined();
    expect((await other.get('units', 'edited'))?.figures).toBe(30);
    expect((await storedGame(other.transaction('meta').store)).turn).toBe(3);
  });
});

describe('a v4 card whose shots were cleared from the log (issue 23, finding A)', () => {
  // Under v4, Clear log deleted the shots; the card kept 30 of 36 with no event saying so.
  const cleared = unitCard({ id: 'cleared', startFigures: 36, figures: 30, updatedAt: 70 });
  const screened = unitCard({
    id: 'screened',
    startFigures: 24,
    figures: 24,
    screen: { ...unitCard().screen, figures: 2 },
    updatedAt: 80,
  });

  async function openCleared() {
    const name = `gb-migration-v5-${n++}`;
    await buildOldDatabase(name, 4, (tx) => {
      tx.objectStore('units').put(cleared);
      tx.objectStore('units').put(screened);
      tx.objectStore('meta').put(v4Game, 'game');
    });
    const db = await openGbDb({}, name);
    open.push(db);
    return db;
  }

  it('keeps the figures the player saw: the next Apply of a 2-figure hit gives 28, not 34', async () => {
    const db = await openCleared();
    await logShot(db, legalShot('hit', 'cleared', 2));
    const change = await changeShot(db, 'hit', applyShot);
    expect(change.ok && change.value.unit.figures).toBe(28);
    expect((await db.get('units', 'cleared'))?.figures).toBe(28);
  });

  it('the same where the browser lists no such database (or cannot list them): the v5 step is loaded and the open tried again', async () => {
    for (const databases of [async () => [], undefined]) {
      const real = indexedDB.databases;
      Object.defineProperty(indexedDB, 'databases', { value: databases, configurable: true });
      try {
        const db = await openCleared();
        expect(db.version).toBe(DB_VERSION);
        expect((await db.getAll('corrections')).map((c) => c.cardId)).toEqual(['cleared', 'screened']);
        await logShot(db, legalShot('hit', 'cleared', 2));
        const change = await changeShot(db, 'hit', applyShot);
        expect(change.ok && change.value.unit.figures).toBe(28);
      } finally {
        Object.defineProperty(indexedDB, 'databases', { value: real, configurable: true });
      }
    }
  });

  it('writes one "set to N" per card that differs (line or screen), later than the card and counting no casualties', async () => {
    const db = await openCleared();
    const sets = await db.getAll('corrections');
    expect(sets.map((c) => [c.cardId, c.set])).toEqual([
      ['cleared', { line: { to: 30, seen: 0 } }],
      ['screened', { screen: { to: 2, seen: 0 } }],
    ]);
    // A merge derives the figures again from the events: they stay as they were.
    for (const card of [cleared, screened]) {
      const derived = deriveFigures(card, [], sets, 1);
      expect([derived.figures, derived.screen]).toEqual([card.figures, card.screen.figures]);
    }
  });
});

describe('a new database', () => {
  it('gets its table id at once, so another table’s file is never taken for its game', async () => {
    const db = await openGbDb({}, `gb-migration-v5-${n++}`);
    open.push(db);
    const game = await storedGame(db.transaction('meta').store);
    expect(game.gameId).toMatch(/^[a-z0-9]{12}$/);
    expect(game).toMatchObject({ gameNumber: 1, turn: 1 });
  });
});
