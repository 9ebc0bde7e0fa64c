/**
 * Importing a checked backup: Replace or Merge, all or nothing in ONE transaction over every
 * store; a reference left dangling (src/storage/backup.ts says which) aborts it.
 */
import type { IDBPTransaction } from 'idb';
import { at } from '../check/problem';
import { fail, ok, type Result } from '../core/result';
import { practicePack } from '../packs';
import { type Backup, DEVICE_META_KEYS, type StoreName, V4_STORES } from './backup-format';
import type { BackupProblem } from './backup-read';
import { STORE_NAMES } from './backup-records';
import { classifyError, type GbDb, type GbSchema } from './db';
import type { GameSettings } from './model';
import type { StoredPack } from './packs';

// ---------------------------------------------------------------------------------------------
// Import

export type ImportMode = 'replace' | 'merge';

/** Records written per store of the pre-v4 schema (the v4 corrections and tombstones ride with them). */
export type ImportCounts = Record<'units' | 'resolutions' | 'meta' | 'packs', number>;

export type ImportResult = Result<ImportCounts, BackupProblem>;

type AllStoresTx = IDBPTransaction<GbSchema, StoreName[], 'readwrite'>;

/**
 * Replace: the phone ends up holding exactly the file's data (device-only keys such as the last
 * backup time stay). Merge: the phone keeps everything and gains the file's records; where both
 * hold the same id the file's copy wins; the phone's own game settings stay.
 * One transaction: any failure, or a dangling reference found against the phone's data, aborts
 * it and nothing changes.
 */
export async function importBackup(db: GbDb, backup: Backup, mode: ImportMode): Promise<ImportResult> {
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
    if (dangling) {
      tx.abort();
      await tx.done.catch(() => undefined);
      return fail(dangling);
    }
    const written: ImportCounts = { units: 0, resolutions: 0, meta: 0, packs: 0 };
    if (mode === 'replace') {
      for (const store of ['units', 'resolutions', 'packs', ...V4_STORES] as const)
        writes.push(tx.objectStore(store).clear());
      const meta = tx.objectStore('meta');
      for (const key of await meta.getAllKeys()) {
        if (typeof key === 'string' && DEVICE_META_KEYS.includes(key)) continue;
        writes.push(meta.delete(key));
      }
    }
    for (const unit of backup.data.units) writes.push(tx.objectStore('units').put(unit));
    written.units = backup.data.units.length;
    for (const record of backup.data.resolutions) writes.push(tx.objectStore('resolutions').put(record));
    written.resolutions = backup.data.resolutions.length;
    for (const pack of backup.data.packs) writes.push(tx.objectStore('packs').put(pack));
    written.packs = backup.data.packs.length;
    // v4 records; counted with the stores they belong to (a correction is part of its card's figures).
    for (const record of backup.data.corrections ?? [])
      writes.push(tx.objectStore('corrections').put(record));
    for (const record of backup.data.tombstones ?? []) writes.push(tx.objectStore('tombstones').put(record));
    for (const entry of backup.data.meta) {
      if (mode === 'merge' && entry.key === 'game') continue;
      writes.push(tx.objectStore('meta').put(entry.value, entry.key));
      written.meta++;
    }
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
    return fail({ code: 'storage', storage: classifyError(error) });
  }
}

export function findDangling(
  backup: Backup,
  mode: ImportMode,
  phoneUnits: readonly string[],
  phonePacks: readonly StoredPack[],
): BackupProblem | undefined {
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
