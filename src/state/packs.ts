/**
 * Rule packs on this phone, and which one new resolutions use. Loaded from IndexedDB when the game
 * starts; the active pack is handed to the game store (`setActivePack`), which the Fire screen
 * reads. Logged resolutions keep the stamp of the pack they used, so switching affects only the
 * next shot. If the remembered active pack is gone or no longer sound, the practice pack is used
 * and `fallback()` says why, so the player is never silently shown different numbers.
 */
import { createSignal } from 'solid-js';
import type { ValidatedPack } from '../core/pack';
import { fail, ok, type Result } from '../core/result';
import { practicePack } from '../packs';
import { BUILT_IN_PACK_ID } from '../packs/share';
import type { StoredPack } from '../records/model';
import type { Lang } from '../reference/types';
import { classifyError, type GbDb, type StorageProblem } from '../storage/db';
import {
  DRAFT_KEY_PREFIX,
  deletePack,
  isDraftKey,
  type LoadedPack,
  listPacks,
  readStoredPack,
  readyRecord,
  savePack,
} from '../storage/packs';
import { useGame } from './game-context';
import { databaseOf } from './game-database';

export { DRAFT_KEY_PREFIX, isDraftKey } from '../storage/packs';

/**
 * What the packs module needs from the game store (a narrow view, so tests can pass their own); its
 * database is the one the state room holds for it (game-database.ts).
 */
export interface PackHost {
  readonly state: { readonly ready: boolean; readonly game: { readonly activePackId: string } };
  readonly pack: () => ValidatedPack;
  readonly setActivePack: (pack: ValidatedPack) => void;
  readonly actions: {
    readonly updateGame: (patch: { activePackId: string }) => Promise<unknown>;
    readonly reload: () => Promise<void>;
  };
}

/** Why the remembered active pack is not in use: deleted, or its data no longer validates. */
export interface ActiveFallback {
  readonly id: string;
  readonly reason: 'missing' | 'invalid';
}

export interface PackStore {
  /** Packs stored on the phone (ready and drafts), oldest first. The built-in practice pack is not among them. */
  readonly stored: () => readonly LoadedPack[];
  readonly loaded: () => boolean;
  readonly fallback: () => ActiveFallback | undefined;
  readonly problem: () => StorageProblem | undefined;
}

interface Internal extends PackStore {
  readonly setStored: (packs: readonly LoadedPack[]) => void;
  readonly setLoaded: (loaded: boolean) => void;
  readonly setFallback: (fallback: ActiveFallback | undefined) => void;
  readonly setProblem: (problem: StorageProblem | undefined) => void;
  readonly channel: BroadcastChannel | undefined;
}

const stores = new WeakMap<PackHost, Internal>();

function storeOf(host: PackHost): Internal {
  let store = stores.get(host);
  if (store) return store;
  const [stored, setStored] = createSignal<readonly LoadedPack[]>([]);
  const [loaded, setLoaded] = createSignal(false);
  const [fallback, setFallback] = createSignal<ActiveFallback>();
  const [problem, setProblem] = createSignal<StorageProblem>();
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('grand-battery-packs');
  store = { stored, setStored, loaded, setLoaded, fallback, setFallback, problem, setProblem, channel };
  stores.set(host, store);
  if (channel) {
    // Another tab saved, imported, deleted or switched a pack: read the settings and packs again.
    channel.onmessage = () =>
      void host.actions
        .reload()
        .then(() => loadPacks(host))
        .catch(() => undefined);
  }
  return store;
}

/** The pack store of a game (created on first use). */
export function packStore(host: PackHost): PackStore {
  return storeOf(host);
}

/** Tell other tabs the stored packs changed (after a write outside this module, e.g. a backup's import). */
export function announcePacks(host: PackHost): void {
  storeOf(host).channel?.postMessage('changed');
}

/** A ready pack by id: the built-in practice pack or one stored on the phone. */
export function findReady(host: PackHost, id: string): ValidatedPack | undefined {
  if (id === BUILT_IN_PACK_ID) return practicePack;
  const entry = storeOf(host)
    .stored()
    .find((p) => p.status === 'ready' && p.key === id);
  return entry?.status === 'ready' ? entry.pack : undefined;
}

/** Every pack that can be made active, practice first. */
export function readyPacks(host: PackHost): ValidatedPack[] {
  const stored = storeOf(host)
    .stored()
    .flatMap((p) => (p.status === 'ready' ? [p.pack] : []));
  return [practicePack, ...stored];
}

/** Hand the remembered active pack to the game, or practice with the reason. */
function applyActive(host: PackHost): void {
  const store = storeOf(host);
  const id = host.state.game.activePackId;
  const pack = findReady(host, id);
  if (pack) {
    store.setFallback(undefined);
    if (host.pack() !== pack) host.setActivePack(pack);
    return;
  }
  const draftOfIt = store.stored().some((p) => p.key === id || p.key === `${DRAFT_KEY_PREFIX}${id}`);
  store.setFallback({ id, reason: draftOfIt ? 'invalid' : 'missing' });
  host.setActivePack(practicePack);
}

/** Read every pack from storage and set the active one. Safe to call again (another tab, a restore). */
export async function loadPacks(host: PackHost): Promise<void> {
  const store = storeOf(host);
  const db = databaseOf(host);
  if (db) {
    try {
      store.setStored(await listPacks(db));
      store.setProblem(undefined);
    } catch (error) {
      store.setProblem(classifyError(error));
    }
  }
  applyActive(host);
  store.setLoaded(true);
}

function upsert(list: readonly LoadedPack[], entry: LoadedPack, removeKey?: string): LoadedPack[] {
  const rest = list.filter((p) => p.key !== entry.key && p.key !== removeKey);
  return [...rest, entry];
}

/** What a pack's save, delete or restore answers when it did not stand: storage's own reason. */
export type PackProblem = StorageProblem;
export type PackAnswer<T = void> = Result<T, PackProblem>;

/**
 * Write through, then (on `ok`) change the list in memory; with no storage the change lives in
 * memory only. A failure answers its problem (the list is left as it was); nothing is thrown.
 */
async function persist(host: PackHost, write: (db: GbDb) => Promise<void>): Promise<PackAnswer> {
  const store = storeOf(host);
  const db = databaseOf(host);
  if (!db) return ok();
  try {
    await write(db);
    store.setProblem(undefined);
    store.channel?.postMessage('changed');
    return ok();
  } catch (error) {
    const problem = classifyError(error);
    store.setProblem(problem);
    return fail(problem);
  }
}

/**
 * Save a sound pack under its own id (replacing a pack of that id, and deleting `replacing` —
 * the draft it came from — in the same transaction). If it is the active pack, the next shot uses
 * the new numbers at once.
 */
export async function saveReadyPack(
  host: PackHost,
  pack: ValidatedPack,
  replacing?: string,
  imported = false,
): Promise<PackAnswer> {
  const now = Date.now();
  const saved = await persist(host, (db) => savePack(db, readyRecord(pack, now, imported), replacing));
  if (!saved.ok) return saved;
  const store = storeOf(host);
  const entry: LoadedPack = {
    key: pack.id,
    status: 'ready',
    pack,
    updatedAt: now,
    ...(imported ? { imported: true as const } : {}),
  };
  store.setStored(upsert(store.stored(), entry, replacing));
  if (host.state.game.activePackId === pack.id) applyActive(host);
  return ok();
}

/**
 * Save a draft (problems allowed) under its draft key. Drafts are never made active. A key that is
 * not a draft key (never one the editor makes) is refused, so a draft never overwrites a ready pack.
 */
export async function saveDraftPack(
  host: PackHost,
  key: string,
  data: unknown,
): Promise<PackAnswer<LoadedPack>> {
  if (!isDraftKey(key)) return fail('failed');
  const now = Date.now();
  const record: StoredPack = { id: key, data, draft: true, updatedAt: now };
  const saved = await persist(host, (db) => savePack(db, record));
  if (!saved.ok) return saved;
  const store = storeOf(host);
  // Read back through the same check as a restart would, so the list shows exactly what is stored.
  const entry = readStoredPack(record) ?? { key, status: 'draft', data, problems: [], updatedAt: now };
  store.setStored(upsert(store.stored(), entry));
  return ok(entry);
}

/** Delete a stored pack; answers what was removed (undefined: no such pack) so the caller can offer Undo. */
export async function removePack(host: PackHost, key: string): Promise<PackAnswer<LoadedPack | undefined>> {
  const store = storeOf(host);
  const removed = store.stored().find((p) => p.key === key);
  if (!removed) return ok(undefined);
  const deleted = await persist(host, (db) => deletePack(db, key));
  if (!deleted.ok) return deleted;
  store.setStored(store.stored().filter((p) => p.key !== key));
  if (host.state.game.activePackId === key) await makeActive(host, BUILT_IN_PACK_ID);
  return ok(removed);
}

/** Put back a pack that was just deleted. */
export async function restorePack(host: PackHost, entry: LoadedPack): Promise<PackAnswer> {
  if (entry.status === 'ready') return saveReadyPack(host, entry.pack, undefined, entry.imported === true);
  const saved = await saveDraftPack(host, entry.key, entry.data);
  return saved.ok ? ok() : saved;
}

/** Make a ready pack the one new resolutions use. Returns false for a draft or an unknown id. */
export async function makeActive(host: PackHost, id: string): Promise<boolean> {
  const pack = findReady(host, id);
  if (!pack) return false;
  await host.actions.updateGame({ activePackId: id });
  storeOf(host).setFallback(undefined);
  host.setActivePack(pack);
  storeOf(host).channel?.postMessage('changed');
  return true;
}

/** A pack's name for a stamp (`pack: { id, version }` of a logged result), if that pack is on the phone. */
export function packNameOf(host: PackHost, id: string, lang: Lang): string | undefined {
  return findReady(host, id)?.name[lang];
}

/** The pack store of the current game, for components. */
export function usePacks() {
  const game = useGame();
  const store = storeOf(game);
  return {
    ...store,
    host: game as PackHost,
    active: () => game.pack(),
    ready: () => readyPacks(game),
    find: (id: string) => findReady(game, id),
    nameOf: (id: string, lang: Lang) => packNameOf(game, id, lang),
    /** Whether a stored pack came from a file or link (its "official" is then the sender's word). */
    isImported: (id: string) =>
      store.stored().some((entry) => entry.key === id && entry.status === 'ready' && entry.imported === true),
    saveReady: (pack: ValidatedPack, replacing?: string) => saveReadyPack(game, pack, replacing),
    /** A pack from a file or link: its "official" is the sender's word, and stays marked so. */
    saveImported: (pack: ValidatedPack) => saveReadyPack(game, pack, undefined, true),
    saveDraft: (key: string, data: unknown) => saveDraftPack(game, key, data),
    remove: (key: string) => removePack(game, key),
    restore: (entry: LoadedPack) => restorePack(game, entry),
    makeActive: (id: string) => makeActive(game, id),
    reload: () => loadPacks(game),
  };
}
