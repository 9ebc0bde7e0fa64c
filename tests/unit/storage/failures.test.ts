/**
 * Storage failing under the game (pwa-pitfalls §14): quota exceeded, on its own or wrapped in an
 * AbortError, and IndexedDB missing or refused (private browsing). The app keeps running, says
 * what happened, and what is on screen is what is stored: no half-written change.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolutionRecord } from '../../../src/records/model';
import type { Game } from '../../../src/state';
import { importBackup, makeBackup, serializeBackup, verifyBackup } from '../../../src/storage';
import { openGbDb } from '../../../src/storage/db';
import { startGame, stopGames, withDb } from '../game';
import { card, soundBackup } from './backup-cases';

beforeEach(() => {
  // A fresh, empty IndexedDB for every test: the game always opens the one real database name.
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  stopGames();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const wrappedQuota = () => Object.assign(new DOMException('aborted', 'AbortError'), { inner: quota() });

/** Make `put` on one store (or any) throw, as a full disk does. */
function failPut(error: () => Error, store?: string) {
  const put = IDBObjectStore.prototype.put;
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args
  ) {
    if (store === undefined || this.name === store) throw error();
    return put.apply(this, args);
  });
}

/** What the game holds in memory (a backup's data where storage is unavailable). */
async function memory(game: Game) {
  const held = await game.exchange.backups.inMemory();
  if (!held.ok) throw new Error(held.problem.kind);
  return held.value;
}

/** What is stored (on a connection of the test's own). */
async function storedUnits() {
  return withDb(async (db) => (await db.getAll('units')).map((u) => `${u.id}:${u.figures}`));
}

describe('quota exceeded', () => {
  it.each([
    ['on its own', quota],
    ['wrapped in an AbortError', wrappedQuota],
  ])(
    '%s: the new card is not shown as saved, and the player is told the phone is full',
    async (_n, error) => {
      const game = await startGame();
      await game.units.save(card({ id: 'a', name: 'First' }));
      failPut(error);
      await game.units.save(card({ id: 'b', name: 'Second' }));
      expect(game.state.units.map((u) => u.id)).toEqual(['a']);
      expect(game.problem()).toBe('quota');
      expect(await storedUnits()).toEqual(['a:36']);

      // Space freed: the next save works and the warning goes.
      vi.restoreAllMocks();
      await game.units.save(card({ id: 'b', name: 'Second' }));
      expect(game.problem()).toBeUndefined();
      expect(await storedUnits()).toEqual(['a:36', 'b:36']);
    },
  );

  it('an edit that cannot be stored goes back to what is stored', async () => {
    const game = await startGame();
    await game.units.save(card({ id: 'a', name: 'First', figures: 30 }));
    failPut(quota);
    await game.units.save(card({ id: 'a', name: 'First', figures: 10 }));
    expect(game.state.units[0]?.figures).toBe(30);
    expect(await storedUnits()).toEqual(['a:30']);
  });

  it('applied casualties and their log entry land together or not at all', async () => {
    const game = await startGame();
    const target = card({ id: 'col-1', name: 'Column', side: 'opponent' });
    await game.units.save(target);
    const record = soundBackup().data.resolutions[0] as ResolutionRecord;
    // The log entry is written first; the card fails after it, in the same transaction.
    failPut(quota, 'units');
    await game.shots.record(record, { ...target, figures: 33 });
    expect(game.problem()).toBe('quota');
    expect(game.state.log).toEqual([]);
    expect(game.state.units[0]?.figures).toBe(36);
    vi.restoreAllMocks();
    expect(await withDb((db) => db.count('resolutions'))).toBe(0);
    expect(await storedUnits()).toEqual(['col-1:36']);
  });

  it('game settings that cannot be stored stay as they were', async () => {
    const game = await startGame();
    failPut(wrappedQuota);
    await game.turns.next();
    expect(game.state.game.turn).toBe(1);
    expect(game.problem()).toBe('quota');
  });
});

describe('IndexedDB unavailable (private browsing)', () => {
  it('no indexedDB at all: the app starts, says nothing will be saved, and still plays in memory', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const game = await startGame();
    expect(game.problem()).toBe('unavailable');
    await game.units.save(card({ id: 'a', name: 'Kept in memory' }));
    expect(game.state.units.map((u) => u.name)).toEqual(['Kept in memory']);
  });

  it('what was entered in memory can still be kept: a backup file of it that a working phone restores', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const game = await startGame();
    await game.units.save(card({ id: 'a', name: 'Kept in memory', figures: 23.5, startFigures: 24 }));
    await game.turns.update({ turn: 4, sideNames: { mine: 'Anna', opponent: '' } });
    const text = serializeBackup(makeBackup(await memory(game), { app: 'test', now: 0 }));
    const check = verifyBackup(text);
    if (!check.ok) throw new Error(JSON.stringify(check.problem));
    vi.stubGlobal('indexedDB', new IDBFactory());
    const db = await openGbDb({}, 'gb-from-memory');
    expect((await importBackup(db, check.value, 'replace')).ok).toBe(true);
    expect(await db.get('units', 'a')).toMatchObject({ name: 'Kept in memory', figures: 23.5 });
    expect(await db.get('meta', 'game')).toMatchObject({ turn: 4, sideNames: { mine: 'Anna' } });
    db.close();
  });

  it('opening refused with a SecurityError: the same', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const game = await startGame();
    expect(game.problem()).toBe('unavailable');
    await game.turns.next();
    expect(game.state.game.turn).toBe(2);
  });
});
