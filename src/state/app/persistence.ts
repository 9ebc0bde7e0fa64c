/**
 * What the browser says about this app's storage and offline copy, for the status panel; and the
 * request for persistent storage (pwa-pitfalls §11–12: without it storage is "best effort" and may
 * be cleared; Safari in a tab may silently say no, so backups matter anyway).
 */

type StorageLike = Pick<StorageManager, 'persisted' | 'persist' | 'estimate'>;

function storageManager(): StorageLike | undefined {
  return globalThis.navigator?.storage;
}

export interface StorageStatus {
  /** `undefined`: the browser has no StorageManager (or it failed). */
  persisted: boolean | undefined;
  usage: number | undefined;
  quota: number | undefined;
}

export async function readStorageStatus(storage = storageManager()): Promise<StorageStatus> {
  const status: StorageStatus = { persisted: undefined, usage: undefined, quota: undefined };
  if (!storage) return status;
  try {
    if (typeof storage.persisted === 'function') status.persisted = await storage.persisted();
  } catch {
    // leave unknown
  }
  try {
    if (typeof storage.estimate === 'function') {
      const estimate = await storage.estimate();
      status.usage = estimate.usage;
      status.quota = estimate.quota;
    }
  } catch {
    // leave unknown
  }
  return status;
}

let requested = false;

/**
 * Asks for persistent storage once per app session, after the first card is saved (the player
 * has something worth keeping). Chrome decides silently by engagement, Firefox asks the player;
 * asking again in a later session lets Chrome say yes once the app is used more.
 * Returns the answer, or `undefined` when not asked (already asked, unsupported, or already kept).
 */
export async function requestPersistenceOnce(storage = storageManager()): Promise<boolean | undefined> {
  if (requested) return undefined;
  requested = true;
  return requestPersistence(storage, true);
}

/** Asks now (the status panel's button). */
export async function requestPersistence(
  storage = storageManager(),
  skipIfKept = false,
): Promise<boolean | undefined> {
  if (!storage || typeof storage.persist !== 'function') return undefined;
  try {
    if (skipIfKept && typeof storage.persisted === 'function' && (await storage.persisted()))
      return undefined;
    return await storage.persist();
  } catch {
    return undefined;
  }
}

/** For tests: forget that this session already asked. */
export function resetPersistenceRequest(): void {
  requested = false;
}

export type OfflineStatus = 'ready' | 'not-ready' | 'unsupported';

/**
 * Offline ready = a service worker controls this page AND its precache holds files. Workbox
 * activates a worker only after its whole precache is in place, so both together mean every file
 * the app needs is on the phone. (sw-bridge's `offlineReady` only says "just installed".)
 */
export async function readOfflineStatus(
  nav: Pick<Navigator, 'serviceWorker'> | undefined = globalThis.navigator,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<OfflineStatus> {
  if (!nav || !('serviceWorker' in nav) || !nav.serviceWorker || !cacheStorage) return 'unsupported';
  if (!nav.serviceWorker.controller) return 'not-ready';
  try {
    for (const name of await cacheStorage.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await cacheStorage.open(name);
      if ((await cache.keys()).length > 0) return 'ready';
    }
  } catch {
    // Cache Storage refused (private mode): say not ready rather than guess
  }
  return 'not-ready';
}
