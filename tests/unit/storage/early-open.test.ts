/**
 * The app opens its database as it starts (main.tsx → openGbDbEarly), beside the first screen's
 * words; the game's first open takes that connection instead of opening another, and hears what the
 * browser said of it meanwhile (an old tab blocking the upgrade).
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME, openGbDb, openGbDbEarly } from '../../../src/storage/db';

let opens = 0;
beforeEach(() => {
  // A phone of its own for each test, counting the opens asked of it.
  const factory = new IDBFactory();
  const open = factory.open.bind(factory);
  opens = 0;
  factory.open = (name: string, version?: number) => {
    opens += 1;
    return open(name, version);
  };
  vi.stubGlobal('indexedDB', factory);
});
afterEach(() => vi.unstubAllGlobals());

describe('the database opened at start', () => {
  it('is the one the game’s first open gets: one open, not two, and a later open is its own', async () => {
    openGbDbEarly();
    expect(opens).toBe(1);
    const db = await openGbDb({});
    expect(opens).toBe(1);
    expect([...db.objectStoreNames]).toEqual(expect.arrayContaining(['units', 'resolutions', 'brigades']));
    await db.put('units', { id: 'u1' } as never);
    // Taken once: reopening after a dropped connection opens again.
    const again = await openGbDb({});
    expect(opens).toBe(2);
    expect(await again.get('units', 'u1')).toEqual({ id: 'u1' });
    db.close();
    again.close();
  });

  it('tells the game of an old tab that blocked the upgrade before the game asked, then opens once it closes', async () => {
    // An old tab holds the database open at an older version and does not let go.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 6);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    openGbDbEarly();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const onBlocked = vi.fn();
    const opening = openGbDb({ onBlocked });
    expect(onBlocked).toHaveBeenCalledTimes(1);
    old.close();
    const db = await opening;
    expect(db.version).toBeGreaterThan(6);
    expect(opens).toBe(2); // the old tab's and the app's: the game's open took the early one
    db.close();
  });
});
