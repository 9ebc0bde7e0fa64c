/**
 * The game store's shot actions: log a resolution, Apply and Undo of its casualties, Clear the log
 * and its Undo.
 */
import { batch } from 'solid-js';
import type { ShotChange } from '../storage/casualties';
import { LOG_ON_SCREEN } from '../storage/log-list';
import { type ResolutionRecord, shotGame, type UnitCard } from '../storage/model';
import { plain, withItem } from './game-lists';
import type { GameStore } from './game-store';

/** Apply and Undo of a shot's casualties: loaded when first used (with the transactions they run). */
const figureChanges = () => import('./figure-changes');
/**
 * The log's writes (log a shot, Clear, its Undo): not needed to draw the first screen, so they are
 * their own chunk, asked for once it has shown (game.tsx), there before any shot is logged.
 */
const logWrites = () => import('../storage/resolutions');

/** What game.tsx offers the screens for shots; this module is loaded after the first screen. */
export type ShotActions = ReturnType<typeof shotActions>;

export function shotActions(store: GameStore) {
  const { state, setLog, setUnits, setSettings } = store;

  return {
    /** Brings the log's writes (its own chunk) before the first shot needs them. */
    preload: () => logWrites().then(() => undefined),
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
    async record(shot: ResolutionRecord, changed?: UnitCard) {
      const firer = state.units.find((u) => u.id === shot.input.batteryId);
      const record = plain({
        ...shot,
        side: shot.side ?? firer?.side ?? 'mine',
        game: shot.game ?? state.game.gameNumber,
      });
      const unit = changed === undefined ? undefined : plain(changed);
      const unitBefore = unit ? state.units.find((u) => u.id === unit.id) : undefined;
      const recordBefore = state.log.find((r) => r.id === record.id);
      const gameBefore = plain(state.game);
      const fires =
        record.result.legal &&
        record.turn === gameBefore.turn &&
        shotGame(record) === gameBefore.gameNumber &&
        !gameBefore.fired.includes(record.input.batteryId);
      await store.write(
        () =>
          batch(() => {
            setLog((entries) => withItem(entries, record, 'first'));
            if (unit && unitBefore) setUnits((list) => withItem(list, unit, 'last'));
            if (fires) setSettings((game) => ({ ...game, fired: [...game.fired, record.input.batteryId] }));
          }),
        () =>
          batch(() => {
            setLog((entries) =>
              recordBefore
                ? withItem(entries, recordBefore, 'first')
                : entries.filter((r) => r.id !== record.id),
            );
            if (unitBefore) setUnits((list) => withItem(list, unitBefore, 'last'));
            setSettings((game) => ({ ...game, fired: gameBefore.fired }));
          }),
        async (d) => {
          const { logShot, saveResolutionWithUnit } = await logWrites();
          if (unit) await saveResolutionWithUnit(d, record, unit);
          // The screen already shows the battery as fired (above); the stored settings are not copied
          // back, or a Next turn tapped meanwhile would be overwritten by this older turn.
          else await logShot(d, record);
        },
      );
    },
    /**
     * Clears the log; returns every entry that was stored (not only the newest ones on screen),
     * for Undo.
     */
    async clearLog(): Promise<ResolutionRecord[]> {
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
    },
    /** Undo of Clear: the cleared entries come back beside any shot fired since. */
    async restoreLog(records: ResolutionRecord[]) {
      const current = [...state.log];
      const merged = new Map([...records, ...current].map((r) => [r.id, r]));
      const newest = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, LOG_ON_SCREEN);
      await store.write(
        () => setLog(newest),
        () => setLog(current),
        async (d) => (await logWrites()).restoreResolutions(d, records),
      );
    },
  };
}
