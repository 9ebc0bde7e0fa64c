/**
 * The game store's shot actions: log a resolution, Apply and Undo of its casualties, Clear the log
 * and its Undo. Each is a lazy chunk (figure-changes.ts, shot-writes.ts): none is needed to draw
 * the first screen.
 */
import type { ShotChange } from '../storage/casualties';
import type { ResolutionRecord, UnitCard } from '../storage/model';
import type { GameStore } from './game-store';

/** Apply and Undo of a shot's casualties: loaded when first used (with the transactions they run). */
const figureChanges = () => import('./figure-changes');
/**
 * Logging a shot, Clear and its Undo (shot-writes.ts, with the log's storage writes): not needed to
 * draw the first screen, so their own chunk, asked for once it has shown (game.tsx), there before
 * any shot is logged; once here, a write starts at once, in the order the player made it.
 */
let writes: typeof import('./shot-writes') | undefined;
export const shotWrites = async () => {
  writes ??= await import('./shot-writes');
  return writes;
};

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
     * its battery as fired this turn.
     */
    record: async (shot: ResolutionRecord, changed?: UnitCard) =>
      (writes ?? (await shotWrites())).recordShot(store, shot, changed),
    /**
     * Clears the log; returns every entry that was stored (not only the newest ones on screen),
     * for Undo.
     */
    clearLog: async () => (writes ?? (await shotWrites())).clearLog(store),
    /** Undo of Clear: the cleared entries come back beside any shot fired since. */
    restoreLog: async (records: ResolutionRecord[]) =>
      (writes ?? (await shotWrites())).restoreLog(store, records),
  };
}
