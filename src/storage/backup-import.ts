/**
 * Importing a checked backup: Replace or Merge, all or nothing in ONE transaction over every
 * store; a reference left dangling (src/storage/backup.ts says which) aborts it.
 */
import type { IDBPTransaction } from 'idb';
import { at } from '../check';
import type { ValidatedPack } from '../core';
import { fail, ok, type Result } from '../core';
import { practicePack } from '../packs';
import type { StoredPack } from '../records';
import { type CorrectionRecord, DEFAULT_GAME, type GameSettings } from '../records';
import {
  encodeClock,
  firstShotAmiss,
  gameStarted,
  minutesAhead,
  namedShot,
  planMerge,
  SYNC_FORMAT,
  SYNC_FORMAT_VERSION,
  type SyncPayload,
  type SyncState,
  statedCasualties,
} from '../sync';
import { type Backup, DEVICE_META_KEYS, OPTIONAL_STORES, type StoreName } from './backup-format';
import type { BackupFileProblem, BackupProblem } from './backup-read';
import { STORE_NAMES } from './backup-records';
import { failureOf, type GbDb } from './db';
import { LOG_CLEARED_KEY, LOG_HIDDEN_KEY } from './log-list';
import { readStoredPack } from './packs';
import { compactedBelow, LOG_COMPACTED_KEY, storedGame } from './resolutions';
import type { GbSchema } from './schema';
import { reconcile } from './sync-writes';

// ---------------------------------------------------------------------------------------------
// Import

/** Meta entries a Merge never takes from the file. */
const LOCAL_ON_MERGE = ['game', LOG_CLEARED_KEY, LOG_HIDDEN_KEY, LOG_COMPACTED_KEY];

export type ImportMode = 'replace' | 'merge';

/** Records written per store of the pre-v4 schema (the v4 corrections and tombstones ride with them). */
export type ImportCounts = Record<'units' | 'resolutions' | 'meta' | 'packs', number>;

export type ImportResult = Result<ImportCounts, BackupProblem>;

type AllStoresTx = IDBPTransaction<GbSchema, StoreName[], 'readwrite'>;

/** Abort the transaction and answer the problem: nothing of the import lands. */
async function refuse(tx: AllStoresTx, problem: BackupProblem): Promise<ImportResult> {
  tx.abort();
  await tx.done.catch(() => undefined);
  return fail(problem);
}

/** Replace: every store emptied (device-only meta keys stay), then the file's records put. */
async function writeReplace(
  tx: AllStoresTx,
  backup: Backup,
  corrections: readonly CorrectionRecord[],
  writes: Promise<unknown>[],
): Promise<void> {
  for (const store of ['units', 'resolutions', 'packs', ...OPTIONAL_STORES] as const)
    writes.push(tx.objectStore(store).clear());
  const meta = tx.objectStore('meta');
  for (const key of await meta.getAllKeys()) {
    if (typeof key === 'string' && DEVICE_META_KEYS.includes(key)) continue;
    writes.push(meta.delete(key));
  }
  for (const unit of backup.data.units) writes.push(tx.objectStore('units').put(unit));
  for (const record of backup.data.resolutions) writes.push(tx.objectStore('resolutions').put(record));
  // v4 records; counted with the stores they belong to (a correction is part of its card's figures).
  for (const record of corrections) writes.push(tx.objectStore('corrections').put(record));
  for (const record of backup.data.tombstones ?? []) writes.push(tx.objectStore('tombstones').put(record));
  for (const record of backup.data.brigades ?? []) writes.push(tx.objectStore('brigades').put(record));
}

/**
 * Merge: the same event merge as two phones' exchange (src/sync/merge.ts), never "the file's
 * copy wins": a shot applied here and not in the file stays applied, a card's figures are derived
 * from both sets of events. A card the file holds comes back even if it was deleted here: getting
 * it back is why a player merges an older backup. Answers the problem when the file is of another
 * table and the player has not chosen "Merge as this game" (nothing written then).
 */
async function writeMerge(
  tx: AllStoresTx,
  backup: Backup,
  file: SyncPayload,
  asThisGame: boolean,
  writes: Promise<unknown>[],
): Promise<BackupProblem | undefined> {
  const state = await stateIn(tx);
  const fileCards = new Set(backup.data.units.map((u) => u.id));
  for (const t of state.tombstones)
    if (fileCards.has(t.id)) writes.push(tx.objectStore('tombstones').delete(t.id));
  // The file's settings stay out (this phone's stay), but its game's identity is read as a
  // text's: a file of another table is merged only as the player's "Merge as this game", and
  // the later (game, turn) stands, as in the exchange.
  const { game: _settings, ...events } = file;
  const local = { ...state, tombstones: state.tombstones.filter((t) => !fileCards.has(t.id)) };
  const plan = planMerge(local, events, undefined, asThisGame);
  const other = plan.summary.otherGame;
  if (other && !asThisGame) {
    return { code: 'game.other', params: { gameNumber: other.gameNumber, turn: other.turn } };
  }
  if (plan.put.game) writes.push(tx.objectStore('meta').put(plan.put.game, 'game'));
  for (const unit of plan.put.cards) writes.push(tx.objectStore('units').put(unit));
  for (const id of plan.remove.cards) writes.push(tx.objectStore('units').delete(id));
  for (const record of plan.put.shots) writes.push(tx.objectStore('resolutions').put(record));
  for (const record of plan.put.corrections) writes.push(tx.objectStore('corrections').put(record));
  for (const record of plan.put.tombstones) writes.push(tx.objectStore('tombstones').put(record));
  for (const id of plan.remove.tombstones) writes.push(tx.objectStore('tombstones').delete(id));
  return undefined;
}

/** The file's packs, saved sides and meta (a Merge keeps this phone's own, LOCAL_ON_MERGE); what was written. */
function writePacksAndMeta(
  tx: AllStoresTx,
  backup: Backup,
  mode: ImportMode,
  writes: Promise<unknown>[],
): ImportCounts {
  const written: ImportCounts = { units: 0, resolutions: 0, meta: 0, packs: 0 };
  written.units = backup.data.units.length;
  written.resolutions = backup.data.resolutions.length;
  for (const pack of backup.data.packs) writes.push(tx.objectStore('packs').put(pack));
  written.packs = backup.data.packs.length;
  // v7: the saved sides, kept apart from the game: the file's are put as they are (a Merge keeps
  // this phone's others; the same side, by id, is the file's).
  for (const side of backup.data.savedSides ?? []) writes.push(tx.objectStore('savedSides').put(side));
  for (const entry of backup.data.meta) {
    // Merge keeps this phone's own game settings and its own Clear log (a view of this phone's log).
    if (mode === 'merge' && LOCAL_ON_MERGE.includes(entry.key)) continue;
    writes.push(tx.objectStore('meta').put(entry.value, entry.key));
    written.meta++;
  }
  return written;
}

/**
 * Replace: the phone ends up holding exactly the file's data (device-only keys such as the last
 * backup time stay). Merge: the phone keeps everything and gains the file's records by the same
 * event merge as two phones' exchange (v5; before, the file's copy won); the phone's own game
 * settings stay.
 * One transaction: any failure, or a dangling reference found against the phone's data, aborts
 * it and nothing changes.
 */
export async function importBackup(
  db: GbDb,
  backup: Backup,
  mode: ImportMode,
  options: { asThisGame?: boolean; now?: number } = {},
): Promise<ImportResult> {
  // A backup from before v5 may hold figures no event gives: they come as "set to N" (legacySets).
  const corrections = [...(backup.data.corrections ?? []), ...legacySets(backup)];
  const file = filePayload(backup, corrections);
  // The clock bound of the exchange (src/sync/clock-bound.ts), for Replace too: records from a
  // phone whose date was far ahead would win every later edit here until real time caught up.
  const ahead = minutesAhead(file, options.now ?? Date.now());
  if (ahead !== undefined) return fail({ code: 'clock.ahead', params: { minutes: ahead } });
  let tx: AllStoresTx | undefined;
  const writes: Promise<unknown>[] = [];
  try {
    tx = db.transaction(STORE_NAMES, 'readwrite');
    const phone =
      mode === 'merge'
        ? {
            units: await tx.objectStore('units').getAllKeys(),
            packs: await tx.objectStore('packs').getAll(),
          }
        : { units: [], packs: [] };
    const dangling = findDangling(backup, mode, phone.units, phone.packs);
    if (dangling) return await refuse(tx, dangling);
    const amiss = shotAmiss(backup, [...phone.packs, ...backup.data.packs]);
    if (amiss) return await refuse(tx, amiss);
    if (mode === 'replace') await writeReplace(tx, backup, corrections, writes);
    else {
      const other = await writeMerge(tx, backup, file, options.asThisGame === true, writes);
      if (other) return await refuse(tx, other);
    }
    const written = writePacksAndMeta(tx, backup, mode, writes);
    await Promise.all([...writes, tx.done]);
    return ok(written);
  } catch (error) {
    // A request that threw synchronously leaves the others queued: abort so none of them lands.
    try {
      tx?.abort();
    } catch {
      // already finished or aborted
    }
    await Promise.allSettled([...writes, tx?.done]);
    return fail(failureOf(error));
  }
}

/**
 * The first shot in the file that does not add up (src/sync/shot-check.ts, as a shared text's shots
 * are held): its dice and casualties against its own chain, and against the table of the pack it
 * names where that pack is here after the import (built in, in the file, or kept on the phone by a
 * Merge). A forged or damaged shot is refused with the shot named, never stored as applied.
 */
function shotAmiss(backup: Backup, packRecords: readonly unknown[]): BackupFileProblem | undefined {
  const packs: ValidatedPack[] = [practicePack];
  for (const record of packRecords) {
    const loaded = readStoredPack(record);
    if (loaded?.status === 'ready') packs.push(loaded.pack);
  }
  const shots = backup.data.resolutions;
  const i = firstShotAmiss(shots, (stamp) =>
    packs.find((p) => p.id === stamp.id && p.version === stamp.version),
  );
  const shot = i === undefined ? undefined : shots[i];
  if (i === undefined || !shot) return undefined;
  return {
    code: 'shot.mismatch',
    path: at('data.resolutions', i),
    shot: namedShot(shot, statedCasualties(shot)),
  };
}

/** The file as a game text would carry it (its settings with their clocks, and its game's identity). */
function filePayload(backup: Backup, corrections: CorrectionRecord[]): SyncPayload {
  const stored = backup.data.meta.find((m) => m.key === 'game')?.value as GameSettings | undefined;
  const game = stored && { ...DEFAULT_GAME, ...stored };
  const shots = backup.data.resolutions;
  return {
    format: SYNC_FORMAT,
    formatVersion: SYNC_FORMAT_VERSION,
    kind: 'game',
    from: 'backupfile',
    clock: '',
    cards: backup.data.units,
    tombstones: backup.data.tombstones ?? [],
    shots,
    corrections,
    ...(game
      ? {
          game: {
            turn: game.turn,
            gameNumber: game.gameNumber,
            sideNames: game.sideNames,
            phasingSide: game.phasingSide,
            fired: game.fired,
            ...(game.clocks ? { clocks: game.clocks } : {}),
          },
        }
      : {}),
    // A file without a table id (made before v5) is read as this game, as a version-1 text.
    ...(game?.gameId
      ? {
          identity: {
            id: game.gameId,
            gameNumber: game.gameNumber,
            turn: game.turn,
            started: gameStarted({ shots, corrections, game }),
          },
        }
      : {}),
    sum: '',
  };
}

async function stateIn(tx: AllStoresTx): Promise<SyncState> {
  const [cards, tombstones, shots, corrections, game, floor] = await Promise.all([
    tx.objectStore('units').getAll(),
    tx.objectStore('tombstones').getAll(),
    tx.objectStore('resolutions').getAll(),
    tx.objectStore('corrections').getAll(),
    storedGame(tx.objectStore('meta')),
    compactedBelow(tx.objectStore('meta')),
  ]);
  return { cards, tombstones, shots, corrections, game, compactedBelow: floor };
}

/**
 * A backup written before v5 may keep figures only in its cards: before v4 the editor's figures,
 * under v4 those left after Clear log deleted the shots (the difference became a correction only
 * at the next Apply or export). Each card whose figures differ from the file's own events (shots,
 * corrections, game) gets a "set to N" of them, later than the card's last edit and its
 * corrections, so the figures stay as the file shows them. A v5 file's cards agree: none.
 */
export function legacySets(backup: Backup): CorrectionRecord[] {
  const game = backup.data.meta.find((m) => m.key === 'game')?.value as Partial<GameSettings> | undefined;
  const gameNumber = game?.gameNumber ?? 1;
  const out: CorrectionRecord[] = [];
  for (const unit of backup.data.units) {
    const shots = backup.data.resolutions.filter((r) => r.applied?.targetId === unit.id);
    const corrections = (backup.data.corrections ?? []).filter((c) => c.cardId === unit.id);
    const wall = Math.max(unit.updatedAt, ...corrections.map((c) => Number(c.clock.slice(0, 16)) + 1));
    const set = reconcile(unit, { shots, corrections }, gameNumber, () =>
      encodeClock({ wall, counter: 0, device: 'backupfile' }),
    );
    if (set) out.push({ ...set, id: `v4-backup-${unit.id}` });
  }
  return out;
}

export function findDangling(
  backup: Backup,
  mode: ImportMode,
  phoneUnits: readonly string[],
  phonePacks: readonly StoredPack[],
): BackupFileProblem | undefined {
  const units = new Set<string>([...phoneUnits, ...backup.data.units.map((u) => u.id)]);
  const resolutions = backup.data.resolutions;
  for (let i = 0; i < resolutions.length; i++) {
    const applied = resolutions[i]?.applied;
    if (applied && !applied.targetDeleted && !units.has(applied.targetId)) {
      return { code: 'id.dangling', path: at(at(at('data.resolutions', i), 'applied'), 'targetId') };
    }
  }
  if (mode === 'replace') {
    const index = backup.data.meta.findIndex((m) => m.key === 'game');
    const game = backup.data.meta[index]?.value as GameSettings | undefined;
    const packs = new Set([
      practicePack.id,
      ...phonePacks.filter((p) => !p.draft).map((p) => p.id),
      ...backup.data.packs.filter((p) => !p.draft).map((p) => p.id),
    ]);
    if (game && !packs.has(game.activePackId)) {
      return { code: 'id.dangling', path: at(at(at('data.meta', index), 'value'), 'activePackId') };
    }
  }
  return undefined;
}
