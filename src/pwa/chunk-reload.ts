import { createSignal } from 'solid-js';

/**
 * An old tab after another tab updated the app: the old build's lazy chunks are gone from the
 * cache, so opening Log, Rules or Settings fails to load its module. Say that a newer version is
 * ready and reload once (the new build then loads), guarded against loops — and never wipe caches
 * or unregister the service worker as "recovery" (pwa-pitfalls §9: that destroys offline use).
 */
const GUARD = 'gb.chunk.reloadedAt';
/** A reload within this long of the last one would be a loop: show the notice and wait for a tap. */
const LOOP_MS = 30_000;

const [stale, setStale] = createSignal(false);

export { stale };

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** A chunk failed to load: say so, and reload once unless that just happened. */
export function chunkLoadFailed(): void {
  setStale(true);
  try {
    const last = Number(sessionStorage.getItem(GUARD) ?? 0);
    if (Date.now() - last < LOOP_MS) return;
    sessionStorage.setItem(GUARD, String(Date.now()));
  } catch {
    return; // no sessionStorage: no guard, so no automatic reload; the notice offers one
  }
  location.reload();
}

/** The player's tap on the notice: reload now. */
export function reloadStale(): void {
  location.reload();
}

/** A lazy module loader that reports a missing chunk before passing the error on. */
export function reloadingOnMissingChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error)) chunkLoadFailed();
      throw error;
    });
}

/** Vite's own preload failure event, and any other dynamic import that fails the same way. */
export function watchChunkErrors(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    chunkLoadFailed();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    chunkLoadFailed();
  });
}
