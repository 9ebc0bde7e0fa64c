/**
 * Packs on the phone: stored records are checked again on every read, drafts never overwrite the
 * pack they came from, a draft can never be made active, and a missing or broken active pack falls
 * back to practice and says why (so a player never fires with numbers they did not choose).
 */
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValidatedPack } from '../../../src/core/pack';
import { practicePack } from '../../../src/packs';
import { validatePack } from '../../../src/packs/validate';
import { holdDatabase } from '../../../src/state/game-database';
import {
  loadPacks,
  makeActive,
  type PackHost,
  packStore,
  removePack,
  restorePack,
  saveDraftPack,
  saveReadyPack,
} from '../../../src/state/packs';
import { DB_NAME, type GbDb, openGbDb } from '../../../src/storage/db';
import { listPacks, readStoredPack, readyRecord, savePack } from '../../../src/storage/packs';
import { testPack, testPackData } from '../core/helpers';

let n = 0;
let db: GbDb | undefined;
async function freshDb(): Promise<GbDb> {
  db = await openGbDb({}, `${DB_NAME}-packs-${n++}`);
  return db;
}
afterEach(() => db?.close());

function fakeHost(database: GbDb | undefined, activePackId = 'practice') {
  const [pack, setActivePack] = createSignal<ValidatedPack>(practicePack);
  const game = { activePackId };
  const host: PackHost = {
    state: { ready: true, game },
    pack,
    setActivePack,
    actions: {
      updateGame: async (patch) => {
        game.activePackId = patch.activePackId;
      },
      reload: async () => undefined,
    },
  };
  holdDatabase(host, () => database);
  return { host, game };
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
    const { host } = fakeHost(d, 'test');
    await loadPacks(host);
    expect(host.pack()).toEqual(testPack);
    expect(packStore(host).fallback()).toBeUndefined();
  });

  it('missing from the phone: practice, and the reason', async () => {
    const { host } = fakeHost(await freshDb(), 'gdb-deluxe');
    await loadPacks(host);
    expect(host.pack()).toBe(practicePack);
    expect(packStore(host).fallback()).toEqual({ id: 'gdb-deluxe', reason: 'missing' });
  });

  it('no longer valid: practice, and the reason', async () => {
    const d = await freshDb();
    await d.put('packs', { id: 'test', data: { ...testPackData, version: -1 }, draft: false, updatedAt: 1 });
    const { host } = fakeHost(d, 'test');
    await loadPacks(host);
    expect(host.pack()).toBe(practicePack);
    expect(packStore(host).fallback()).toEqual({ id: 'test', reason: 'invalid' });
  });

  it('a draft cannot be made active; a ready pack can, and is remembered', async () => {
    const d = await freshDb();
    const { host, game } = fakeHost(d);
    await loadPacks(host);
    await saveDraftPack(host, 'draft:abc', { ...testPackData, id: 'abc' });
    expect(await makeActive(host, 'draft:abc')).toBe(false);
    expect(await makeActive(host, 'abc')).toBe(false);
    expect(host.pack()).toBe(practicePack);
    await saveReadyPack(host, testPack);
    expect(await makeActive(host, 'test')).toBe(true);
    expect(game.activePackId).toBe('test');
    expect(host.pack()).toEqual(testPack);
  });

  it('saving a new version of the active pack: the next shot uses it at once', async () => {
    const d = await freshDb();
    const { host } = fakeHost(d);
    await loadPacks(host);
    await saveReadyPack(host, testPack);
    await makeActive(host, 'test');
    await saveReadyPack(host, v4);
    expect(host.pack().version).toBe(4);
    expect(host.pack().modifiers.movedHalf).toBe(-3);
  });

  it('a draft saved from the active pack leaves the active pack as it was', async () => {
    const d = await freshDb();
    const { host } = fakeHost(d);
    await loadPacks(host);
    await saveReadyPack(host, testPack);
    await makeActive(host, 'test');
    await saveDraftPack(host, 'draft:test', { ...testPackData, version: 'broken' });
    expect(host.pack()).toEqual(testPack);
    // …and after a restart too.
    const again = fakeHost(d, 'test');
    await loadPacks(again.host);
    expect(again.host.pack()).toEqual(testPack);
    // Two records side by side (listed by save time, which may be the same millisecond).
    expect(
      packStore(again.host)
        .stored()
        .map((p) => `${p.key}=${p.status}`)
        .sort(),
    ).toEqual(['draft:test=draft', 'test=ready']);
  });

  it('deleting the active pack switches to practice; undo puts the pack back', async () => {
    const d = await freshDb();
    const { host, game } = fakeHost(d);
    await loadPacks(host);
    await saveReadyPack(host, testPack);
    await makeActive(host, 'test');
    const answer = await removePack(host, 'test');
    const removed = answer.ok ? answer.value : undefined;
    expect(game.activePackId).toBe('practice');
    expect(host.pack()).toBe(practicePack);
    expect(await listPacks(d)).toEqual([]);
    if (!removed) throw new Error('nothing removed');
    await restorePack(host, removed);
    expect((await listPacks(d)).map((p) => p.key)).toEqual(['test']);
  });

  it('without storage (private mode), packs still work for this session', async () => {
    const { host } = fakeHost(undefined);
    await loadPacks(host);
    await saveReadyPack(host, testPack);
    expect(await makeActive(host, 'test')).toBe(true);
    expect(host.pack()).toEqual(testPack);
  });
});
