/**
 * The game store's shot actions: log a resolution, Apply and Undo of its casualties, Clear the log
 * and its Undo.
 */

import type { Result } from '../core/result';
import type { ResolutionRecord, UnitCard } from '../records/model';
import type { ShotChange } from '../storage/casualties';
import type { StorageProblem } from '../storage/db';
import type { GameStore } from './game-store';

/** Apply and Undo of a shot's casualties: loaded when first used (with the transactions they run). */
const figureChanges = () => import('./figure-changes');
/**
 * The log's writes (log a shot, Clear, its Undo; shot-writes.ts with the storage they run): not
 * needed to draw the first screen, so they are their own chunk, asked for once it has shown
 * (game.tsx), there before any shot is logged.
 */
export const logWrites = async (): Promise<Writes> => (writes ??= await import('./shot-writes'));
type Writes = typeof import('./shot-writes');
/** Once loaded, the writes run at once: the log shows a shot the moment it is fired, not a tick later. */
let writes: Writes | undefined;
const withWrites = <T>(run: (w: Writes) => Promise<T>): Promise<T> =>
  writes ? run(writes) : logWrites().then(run);

export function shotActions(store: GameStore) {
  return {
    /** Takes a logged shot's casualties off its target card (one transaction on what is stored). */
    applyShot(id: string): Promise<ShotChange> {
      return figureChanges().then((m) => m.applyShotFigures(store, id));
    },
    /** Puts a shot's applied casualties back; the log then shows it as undone. */
    undoShot(id: string): Promise<ShotChange> {
      return figureChanges().then((m) => m.undoShotFigures(store, id));
    },
    /**
     * Logs a resolution (and, when `unit` is given, the changed target card in the same transaction).
     * A new shot is stamped with the side that fired and the game it belongs to; a legal one marks
     * its battery as fired this turn. Answers whether it stands.
     */
    record(shot: ResolutionRecord, changed?: UnitCard): Promise<Result<void, StorageProblem>> {
      return withWrites((w) => w.recordShot(store, shot, changed));
    },
    /**
     * Clears the log; answers every entry that was stored (not only the newest ones on screen),
     * for Undo, or the storage problem (the log is then back on screen).
     */
    clearLog(): Promise<Result<ResolutionRecord[], StorageProblem>> {
      return withWrites((w) => w.clearShots(store));
    },
    /** Undo of Clear: the cleared entries come back beside any shot fired since. */
    restoreLog(records: ResolutionRecord[]): Promise<Result<void, StorageProblem>> {
      return withWrites((w) => w.restoreShots(store, records));
    },
  };
}
