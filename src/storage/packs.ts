/**
 * Rule packs on this phone (object store `packs`, schema v2). A record holds the pack as plain
 * data, validated again every time it is read: a stored pack is untrusted input like any file.
 *
 * Keys: a ready pack is stored under its own id; a draft under `draft:<…>`, so saving a draft
 * with problems never overwrites the sound pack it was made from (which may be the active one).
 */
import type { ValidatedPack } from '../core';
import { MAX_PACK_FILE_CHARS, type PackProblem, validatePack } from '../packs';
import type { StoredPack } from '../records';
import type { GbDb } from './db';

export const DRAFT_KEY_PREFIX = 'draft:';

export function isDraftKey(key: string): boolean {
  return key.startsWith(DRAFT_KEY_PREFIX);
}

/** A stored pack after checking: ready to use, or a draft with the problems still to fix. */
export type LoadedPack =
  | {
      readonly key: string;
      readonly status: 'ready';
      readonly pack: ValidatedPack;
      readonly updatedAt: number;
      /** Imported from a file or link (see StoredPack.imported). */
      readonly imported?: true;
    }
  | {
      readonly key: string;
      readonly status: 'draft';
      readonly data: unknown;
      readonly problems: readonly PackProblem[];
      readonly updatedAt: number;
    };

/** The record's own shape, before its data is looked at. */
export function isStoredPack(value: unknown): value is StoredPack {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredPack>;
  return (
    typeof record.id === 'string' &&
    record.id.length > 0 &&
    record.id.length <= 200 &&
    typeof record.draft === 'boolean' &&
    typeof record.updatedAt === 'number' &&
    Number.isFinite(record.updatedAt)
  );
}

/** Drafts are free-form, but never larger than a pack file may be. */
export function packDataSize(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Check one stored record. A ready record whose pack no longer validates (edited by hand, or
 * written by another version) is offered as a draft with its problems rather than dropped.
 * Records of the wrong shape or size are skipped (`undefined`).
 */
export function readStoredPack(value: unknown): LoadedPack | undefined {
  if (!isStoredPack(value) || packDataSize(value.data) > MAX_PACK_FILE_CHARS) return undefined;
  const result = validatePack(value.data);
  const ready = !value.draft && !isDraftKey(value.id) && result.ok && result.value.id === value.id;
  if (ready && result.ok)
    return {
      key: value.id,
      status: 'ready',
      pack: result.value,
      updatedAt: value.updatedAt,
      ...(value.imported ? { imported: true as const } : {}),
    };
  return {
    key: value.id,
    status: 'draft',
    data: value.data,
    problems: result.ok ? [] : result.problem.problems,
    updatedAt: value.updatedAt,
  };
}

/** Every pack on the phone, checked, oldest first. */
export async function listPacks(db: GbDb): Promise<LoadedPack[]> {
  const records: unknown[] = await db.getAll('packs');
  return records
    .map(readStoredPack)
    .filter((pack): pack is LoadedPack => pack !== undefined)
    .sort((a, b) => a.updatedAt - b.updatedAt || a.key.localeCompare(b.key));
}

export class PackRecordError extends Error {}

/** A ready record: the validated pack under its own id. */
export function readyRecord(pack: ValidatedPack, now: number, imported = false): StoredPack {
  return {
    id: pack.id,
    data: pack,
    draft: false,
    updatedAt: now,
    ...(imported ? { imported: true as const } : {}),
  };
}

/**
 * Store one record, and (in the same transaction) delete `replacing` — the draft that became this
 * pack, say. All or nothing. Refuses a "ready" record whose data is not a sound pack under its own
 * id, and any record too large: those would be refused again on the next read.
 */
export async function savePack(db: GbDb, record: StoredPack, replacing?: string): Promise<void> {
  if (!isStoredPack(record) || packDataSize(record.data) > MAX_PACK_FILE_CHARS)
    throw new PackRecordError('pack.record-invalid');
  if (!record.draft) {
    const result = validatePack(record.data);
    if (!result.ok || result.value.id !== record.id || isDraftKey(record.id))
      throw new PackRecordError('pack.record-invalid');
  }
  const tx = db.transaction('packs', 'readwrite');
  await Promise.all([
    tx.store.put(record),
    replacing !== undefined && replacing !== record.id ? tx.store.delete(replacing) : undefined,
    tx.done,
  ]);
}

export async function deletePack(db: GbDb, id: string): Promise<void> {
  await db.delete('packs', id);
}
