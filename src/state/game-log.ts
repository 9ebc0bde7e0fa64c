/**
 * The game store's Clear the log and its Undo: their own chunk, asked for once the first screen has
 * shown (game.tsx). Only the Log screen calls them (through game-shots.ts).
 */
import { LOG_ON_SCREEN } from '../storage/log-list';
import type { ResolutionRecord } from '../storage/model';
import type { GameStore } from './game-store';

/** The log's writes (storage/resolutions.ts): the chunk game.tsx asks for once the first screen has shown. */
const logWrites = () => import('../storage/resolutions');

/**
 * Clears the log; returns every entry that was stored (not only the newest ones on screen),
 * for Undo.
 */
export async function clearLog(store: GameStore): Promise<ResolutionRecord[]> {
  const { state, setLog } = store;
  let removed = [...state.log];
  const shown = removed;
  await store.write(
    () => setLog([]),
    () => setLog(shown),
    async (d, retry) => {
      const cleared = await (await logWrites()).clearResolutions(d);
      // A retry after a lost connection that had committed finds the log already empty: keep
      // the entries the first run was clearing (those on screen) for Undo.
      if (!retry || cleared.length) removed = cleared;
    },
  );
  return removed;
}
/** Undo of Clear: the cleared entries come back beside any shot fired since. */
export async function restoreLog(store: GameStore, records: ResolutionRecord[]) {
  const { state, setLog } = store;
  const current = [...state.log];
  const merged = new Map([...records, ...current].map((r) => [r.id, r]));
  const newest = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, LOG_ON_SCREEN);
  await store.write(
    () => setLog(newest),
    () => setLog(current),
    async (d) => (await logWrites()).restoreResolutions(d, records),
  );
}
