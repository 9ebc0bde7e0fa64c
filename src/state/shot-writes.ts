/**
 * The log's writes (log a shot, Clear, its Undo): the bodies of the game store's shot actions
 * (game-shots.ts), their own chunk with the storage they run: not needed to draw the first screen,
 * asked for once it has shown (game.tsx), there before any shot is logged.
 */
import { batch } from 'solid-js';
import { ok, type Result } from '../core/result';
import { type ResolutionRecord, shotGame, type UnitCard } from '../records/model';
import type { StorageProblem } from '../storage/db';
import { LOG_ON_SCREEN } from '../storage/log-list';
import {
  clearResolutions,
  logShot,
  restoreResolutions,
  saveResolutionWithUnit,
} from '../storage/resolutions';
import { plain, withItem } from './game-lists';
import type { GameStore } from './game-store';

/** Logs a shot; answers whether it stands (a failure is undone on screen and shown by the storage banner). */
export function recordShot(
  store: GameStore,
  shot: ResolutionRecord,
  changed?: UnitCard,
): Promise<Result<void, StorageProblem>> {
  const { state, setLog, setUnits, setSettings } = store;
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
  return store.write(
    () =>
      batch(() => {
        setLog((entries) => withItem(entries, record, 'first'));
        if (unit && unitBefore) setUnits((list) => withItem(list, unit, 'last'));
        if (fires) setSettings((game) => ({ ...game, fired: [...game.fired, record.input.batteryId] }));
      }),
    () =>
      batch(() => {
        setLog((entries) =>
          recordBefore ? withItem(entries, recordBefore, 'first') : entries.filter((r) => r.id !== record.id),
        );
        if (unitBefore) setUnits((list) => withItem(list, unitBefore, 'last'));
        setSettings((game) => ({ ...game, fired: gameBefore.fired }));
      }),
    async (d) => {
      if (unit) await saveResolutionWithUnit(d, record, unit);
      // The screen already shows the battery as fired (above); the stored settings are not copied
      // back, or a Next turn tapped meanwhile would be overwritten by this older turn.
      else await logShot(d, record);
    },
  );
}

/**
 * Clears the log; returns every entry that was stored (not only the newest ones on screen),
 * for Undo.
 */
export async function clearShots(store: GameStore): Promise<Result<ResolutionRecord[], StorageProblem>> {
  const { state, setLog } = store;
  let removed = [...state.log];
  const shown = removed;
  const written = await store.write(
    () => setLog([]),
    () => setLog(shown),
    async (d, retry) => {
      const cleared = await clearResolutions(d);
      // A retry after a lost connection that had committed finds the log already empty: keep
      // the entries the first run was clearing (those on screen) for Undo.
      if (!retry || cleared.length) removed = cleared;
    },
  );
  return written.ok ? ok(removed) : written;
}

/** Undo of Clear: the cleared entries come back beside any shot fired since. */
export function restoreShots(
  store: GameStore,
  records: ResolutionRecord[],
): Promise<Result<void, StorageProblem>> {
  const { state, setLog } = store;
  const current = [...state.log];
  const merged = new Map([...records, ...current].map((r) => [r.id, r]));
  const newest = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, LOG_ON_SCREEN);
  return store.write(
    () => setLog(newest),
    () => setLog(current),
    async (d) => restoreResolutions(d, records),
  );
}
