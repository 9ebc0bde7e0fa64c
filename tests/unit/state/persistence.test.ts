/**
 * Persistent storage (pwa-pitfalls §11): asked for after the first saved card, once per session,
 * not when storage is already kept; and what the status panel reads when the browser cannot say.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readOfflineStatus,
  readStorageStatus,
  requestPersistence,
  resetPersistenceRequest,
} from '../../../src/state/app/persistence';
import { startGame, stopGames } from '../game';
import { card } from '../storage/backup-cases';

function fakeStorage(persisted: boolean) {
  return {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => true),
    estimate: vi.fn(async () => ({ usage: 1_500_000, quota: 2_000_000_000 })),
  };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetPersistenceRequest();
});
afterEach(() => {
  stopGames();
  vi.unstubAllGlobals();
});

describe('asking to keep the data', () => {
  it('asks once, after the first card is saved, not before', async () => {
    const storage = fakeStorage(false);
    vi.stubGlobal('navigator', { storage });
    const game = await startGame();
    await game.turns.next();
    expect(storage.persist).not.toHaveBeenCalled();

    await game.units.save(card({ id: 'a', name: 'First' }));
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    await game.units.save(card({ id: 'b', name: 'Second' }));
    await game.units.save(card({ id: 'a', name: 'First, edited' }));
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the browser already keeps the data', async () => {
    const storage = fakeStorage(true);
    vi.stubGlobal('navigator', { storage });
    const game = await startGame();
    await game.units.save(card({ id: 'a', name: 'First' }));
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalled());
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does not ask when the card could not be saved', async () => {
    const storage = fakeStorage(false);
    vi.stubGlobal('navigator', { storage });
    vi.stubGlobal('indexedDB', undefined);
    const game = await startGame();
    await game.units.save(card({ id: 'a', name: 'Only in memory' }));
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('a browser without persist() or one that throws: no answer, no crash', async () => {
    expect(await requestPersistence(undefined)).toBeUndefined();
    const throwing = { ...fakeStorage(false), persist: vi.fn(async () => Promise.reject(new Error('no'))) };
    expect(await requestPersistence(throwing)).toBeUndefined();
  });
});

describe('what the status panel reads', () => {
  it('storage kept, space used and quota', async () => {
    expect(await readStorageStatus(fakeStorage(true))).toEqual({
      persisted: true,
      usage: 1_500_000,
      quota: 2_000_000_000,
    });
    expect(await readStorageStatus(undefined)).toEqual({
      persisted: undefined,
      usage: undefined,
      quota: undefined,
    });
  });

  it('offline ready only when a worker controls the page and its precache holds files', async () => {
    const caches = (entries: number) =>
      ({
        keys: async () => ['workbox-precache-v2-http://x/'],
        open: async () => ({ keys: async () => Array.from({ length: entries }) }),
      }) as unknown as CacheStorage;
    const controlled = { serviceWorker: { controller: {} } } as unknown as Navigator;
    const uncontrolled = { serviceWorker: { controller: null } } as unknown as Navigator;
    expect(await readOfflineStatus(controlled, caches(40))).toBe('ready');
    expect(await readOfflineStatus(controlled, caches(0))).toBe('not-ready');
    expect(await readOfflineStatus(uncontrolled, caches(40))).toBe('not-ready');
    expect(await readOfflineStatus({} as Navigator, caches(40))).toBe('unsupported');
  });
});
