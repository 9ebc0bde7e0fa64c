/**
 * Packs on the phone: stored records are checked again on every read, drafts never overwrite the
 * pack they came from, a draft can never be made active, and a missing or broken active pack falls
 * back to practice and says why (so a player never fires with numbers they did not choose).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { practicePack } from '../../../src/packs';
import { validatePack } from '../../../src/packs/validate';
import { DEFAULT_GAME } from '../../../src/records/model';
import type { Game } from '../../../src/state';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { listPacks, readStoredPack, readyRecord, savePack } from '../../../src/storage/packs';
import { testPack, testPackData } from '../core/helpers';
import { startGame, stopGames } from '../game';

let n = 0;
let db: GbDb | undefined;
async function freshDb(): Promise<GbDb> {
  db = await openGbDb({}, `${DB_NAME}-packs-${n++}`);
  return db;
}
afterEach(() => {
  stopGames();
  db?.close();
});

/** The game on this database (none: a browser that stores nothing), with this pack remembered as active. */
async function gameOn(database: GbDb | undefined, activePackId = 'practice'): Promise<Game> {
  if (database && activePackId !== 'practice')
    await database.put('meta', { ...structuredClone(DEFAULT_GAME), activePackId }, 'game');
  return startGame(database ?? null);
}

const v4 = (() => {
  const result = validatePack({
    ...testPackData,
    version: 4,
    modifiers: { ...testPackData.modifiers, movedHalf: -3 },
  });
  if (!result.ok) throw new Error('fixture');
  return result.value;
})();

describe('storage verbs', () => {
  it('a saved pack comes back validated and frozen', async () => {
    const d = await freshDb();
    await savePack(d, readyRecord(testPack, 1));
    const [entry] = await listPacks(d);
    expect(entry?.status).toBe('ready');
    if (entry?.status !== 'ready') return;
    expect(entry.pack).toEqual(testPack);
    expect(Object.isFrozen(entry.pack)).toBe(true);
  });

  it('refuses to store a "ready" pack that does not validate, or under another id', async () => {
    const d = await freshDb();
    await expect(
      savePack(d, { id: 'test', data: { ...testPackData, version: 0 }, draft: false, updatedAt: 1 }),
    ).rejects.toThrow();
    await expect(savePack(d, { ...readyRecord(testPack, 1), id: 'other' })).rejects.toThrow();
    await expect(
      savePack(d, { id: 'draft:x', data: 'x'.repeat(200_000), draft: true, updatedAt: 1 }),
    ).rejects.toThrow();
    expect(await d.count('packs')).toBe(0);
  });

  it('a record changed behind the app’s back is read as a draft with its problems, not used', async () => {
    const d = await freshDb();
    await d.put('packs', {
      id: 'test',
      data: { ...testPackData, table: 'gone' },
      draft: false,
      updatedAt: 1,
    });
    await d.put('packs', { id: 'junk', data: null, draft: 'no', updatedAt: 1 } as never);
    const list = await listPacks(d);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ key: 'test', status: 'draft' });
    expect(readStoredPack({ id: 'x' })).toBeUndefined();
  });

  it('turning a draft into a pack deletes the draft in the same write', async () => {
    const d = await freshDb();
    await savePack(d, { id: 'draft:test', data: { id: 'test' }, draft: true, updatedAt: 1 });
    await savePack(d, readyRecord(testPack, 2), 'draft:test');
    expect((await listPacks(d)).map((p) => [p.key, p.status])).toEqual([['test', 'ready']]);
  });
});

describe('the active pack', () => {
  it('is loaded at start and handed to the game', async () => {
    const d = await freshDb();
    await savePack(d, readyRecord(testPack, 1));
    const game = await gameOn(d, 'test');
    await game.packs.load();
    expect(game.pack()).toEqual(testPack);
    expect(game.packs.fallback()).toBeUndefined();
  });

  it('missing from the phone: practice, and the reason', async () => {
    const game = await gameOn(await freshDb(), 'gdb-deluxe');
    await game.packs.load();
    expect(game.pack()).toBe(practicePack);
    expect(game.packs.fallback()).toEqual({ id: 'gdb-deluxe', reason: 'missing' });
  });

  it('no longer valid: practice, and the reason', async () => {
    const d = await freshDb();
    await d.put('packs', { id: 'test', data: { ...testPackData, version: -1 }, draft: false, updatedAt: 1 });
    const game = await gameOn(d, 'test');
    await game.packs.load();
    expect(game.pack()).toBe(practicePack);
    expect(game.packs.fallback()).toEqual({ id: 'test', reason: 'invalid' });
  });

  it('a draft cannot be made active; a ready pack can, and is remembered', async () => {
    const d = await freshDb();
    const game = await gameOn(d);
    await game.packs.load();
    await game.packs.saveDraft('draft:abc', { ...testPackData, id: 'abc' });
    expect(await game.packs.makeActive('draft:abc')).toEqual({ ok: false, problem: 'not-ready' });
    expect(await game.packs.makeActive('abc')).toEqual({ ok: false, problem: 'not-ready' });
    expect(game.pack()).toBe(practicePack);
    await game.packs.saveReady(testPack);
    expect((await game.packs.makeActive('test')).ok).toBe(true);
    expect(game.state.game.activePackId).toBe('test');
    expect(game.pack()).toEqual(testPack);
  });

  it('saving a new version of the active pack: the next shot uses it at once', async () => {
    const d = await freshDb();
    const game = await gameOn(d);
    await game.packs.load();
    await game.packs.saveReady(testPack);
    await game.packs.makeActive('test');
    await game.packs.saveReady(v4);
    expect(game.pack().version).toBe(4);
    expect(game.pack().modifiers.movedHalf).toBe(-3);
  });

  it('a draft saved from the active pack leaves the active pack as it was', async () => {
    const d = await freshDb();
    const game = await gameOn(d);
    await game.packs.load();
    await game.packs.saveReady(testPack);
    await game.packs.makeActive('test');
    await game.packs.saveDraft('draft:test', { ...testPackData, version: 'broken' });
    expect(game.pack()).toEqual(testPack);
    // …and after a restart too.
    const again = await gameOn(d, 'test');
    await again.packs.load();
    expect(again.pack()).toEqual(testPack);
    // Two records side by side (listed by save time, which may be the same millisecond).
    expect(
      again.packs
        .stored()
        .map((p) => `${p.key}=${p.status}`)
        .sort(),
    ).toEqual(['draft:test=draft', 'test=ready']);
  });

  it('deleting the active pack switches to practice; undo puts the pack back', async () => {
    const d = await freshDb();
    const game = await gameOn(d);
    await game.packs.load();
    await game.packs.saveReady(testPack);
    await game.packs.makeActive('test');
    const answer = await game.packs.remove('test');
    const removed = answer.ok ? answer.value : undefined;
    expect(game.state.game.activePackId).toBe('practice');
    expect(game.pack()).toBe(practicePack);
    expect(await listPacks(d)).toEqual([]);
    if (!removed) throw new Error('nothing removed');
    await game.packs.restore(removed);
    expect((await listPacks(d)).map((p) => p.key)).toEqual(['test']);
  });

  it('without storage (private mode), packs still work for this session', async () => {
    const game = await gameOn(undefined);
    await game.packs.load();
    expect(await game.packs.saveReady(testPack)).toEqual({ ok: true, value: { stored: 'memory' } });
    expect((await game.packs.makeActive('test')).ok).toBe(true);
    expect(game.pack()).toEqual(testPack);
  });
});
