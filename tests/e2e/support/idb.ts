/**
 * What IndexedDB really holds, read with raw IndexedDB in the page (no app code).
 */
import type { Page } from '@playwright/test';

export const DB_NAME = 'grand-battery';

/**
 * Every record of one store, read with raw IndexedDB. Opens without a version (never upgrades or
 * blocks the app) and closes at once. Call it only once the app has opened the database.
 */
export async function readStore<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    async ({ name, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<T[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as T[]);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { name: DB_NAME, store },
  );
}

/** What the tests need of a stored card and a stored log entry. */
export interface StoredUnit {
  id: string;
  name: string;
  figures: number;
  startFigures: number;
}
export interface StoredShot {
  id: string;
  at: number;
  input: { targetId: string };
  result: { legal: boolean; chain?: { allocation: { line: number; skirmishers: number } } };
  applied?: { targetId: string; line: number; skirmishers: number };
  undone?: { line: number; at: number };
}
