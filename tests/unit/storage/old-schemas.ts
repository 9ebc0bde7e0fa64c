/**
 * Old databases built BY HAND with raw IndexedDB, exactly as each released upgrade step made them,
 * so the migration tests do not depend on today's code to create the old shape.
 */

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Stores and indexes as released: v1 (units, resolutions, meta), v2 (+ packs), v3 (+ resolutions
 * byTarget), v4 (+ corrections byCard, tombstones);
 * v5 added no store (its step rewrote records).
 */
export function createReleasedStores(raw: IDBDatabase, version: 1 | 2 | 3 | 4 | 5): void {
  raw.createObjectStore('units', { keyPath: 'id' }).createIndex('byCreated', 'createdAt');
  const resolutions = raw.createObjectStore('resolutions', { keyPath: 'id' });
  resolutions.createIndex('byAt', 'at');
  if (version >= 3) resolutions.createIndex('byTarget', 'input.targetId');
  raw.createObjectStore('meta');
  if (version >= 2) raw.createObjectStore('packs', { keyPath: 'id' });
  if (version >= 4) {
    raw.createObjectStore('corrections', { keyPath: 'id' }).createIndex('byCard', 'cardId');
    raw.createObjectStore('tombstones', { keyPath: 'id' });
  }
}

/** Opens `name` at an old version with its released stores, puts the records, and closes it. */
export async function buildOldDatabase(
  name: string,
  version: 1 | 2 | 3 | 4 | 5,
  fill: (tx: IDBTransaction) => void = () => undefined,
): Promise<void> {
  const open = indexedDB.open(name, version);
  open.onupgradeneeded = () => createReleasedStores(open.result, version);
  const raw = await request(open);
  const stores =
    version >= 4 ? ['units', 'resolutions', 'meta', 'corrections'] : ['units', 'resolutions', 'meta'];
  const tx = raw.transaction(stores, 'readwrite');
  fill(tx);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  raw.close();
}
