/**
 * Storage failing, in ONE shape for every room above storage: `{ code: 'storage', kind }`. Every
 * verb of the game answers `Result<T, P | StorageFailure>`; a shared text's, a club sync's and a
 * backup's problems hold this same member beside their own codes. The kinds are what the storage
 * banner tells apart: a full phone, a browser that stores nothing, an old tab blocking the upgrade,
 * the database handed to a newer version (now, or before this tab opened), or anything else.
 */
export type StorageKind = 'unavailable' | 'quota' | 'blocked' | 'version-change' | 'newer-version' | 'failed';

export interface StorageFailure {
  readonly code: 'storage';
  readonly kind: StorageKind;
}

export function storageFailure(kind: StorageKind): StorageFailure {
  return { code: 'storage', kind };
}

/** Whether a verb's problem is storage failing (and not one of the verb's own codes). */
export function isStorageFailure(problem: unknown): problem is StorageFailure {
  return (
    typeof problem === 'object' && problem !== null && (problem as { code?: unknown }).code === 'storage'
  );
}
