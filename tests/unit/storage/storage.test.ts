import { afterEach, describe, expect, it } from 'vitest';
import { NO_MARKERS } from '../../../src/core';
import { DEFAULT_GAME, type ResolutionRecord, type UnitCard } from '../../../src/records/model';
import { classifyError, DB_NAME, type GbDb, loadGame, openGbDb, saveGame } from '../../../src/storage/db';
import {
  appendResolution,
  clearResolutions,
  listResolutions,
  restoreResolutions,
} from '../../../src/storage/resolutions';
import { deleteUnit, listUnits, saveUnit } from '../../../src/storage/units';
import { shotRecord } from '../fixtures';
import { startGame, stopGames, withDb } from '../game';

let n = 0;
let db: GbDb | undefined;
async function freshDb(): Promise<GbDb> {
  db = await openGbDb({}, `${DB_NAME}-test-${n++}`);
  return db;
}
afterEach(() => db?.close());

function unit(id: string, createdAt: number): UnitCard {
  return {
    id,
    name: `Unit ${id}`,
    side: 'mine',
    nation: 'france',
    arm: 'infantry',
    infantryType: 'line',
    markers: NO_MARKERS,
    class: 'line',
    startFigures: 36,
    figures: 36,
    formation: 'column',
    screen: { attached: false, figures: 0 },
    gunType: '',
    batteryKind: 'foot',
    createdAt,
    updatedAt: createdAt,
  };
}

function resolution(id: string, at: number): ResolutionRecord {
  return shotRecord({
    id,
    at,
    input: { batteryId: 'b', targetId: 't', range: { band: 'long' } },
    batteryName: 'B',
    targetName: 'T',
    result: { legal: false, refusals: [{ code: 'movement.fired-this-turn', ruleRef: 'artillery.movement' }] },
  });
}

describe('unit cards in IndexedDB', () => {
  it('keeps cards in the order they were made, and deletes one', async () => {
    const d = await freshDb();
    await saveUnit(d, unit('b', 2));
    await saveUnit(d, unit('a', 1));
    await saveUnit(d, unit('c', 3));
    expect((await listUnits(d)).map((u) => u.id)).toEqual(['a', 'b', 'c']);
    await deleteUnit(d, 'b');
    expect((await listUnits(d)).map((u) => u.id)).toEqual(['a', 'c']);
  });
  it('survives closing and reopening the database', async () => {
    const name = `${DB_NAME}-reopen`;
    const first = await openGbDb({}, name);
    await saveUnit(first, unit('x', 1));
    await saveGame(first, { ...DEFAULT_GAME, turn: 4, campaignYear: 1809 });
    first.close();
    db = await openGbDb({}, name);
    expect((await listUnits(db)).map((u) => u.name)).toEqual(['Unit x']);
    expect(await loadGame(db, DEFAULT_GAME)).toMatchObject({ turn: 4, campaignYear: 1809, scale: 'cm' });
  });
});

describe('the log of resolutions', () => {
  it('lists newest first, clears, and restores what was cleared (undo)', async () => {
    const d = await freshDb();
    for (const [id, at] of [
      ['r1', 10],
      ['r3', 30],
      ['r2', 20],
    ] as const)
      await appendResolution(d, resolution(id, at));
    expect((await listResolutions(d)).map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    const cleared = await clearResolutions(d);
    expect(await listResolutions(d)).toEqual([]);
    await restoreResolutions(d, cleared);
    expect((await listResolutions(d)).map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
  });
});

describe('storage errors', () => {
  it('recognises a quota error on its own and wrapped in an AbortError', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(classifyError(quota)).toBe('quota');
    const wrapped = Object.assign(new DOMException('aborted', 'AbortError'), { inner: quota });
    expect(classifyError(wrapped)).toBe('quota');
    expect(classifyError(new DOMException('x', 'InvalidStateError'))).toBe('unavailable');
    expect(classifyError(new Error('other'))).toBe('failed');
  });
});

describe('clearing a long log and taking it back', () => {
  it('Undo restores every stored entry, not only those on screen, beside shots fired since', async () => {
    const { IDBFactory } = await import('fake-indexeddb');
    globalThis.indexedDB = new IDBFactory(); // a phone of its own for this test
    const seed = await openGbDb();
    for (let i = 0; i < 250; i++) await appendResolution(seed, resolution(`r${i}`, i));
    seed.close();
    const game = await startGame();
    expect(game.state.log).toHaveLength(200);
    const cleared = await game.shots.clearLog();
    const removed = cleared.ok ? cleared.value : [];
    expect(removed).toHaveLength(250);
    await game.shots.record(resolution('new', 1000));
    await game.shots.restoreLog(removed);
    expect(game.state.log[0]?.id).toBe('new');
    expect(await withDb((db) => db.count('resolutions'))).toBe(251);
    stopGames();
  });
});
