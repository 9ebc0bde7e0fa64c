/**
 * An IndexedDB connection that survives being dropped. WebKit closes the connections of a page that
 * was in the background ("Connection to Indexed Database server lost. Refresh the page to try
 * again"): the next transaction fails with `UnknownError` or `InvalidStateError` although nothing
 * is wrong with the data. A job run here that fails so is run once more on a newly opened
 * connection. A job must be safe to run twice: every record is written under its own id (shots,
 * corrections, cards), and a change that depends on what is stored (Apply, Undo) reads it in its
 * transaction, so a job that did commit before the error came finds its work done instead of
 * doing it again (see `changeShotRetrying`, game-changes.ts).
 */
import type { GbDb } from './db';

/**
 * Whether `error` (or the error inside it: an AbortError's `inner`/`cause`) says the connection is
 * gone: UnknownError or InvalidStateError, never bad data, a full disk or an upgrade.
 */
export function connectionLost(error: unknown): boolean {
  let e = error as { name?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.name === 'UnknownError' || e.name === 'InvalidStateError') return true;
    e = (e.inner ?? e.cause) as typeof e;
  }
  return false;
}

export interface Connection {
  /** The connection now (a new one after a reconnect). */
  current(): GbDb;
  /**
   * Runs `job`; when it fails because the connection was lost, opens a new one and runs it once
   * more (`retry` true). Any other failure, or a second one, is the caller's.
   */
  run<T>(job: (db: GbDb, retry: boolean) => Promise<T>): Promise<T>;
  /** The browser closed the connection (IDBDatabase `close` event): open a new one before the next job. */
  lost(): void;
}

/**
 * `first` is the open connection; `reopen` opens another. `mayReopen` is asked first: a connection
 * closed on purpose (a newer version of the app wants the database) is never reopened.
 */
export function reconnecting(
  first: GbDb,
  reopen: () => Promise<GbDb>,
  mayReopen: () => boolean = () => true,
): Connection {
  let db = first;
  let stale = false;
  let opening: Promise<GbDb> | undefined;
  /** One reopen at a time: jobs that fail together share the new connection. */
  const fresh = async (broken: GbDb): Promise<GbDb> => {
    if (db !== broken) return db; // another job already reconnected
    opening ??= (async () => {
      try {
        broken.close();
      } catch {
        // already closed
      }
      db = await reopen();
      stale = false;
      return db;
    })().finally(() => {
      opening = undefined;
    });
    return opening;
  };
  return {
    current: () => db,
    lost() {
      stale = true;
    },
    async run(job) {
      let used = stale && mayReopen() ? await fresh(db) : db;
      try {
        return await job(used, false);
      } catch (error) {
        if (!connectionLost(error) || !mayReopen()) throw error;
        used = await fresh(used);
        return job(used, true);
      }
    },
  };
}
