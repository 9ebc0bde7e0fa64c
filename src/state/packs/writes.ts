/**
 * The packs' verbs (`game.packs`), written once over storage/packs.ts: read every pack and set the
 * active one, save a sound pack or a draft, delete and put back, make a pack the one new shots use.
 * Logged resolutions keep the stamp of the pack they used, so switching affects only the next shot.
 * If the remembered active pack is gone or no longer sound, the practice pack is used and
 * `fallback()` says why, so the player is never silently shown different numbers. Loaded after the
 * first screen (game.tsx), with the pack file parsing.
 */
import type { ValidatedPack } from '../../core';
import { fail, ok, type Result } from '../../core';
import { BUILT_IN_PACK_ID, practicePack } from '../../packs';
import type { StoredPack } from '../../records';
import { type StorageFailure, storageFailure } from '../../records';
import {
  DRAFT_KEY_PREFIX,
  deletePack,
  failureOf,
  type GbDb,
  isDraftKey,
  type LoadedPack,
  listPacks,
  readStoredPack,
  readyRecord,
  savePack,
} from '../../storage';
import type { Core, Stored } from '../game/connection';
import type { PackList } from './list';

/** What a pack's save, delete or restore answers when it did not stand: storage failing. */
export type PackAnswer<T = Stored> = Result<T, StorageFailure>;

/** What the packs' verbs need of the other concerns: the game's settings write. */
export interface PackNeeds {
  readonly updateGame: (patch: { activePackId: string }) => Promise<Result<Stored, StorageFailure>>;
}

function upsert(list: readonly LoadedPack[], entry: LoadedPack, removeKey?: string): LoadedPack[] {
  const rest = list.filter((p) => p.key !== entry.key && p.key !== removeKey);
  return [...rest, entry];
}

export interface PackVerbs {
  /** Read every pack from storage and set the active one. Safe to call again (another tab, a restore). */
  load(): Promise<PackAnswer<void>>;
  /**
   * Save a sound pack under its own id (replacing a pack of that id, and deleting `replacing` —
   * the draft it came from — in the same transaction). If it is the active pack, the next shot uses
   * the new numbers at once.
   */
  saveReady(pack: ValidatedPack, replacing?: string): Promise<PackAnswer>;
  /** A pack from a file or link: its "official" is the sender's word, and stays marked so. */
  saveImported(pack: ValidatedPack): Promise<PackAnswer>;
  /**
   * Save a draft (problems allowed) under its draft key. Drafts are never made active. A key that is
   * not a draft key (never one the editor makes) is refused, so a draft never overwrites a ready pack.
   */
  saveDraft(key: string, data: unknown): Promise<PackAnswer<LoadedPack>>;
  /** Delete a stored pack; answers what was removed (undefined: no such pack) so the caller can offer Undo. */
  remove(key: string): Promise<PackAnswer<LoadedPack | undefined>>;
  /** Put back a pack that was just deleted. */
  restore(entry: LoadedPack): Promise<PackAnswer>;
  /** Make a ready pack the one new resolutions use ('not-ready': a draft or an unknown id). */
  makeActive(id: string): Promise<Result<Stored, 'not-ready' | StorageFailure>>;
  /** Tell other tabs the stored packs changed (after a write outside these verbs: a backup's import). */
  announce(): Promise<Result<void, StorageFailure>>;
}

/** What the packs' verbs share: the game, the list they write, the other concerns, other tabs. */
interface Packs {
  readonly core: Core;
  readonly list: PackList;
  readonly needs: PackNeeds;
  readonly channel?: BroadcastChannel;
}

/** Hand the remembered active pack to the game, or practice with the reason. */
function applyActive({ core, list }: Packs): void {
  const id = core.state.game.activePackId;
  const pack = list.view.find(id);
  if (pack) {
    list.setFallback(undefined);
    if (core.pack() !== pack) core.setActivePack(pack);
    return;
  }
  const draftOfIt = list.view.stored().some((p) => p.key === id || p.key === `${DRAFT_KEY_PREFIX}${id}`);
  list.setFallback({ id, reason: draftOfIt ? 'invalid' : 'missing' });
  core.setActivePack(practicePack);
}

async function load(packs: Packs): Promise<PackAnswer<void>> {
  const { core, list } = packs;
  if (core.status() === 'open') {
    const read = await core.run((d) => listPacks(d));
    if (!read.ok) {
      core.setProblem(read.problem.kind);
      return read;
    }
    list.setStored(read.value);
  }
  applyActive(packs);
  list.setLoaded(true);
  return ok();
}

/** Where a pack's write goes now: stored, kept until the database opens, or in memory only. */
const whereStored = (core: Core): Stored => ({
  stored: core.status() === 'open' ? 'now' : core.status() === 'waiting' ? 'later' : 'memory',
});

/**
 * Write through, then (on `ok`) the caller changes the list in memory: before the database opens
 * the write waits for it (a failure then is the banner's); with no storage the change lives in
 * memory only. A failure answers it (the list is left as it was); nothing is thrown.
 */
async function persist({ core, channel }: Packs, write: (db: GbDb) => Promise<void>): Promise<PackAnswer> {
  const where = whereStored(core);
  if (core.status() === 'closed') return fail(core.notOpen());
  if (where.stored === 'later')
    core.queue(async (d) => {
      if (d) await write(d).catch((error: unknown) => core.setProblem(failureOf(error).kind));
    });
  if (where.stored !== 'now') return ok(where);
  const written = await core.run((d) => write(d));
  if (!written.ok) return written;
  channel?.postMessage('changed');
  return ok(where);
}

async function saveReady(
  packs: Packs,
  pack: ValidatedPack,
  replacing?: string,
  imported = false,
): Promise<PackAnswer> {
  const { core, list } = packs;
  const now = Date.now();
  const saved = await persist(packs, (db) => savePack(db, readyRecord(pack, now, imported), replacing));
  if (!saved.ok) return saved;
  const entry: LoadedPack = {
    key: pack.id,
    status: 'ready',
    pack,
    updatedAt: now,
    ...(imported ? { imported: true as const } : {}),
  };
  list.setStored(upsert(list.view.stored(), entry, replacing));
  if (core.state.game.activePackId === pack.id) applyActive(packs);
  return saved;
}

async function saveDraft(packs: Packs, key: string, data: unknown): Promise<PackAnswer<LoadedPack>> {
  if (!isDraftKey(key)) return fail(storageFailure('failed'));
  const now = Date.now();
  const record: StoredPack = { id: key, data, draft: true, updatedAt: now };
  const saved = await persist(packs, (db) => savePack(db, record));
  if (!saved.ok) return saved;
  // Read back through the same check as a restart would, so the list shows exactly what is stored.
  const entry = readStoredPack(record) ?? { key, status: 'draft', data, problems: [], updatedAt: now };
  packs.list.setStored(upsert(packs.list.view.stored(), entry));
  return ok(entry);
}

async function makeActive(packs: Packs, id: string): Promise<Result<Stored, 'not-ready' | StorageFailure>> {
  const { core, list } = packs;
  const pack = list.view.find(id);
  if (!pack) return fail('not-ready');
  const written = await packs.needs.updateGame({ activePackId: id });
  if (!written.ok) return written;
  list.setFallback(undefined);
  core.setActivePack(pack);
  packs.channel?.postMessage('changed');
  return written;
}

async function remove(packs: Packs, key: string): Promise<PackAnswer<LoadedPack | undefined>> {
  const { core, list } = packs;
  const removed = list.view.stored().find((p) => p.key === key);
  if (!removed) return ok(undefined);
  const deleted = await persist(packs, (db) => deletePack(db, key));
  if (!deleted.ok) return deleted;
  list.setStored(list.view.stored().filter((p) => p.key !== key));
  if (core.state.game.activePackId === key) {
    const practice = await makeActive(packs, BUILT_IN_PACK_ID);
    if (!practice.ok && practice.problem !== 'not-ready') return fail(practice.problem);
  }
  return ok(removed);
}

export function packWrites(core: Core, list: PackList, needs: PackNeeds): PackVerbs {
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('grand-battery-packs');
  const packs: Packs = { core, list, needs, ...(channel ? { channel } : {}) };
  // Another tab saved, imported, deleted or switched a pack: read the settings and packs again.
  if (channel)
    channel.onmessage = () =>
      core.reload().then(
        () => load(packs),
        () => undefined,
      );
  return {
    load: () => load(packs),
    saveReady: (pack, replacing) => saveReady(packs, pack, replacing),
    saveImported: (pack) => saveReady(packs, pack, undefined, true),
    saveDraft: (key, data) => saveDraft(packs, key, data),
    remove: (key) => remove(packs, key),
    async restore(entry) {
      if (entry.status === 'ready') return saveReady(packs, entry.pack, undefined, entry.imported === true);
      const saved = await saveDraft(packs, entry.key, entry.data);
      return saved.ok ? ok(whereStored(core)) : saved;
    },
    makeActive: (id) => makeActive(packs, id),
    announce: async () => {
      channel?.postMessage('changed');
      return ok();
    },
  };
}
