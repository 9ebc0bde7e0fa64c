import { batch, createEffect, createSignal, type JSX, onCleanup } from 'solid-js';
import type { SituationAnswers, ValidatedPack } from '../core';
import { practicePack } from '../packs';
import type { ShotChange } from '../storage/casualties';
import { classifyError, type GbDb, loadGame, openGbDb, type StorageProblem, saveGame } from '../storage/db';
import type { NewGameChange } from '../storage/game-changes';
import {
  DEFAULT_GAME,
  type GameSettings,
  hasFiredThisTurn,
  MAX_GAME_NUMBER,
  MAX_TURN,
  type ResolutionRecord,
  shotGame,
  type UnitCard,
} from '../storage/model';
import {
  clearResolutions,
  LOG_ON_SCREEN,
  listResolutions,
  logShot,
  restoreResolutions,
  saveResolutionWithUnit,
} from '../storage/resolutions';
import { takeEarlyRead } from './early-read';
import { afterFirstScreen, firstScreenPainted, markFirstScreenShown } from './first-screen';
import { GameContext } from './game-context';

export { useGame } from './game-context';

/** Apply, Undo and New game: not needed for the first screen, so loaded when first used. */
const gameChanges = () => import('../storage/game-changes');
const casualties = () => import('../storage/casualties');
/**
 * v4 event-stamped writes (clocks, corrections, tombstones): not on the first screen; loaded right
 * after it, and kept, so a write starts its transaction at once, in the order the player made it.
 */
let syncModule: typeof import('../storage/sync-writes') | undefined;
const syncStore = async () => {
  syncModule ??= await import('../storage/sync-writes');
  return syncModule;
};

import { listUnits, saveUnit } from '../storage/units';
import { setSyncGame } from './sync-registry';

/**
 * The game the player has on the table: unit cards, the log, the game settings. State lives in Solid
 * signals holding plain data that is never changed in place (a change is a new list or object);
 * every change is written to IndexedDB at once. When storage fails, the store is left
 * as it was before the change and the problem is shown, so nothing half-written stays on screen.
 */
export interface GameState {
  /** Everything is loaded (cards, log, settings, remembered answers). */
  ready: boolean;
  /** The cards and settings are loaded: the roster can show. */
  unitsReady: boolean;
  units: UnitCard[];
  log: ResolutionRecord[];
  game: GameSettings;
}

export type AnswersKey = `${string}→${string}`;

function answersKey(batteryId: string, targetId: string): AnswersKey {
  return `${batteryId}→${targetId}`;
}

/**
 * A plain, deep copy of what a caller passed (it may be, or hold, a form's Solid store proxies):
 * what goes to IndexedDB and into the game's state must be structured-cloneable and the game's own.
 */
function plain<T>(value: T): T {
  return structuredClone(value);
}

function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The list as read again, reusing each object whose content did not change: the roster and the
 * log redraw only the cards and entries that changed (another tab's write, an import).
 */
function keepUnchanged<T extends { id: string }>(before: readonly T[], after: readonly T[]): T[] {
  const old = new Map(before.map((item) => [item.id, item]));
  return after.map((item) => {
    const previous = old.get(item.id);
    return previous && sameData(previous, item) ? previous : item;
  });
}

/** A list with the item of this id replaced, or added first (`unshift`) or last when it is new. */
function withItem<T extends { id: string }>(list: readonly T[], item: T, newAt: 'first' | 'last'): T[] {
  const i = list.findIndex((x) => x.id === item.id);
  if (i >= 0) return list.map((x, k) => (k === i ? item : x));
  return newAt === 'first' ? [item, ...list] : [...list, item];
}

export function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

export function createGame() {
  const [units, setUnits] = createSignal<UnitCard[]>([]);
  const [log, setLog] = createSignal<ResolutionRecord[]>([]);
  const [settings, setSettings] = createSignal<GameSettings>(structuredClone(DEFAULT_GAME));
  const [ready, setReady] = createSignal(false);
  const [unitsReady, setUnitsReady] = createSignal(false);
  const setGame = (next: GameSettings) => setSettings((before) => (sameData(before, next) ? before : next));
  /** Read-only and reactive: screens read `game.state.units` etc.; only the actions below change it. */
  const state: Readonly<GameState> = {
    get ready() {
      return ready();
    },
    get unitsReady() {
      return unitsReady();
    },
    get units() {
      return units();
    },
    get log() {
      return log();
    },
    get game() {
      return settings();
    },
  };
  const [problem, setProblem] = createSignal<StorageProblem>();
  const [blocked, setBlocked] = createSignal(false);
  let db: GbDb | undefined;
  let closedForUpgrade = false;
  /**
   * Writes made before the database is open (an old tab blocking the upgrade can hold it for
   * minutes): kept on screen and stored, in order, the moment it opens — never lost, never faked.
   */
  let waiting: ((d: GbDb | undefined) => Promise<void>)[] | undefined = [];
  async function flushWaiting(d: GbDb | undefined) {
    const queued = waiting ?? [];
    waiting = undefined;
    for (const job of queued) await job(d);
  }
  const answers = new Map<AnswersKey, Partial<SituationAnswers>>();

  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('grand-battery');
  onCleanup(() => channel?.close());

  /**
   * `first`: the cards and settings already asked for (src/state/early-read.ts); `logAfter`: what the
   * log's reading waits for (at open, the roster's first paint).
   */
  async function reload(first?: Promise<[UnitCard[], GameSettings]>, logAfter?: Promise<void>) {
    if (!db) return;
    // The roster first: the log (up to 200 full chains) is asked for only once the cards are
    // drawn, so its reading does not delay them (the roster needs no log: the batteries that fired
    // this turn are in the settings).
    const [stored, game] = await (first ?? Promise.all([listUnits(db), loadGame(db, DEFAULT_GAME)]));
    batch(() => {
      setUnits((before) => keepUnchanged(before, stored));
      setGame(game);
      setUnitsReady(true);
    });
    await logAfter;
    if (!db) return;
    const entries = await listResolutions(db);
    setLog((before) => keepUnchanged(before, entries));
  }

  async function init() {
    try {
      const handlers = {
        onBlocked: () => {
          setBlocked(true);
          // Show the roster (what is entered meanwhile) instead of "Loading…"; the banner says why.
          setUnitsReady(true);
        },
        onVersionChange: () => {
          // A newer version wants the database: ours is closed (db.ts); no write may pretend to succeed.
          closedForUpgrade = true;
          setProblem('version-change');
        },
      };
      // The app's entry may have opened it and read the roster already (src/state/early-read.ts).
      const early = takeEarlyRead(handlers);
      db = await (early?.db ?? openGbDb(handlers));
      setBlocked(false);
      // What was read early is what is stored unless a write waited for the database meanwhile.
      const wrote = (waiting?.length ?? 0) > 0;
      await flushWaiting(db);
      await reload(wrote ? undefined : early?.first, firstScreenPainted());
      const stored = await db.getAll('meta');
      const keys = await db.getAllKeys('meta');
      keys.forEach((key, i) => {
        if (typeof key === 'string' && key.startsWith('answers:')) {
          answers.set(key.slice('answers:'.length) as AnswersKey, stored[i] as Partial<SituationAnswers>);
        }
      });
    } catch (error) {
      db = undefined;
      const cause = classifyError(error);
      // The data belongs to a newer version: nothing entered here could be stored, so nothing is
      // accepted (rather than kept in memory and lost on the reload the banner asks for).
      if (cause === 'newer-version') closedForUpgrade = true;
      setProblem(cause);
      await flushWaiting(undefined);
    } finally {
      // Also when storage failed: the app runs in memory and says so.
      batch(() => {
        setUnitsReady(true);
        setReady(true);
      });
    }
  }
  // Another tab changed the data: read it again.
  if (channel) channel.onmessage = () => void reload().catch(() => undefined);

  /** The database went to a newer version (another tab now, or before we opened): say which. */
  const closedProblem = (): StorageProblem =>
    problem() === 'newer-version' ? 'newer-version' : 'version-change';

  /** Run a write; on failure undo the in-memory change and say what happened. */
  async function write(apply: () => void, revert: () => void, persist: (d: GbDb) => Promise<void>) {
    apply();
    if (closedForUpgrade) {
      revert(); // the database was handed to a newer tab: keep the screen equal to what is stored
      setProblem(closedProblem());
      return;
    }
    if (waiting) {
      waiting.push(async (d) => {
        if (!d) return; // storage turned out unavailable: the game goes on in memory, the banner says so
        try {
          await persist(d);
        } catch (error) {
          revert();
          setProblem(classifyError(error));
        }
      });
      return;
    }
    if (!db) return; // storage unavailable: the banner says so, the game still works in memory
    try {
      await persist(db);
      setProblem(undefined);
      channel?.postMessage('changed');
    } catch (error) {
      revert();
      setProblem(classifyError(error));
    }
  }

  /** The log on screen after a card was deleted or restored (storage marks its applied shots the same way). */
  function markShotsAt(id: string, deleted: boolean) {
    setLog((entries) =>
      entries.map((r) => {
        if (r.applied?.targetId !== id) return r;
        const { targetDeleted: _was, ...applied } = r.applied;
        return { ...r, applied: deleted ? { ...applied, targetDeleted: true } : applied };
      }),
    );
  }

  /** Show a record and a card exactly as they were stored. */
  function showStored(record: ResolutionRecord, unit?: UnitCard) {
    batch(() => {
      setLog((entries) => withItem(entries, record, 'first'));
      if (unit && state.units.some((c) => c.id === unit.id)) setUnits((list) => withItem(list, unit, 'last'));
    });
  }

  /**
   * Apply or Undo of a shot: one transaction on what is stored, then the screen shows what was
   * written. Without storage the same step runs on the cards in memory.
   */
  type ShotStep = (
    record: ResolutionRecord | undefined,
    unit: UnitCard | undefined,
    gameNumber: number,
  ) => ShotChange;

  async function changeShotFigures(
    id: string,
    stepOf: (steps: Awaited<ReturnType<typeof casualties>>) => ShotStep,
  ): Promise<ShotChange> {
    const step = stepOf(await casualties());
    if (closedForUpgrade) {
      setProblem(closedProblem());
      return { ok: false, problem: 'not-found' };
    }
    if (!db) {
      const record = state.log.find((r) => r.id === id);
      const targetId = record?.applied?.targetId ?? record?.input.targetId;
      const unit = state.units.find((u) => u.id === targetId);
      const change = step(plain(record), plain(unit), state.game.gameNumber);
      if (change.ok) {
        showStored(change.record, change.unit);
        waiting?.push(async (d) => {
          if (d)
            await saveResolutionWithUnit(d, change.record, change.unit).catch((e) =>
              setProblem(classifyError(e)),
            );
        });
      }
      return change;
    }
    try {
      const change = await (await gameChanges()).changeShot(db, id, step);
      setProblem(undefined);
      if (change.ok) {
        showStored(change.record, change.unit);
        channel?.postMessage('changed');
      } else {
        // Another tab got there first: show what is stored.
        await reload();
      }
      return change;
    } catch (error) {
      setProblem(classifyError(error));
      return { ok: false, problem: 'not-found' };
    }
  }

  // The rule pack new resolutions use. Packs other than the built-in practice pack are loaded by the
  // packs module (src/state/packs.ts) and set here; logged resolutions keep the stamp of the pack they used.
  const [pack, setActivePack] = createSignal<ValidatedPack>(practicePack);

  const actions = {
    /** Read everything again from IndexedDB (after an import, or a change in another tab). */
    reload: () => reload(),
    async saveUnit(unit: UnitCard) {
      const before = state.units.find((u) => u.id === unit.id);
      const next = { ...plain(unit), updatedAt: Date.now() };
      await write(
        () => setUnits((list) => withItem(list, next, 'last')),
        () =>
          setUnits((list) =>
            before ? withItem(list, before, 'last') : list.filter((u) => u.id !== unit.id),
          ),
        async (d) => {
          // A change of the current figures becomes a correction event; the card stored carries
          // its fields' clocks and the figures its events give (the same as typed).
          const stored = await (syncModule ?? (await syncStore())).saveCardEdit(d, next);
          // The figures shown are the stored ones (the same as typed, but for a card pushed past its
          // bounds by a merge); the clocks are storage's own, so the card on screen (and the focus in
          // it) stays as it is unless its figures differ, or it changed on screen meanwhile.
          const sameFigures =
            stored.figures === next.figures && stored.screen.figures === next.screen.figures;
          if (!sameFigures) setUnits((list) => (list.includes(next) ? withItem(list, stored, 'last') : list));
        },
      );
      // The first saved card is worth keeping: ask the browser not to evict storage (once per session).
      if (db && !closedForUpgrade && problem() === undefined)
        void import('./persistence').then((m) => m.requestPersistenceOnce());
    },
    /** Deletes a card and returns it, so the caller can offer Undo. */
    async deleteUnit(id: string): Promise<UnitCard | undefined> {
      const index = state.units.findIndex((u) => u.id === id);
      const removed = state.units[index];
      if (!removed) return undefined;
      const copy = { ...removed };
      await write(
        () => setUnits((list) => list.filter((u) => u.id !== id)),
        () => setUnits((list) => [...list.slice(0, index), copy, ...list.slice(index)]),
        async (d) => {
          await (syncModule ?? (await syncStore())).deleteCardStamped(d, id);
          markShotsAt(id, true);
        },
      );
      return copy;
    },
    async restoreUnit(card: UnitCard) {
      const unit = plain(card);
      await write(
        () =>
          setUnits((list) =>
            [...list.filter((u) => u.id !== unit.id), unit].sort((a, b) => a.createdAt - b.createdAt),
          ),
        () => setUnits((list) => list.filter((u) => u.id !== unit.id)),
        async (d) => {
          // Stored with every field's clock renewed (later than its deletion on any phone).
          await (syncModule ?? (await syncStore())).restoreCardStamped(d, unit);
          markShotsAt(unit.id, false);
        },
      );
    },
    async updateGame(patch: Partial<GameSettings>) {
      const before = { ...state.game };
      const next = { ...state.game, ...patch };
      await write(
        () => setGame(next),
        () => setGame(before),
        // The stored settings also carry their clocks (src/storage/sync-writes.ts); the screen needs
        // none of them, so what is shown stays exactly what was asked for.
        async (d) => {
          await (syncModule ?? (await syncStore())).saveGameStamped(d, next);
        },
      );
    },
    /**
     * Next turn: every battery may fire again. Returns what it was, for Undo (a mis-tap must not
     * cost a battery its shot); undefined at the last turn.
     */
    async nextTurn(): Promise<Pick<GameSettings, 'turn' | 'fired'> | undefined> {
      if (state.game.turn >= MAX_TURN) return undefined;
      const before = { turn: state.game.turn, fired: [...state.game.fired] };
      await actions.updateGame({ turn: before.turn + 1, fired: [] });
      return state.game.turn === before.turn + 1 ? before : undefined;
    },
    /** Undo of Next turn: the turn and the batteries that had fired, as they were. */
    async undoNextTurn(before: Pick<GameSettings, 'turn' | 'fired'>) {
      if (state.game.turn !== before.turn + 1) return;
      await actions.updateGame({ turn: before.turn, fired: [...before.fired] });
    },
    /** Whether a battery has fired this turn of this game (artillery.movement: once per turn). */
    hasFired(batteryId: string): boolean {
      return hasFiredThisTurn(state.log, state.game, batteryId);
    },
    /** Takes a logged shot's casualties off its target card (one transaction on what is stored). */
    applyShot(id: string): Promise<ShotChange> {
      return changeShotFigures(id, (steps) => steps.applyShot);
    },
    /** Puts a shot's applied casualties back; the log then shows it as undone. */
    undoShot(id: string): Promise<ShotChange> {
      return changeShotFigures(
        id,
        (steps) => (record, unit, gameNumber) => steps.undoShot(record, unit, gameNumber, Date.now()),
      );
    },
    /**
     * New game: the roster stays, every card back at its starting figures, turn 1, the next game
     * number; the old games' log stays. Returns the change for Undo.
     */
    async newGame(): Promise<NewGameChange | undefined> {
      if (closedForUpgrade) {
        setProblem(closedProblem());
        return undefined;
      }
      let change: NewGameChange;
      if (db) {
        try {
          change = await (await gameChanges()).startNewGame(db, MAX_GAME_NUMBER);
          setProblem(undefined);
          channel?.postMessage('changed');
        } catch (error) {
          setProblem(classifyError(error));
          return undefined;
        }
      } else {
        const units = plain(state.units);
        const log = plain(state.log);
        const game = plain(state.game);
        const { atGameStart } = await casualties();
        change = {
          before: { units, game },
          after: {
            units: units.map((u) => atGameStart(u, log, game.gameNumber)),
            game: { ...game, gameNumber: Math.min(MAX_GAME_NUMBER, game.gameNumber + 1), turn: 1, fired: [] },
          },
        };
        const after = change.after;
        waiting?.push(async (d) => {
          if (!d) return;
          try {
            for (const unit of after.units) await saveUnit(d, unit);
            await saveGame(d, after.game);
          } catch (error) {
            setProblem(classifyError(error));
          }
        });
      }
      batch(() => {
        setUnits((list) => keepUnchanged(list, change.after.units));
        setGame(change.after.game);
      });
      return change;
    },
    async undoNewGame(change: NewGameChange) {
      if (db) {
        try {
          if (!(await (await gameChanges()).undoNewGame(db, change))) return;
          channel?.postMessage('changed');
          await reload();
        } catch (error) {
          setProblem(classifyError(error));
        }
        return;
      }
      if (state.game.gameNumber !== change.after.game.gameNumber) return;
      batch(() => {
        setUnits((list) => keepUnchanged(list, change.before.units));
        setGame(change.before.game);
      });
    },
    rememberedAnswers(batteryId: string, targetId: string): Partial<SituationAnswers> {
      return answers.get(answersKey(batteryId, targetId)) ?? {};
    },
    async rememberAnswers(batteryId: string, targetId: string, value: Partial<SituationAnswers>) {
      const key = answersKey(batteryId, targetId);
      answers.set(key, value);
      try {
        await db?.put('meta', value, `answers:${key}`);
      } catch {
        // a remembered answer is a convenience: losing it is not worth an alarm
      }
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
      await write(
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
      await write(
        () => setLog([]),
        () => setLog(shown),
        async (d) => {
          removed = await clearResolutions(d);
        },
      );
      return removed;
    },
    /** Undo of Clear: the cleared entries come back beside any shot fired since. */
    async restoreLog(records: ResolutionRecord[]) {
      const current = [...state.log];
      const merged = new Map([...records, ...current].map((r) => [r.id, r]));
      const newest = [...merged.values()].sort((a, b) => b.at - a.at).slice(0, LOG_ON_SCREEN);
      await write(
        () => setLog(newest),
        () => setLog(current),
        (d) => restoreResolutions(d, records),
      );
    },
  };

  /** Everything entered, as plain data (for a backup when storage is unavailable). */
  const inMemory = () => ({
    units: plain(state.units),
    resolutions: plain(state.log),
    meta: [
      { key: 'game', value: plain(state.game) as unknown },
      ...[...answers].map(([key, value]) => ({
        key: `answers:${key}`,
        value: structuredClone(value) as unknown,
      })),
    ],
    packs: [],
  });

  const started = init();
  /** Tell other tabs that the data changed (after a write outside these actions, e.g. an import). */
  const announce = () => channel?.postMessage('changed');
  const game = {
    state,
    problem,
    blocked,
    pack,
    setActivePack,
    database: () => db,
    announce,
    inMemory,
    actions,
  };
  // Rule packs load once the database is open (src/state/packs.ts sets the active one).
  // Stored packs load after the roster has shown: the module (and the pack file parsing) is its own chunk.
  createEffect(() => {
    if (state.unitsReady) markFirstScreenShown();
  });
  setSyncGame(game);
  // Then the stamped writes' module (a write before it arrives waits for it).
  void started.then(() =>
    afterFirstScreen(async () => {
      await (await import('./packs')).loadPacks(game);
      await syncStore();
    }),
  );
  return game;
}

export type Game = ReturnType<typeof createGame>;

export function GameProvider(props: { children: JSX.Element }) {
  const game = createGame();
  return <GameContext.Provider value={game}>{props.children}</GameContext.Provider>;
}
