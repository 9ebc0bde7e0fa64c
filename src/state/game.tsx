/**
 * The game on the table and its ONE owner: `createGame()` makes the object every screen reaches
 * with `useGame()` (provided by <GameProvider>). It owns the database (game/connection.ts: no screen
 * and no other module holds it) and answers with verbs grouped by concern, each group one object:
 *
 *   state, pack, fired   what screens read (cards, log, settings; the rule pack new shots use; the
 *                        batteries that fired this turn)
 *   problem, blocked     the storage banner
 *   units                save, remove, restore a card                      units/writes.ts
 *   brigades             brigades, moves between them, many units at once  units/brigades.ts
 *   turns                settings, Next turn and its Undo, New game…       game/turns.ts, game/new-game.ts
 *   shots                log a shot, Apply/Undo, Clear log, answers        shots/writes.ts, shots/answers.ts
 *   packs                the packs on the phone, save, delete, make active packs/list.ts, packs/writes.ts
 *   exchange             two phones' text, its merge and Undo; backups      exchange/
 *   club                 the club server's sync                            club/
 *   saved                sides kept apart from the game                    saved/
 *
 * Every verb answers `Result<T, P | StorageFailure>`. A group's bodies are not in the first load:
 * they come through game/lazy.ts `group` (after the first screen, or by the first call), each with
 * the practice pack (packs/practice.ts: a body may read the game's pack); the cards',
 * the shots' and New game's share one chunk (`verbs`, vite.config.ts). A new concern is one more
 * folder and one more line here.
 */
import { type Accessor, createContext, createEffect, createMemo, type JSX, useContext } from 'solid-js';
import { firedThisTurnIds, type ValidatedPack } from '../core';
import type { StorageKind } from '../records';
import { afterFirstScreen, markFirstScreenShown } from './app/first-screen';
import { keepsInSync } from './club/keys';
import type { ClubVerbs } from './club/sync';
import type { BackupVerbs } from './exchange/backups';
import type { TextVerbs } from './exchange/text';
import { createCore, type Opener, stamped } from './game/connection';
import { group } from './game/lazy';
import type { NewGameVerbs } from './game/new-game';
import type { GameState } from './game/store';
import { type TurnVerbs, turnVerbs } from './game/turns';
import { type PackView, packList } from './packs/list';
import { practicePackReady, withPack } from './packs/practice';
import type { PackVerbs } from './packs/writes';
import type { SavedSideVerbs } from './saved/writes';
import { type AnswerVerbs, rememberedAnswers } from './shots/answers';
import type { ShotVerbs } from './shots/writes';
import type { BrigadeVerbs } from './units/brigades';
import type { UnitVerbs } from './units/writes';

/** What every group answers besides its verbs: its chunk, asked for now (after the first screen). */
interface Preload {
  preload(): Promise<void>;
}

/** The game: what screens read, and its verbs by concern (named here, so the linter sees every answer). */
export interface Game {
  /** The cards, the log and the game settings: read-only and reactive; only the verbs change them. */
  readonly state: Readonly<GameState>;
  /** The rule pack new shots use. */
  readonly pack: Accessor<ValidatedPack>;
  /** The batteries that fired this turn (artillery.movement), read once for every card that asks. */
  readonly fired: Accessor<ReadonlySet<string>>;
  /** The storage banner: why nothing (or not all) is stored, and an old tab blocking the upgrade. */
  readonly problem: Accessor<StorageKind | undefined>;
  readonly blocked: Accessor<boolean>;
  readonly units: UnitVerbs & Preload;
  readonly brigades: BrigadeVerbs & Preload;
  readonly turns: TurnVerbs & NewGameVerbs & Preload;
  readonly shots: ShotVerbs & AnswerVerbs & Preload;
  readonly packs: PackView & PackVerbs & Preload;
  readonly exchange: TextVerbs & Preload & { readonly backups: BackupVerbs & Preload };
  readonly club: ClubVerbs & Preload;
  readonly saved: SavedSideVerbs & Preload;
}

export function createGame(options: { open?: Opener } = {}): Game {
  const core = createCore(options.open);
  const { state } = core;
  /** A concern's verbs, their bodies loaded with the practice pack (a body may read the game's pack). */
  const concern: typeof group = (load, eager) => group(withPack(load), eager);
  const turns = concern(() => import('./game/new-game').then((m) => m.newGameVerbs(core)), turnVerbs(core));
  const list = packList(core);
  const packs = concern(
    () => import('./packs/writes').then((m) => m.packWrites(core, list, { updateGame: turns.update })),
    list.view,
  );
  const game: Game = {
    state,
    pack: core.pack,
    fired: createMemo(() => firedThisTurnIds(state.log, state.game)),
    problem: core.problem,
    blocked: core.blocked,
    units: concern(() => import('./units/writes').then((m) => m.unitWrites(core))),
    brigades: concern(() => import('./units/brigades').then((m) => m.brigadeWrites(core))),
    turns,
    shots: concern(() => import('./shots/writes').then((m) => m.shotWrites(core)), rememberedAnswers(core)),
    packs,
    exchange: concern(() => import('./exchange/text').then((m) => m.textVerbs(core)), {
      backups: concern(() => import('./exchange/backups').then((m) => m.backupVerbs(core, { packs }))),
    }),
    club: concern(() =>
      import('./club/sync').then((m) => m.clubVerbs(core, { loadPacks: () => packs.load() })),
    ),
    saved: concern(() => import('./saved/writes').then((m) => m.savedSideWrites(core))),
  };

  createEffect(() => {
    if (state.unitsReady) markFirstScreenShown();
  });
  const started = core.init();
  // The log's and the cards' writes: there before the first shot and the first Save (a chunk that
  // fails here is asked for again then); then the stored packs and the stamped writes (a write
  // before they arrive waits for them); and the club sync where "Keep in sync" is on.
  afterFirstScreen(() => Promise.all([game.shots.preload(), game.units.preload()]));
  // The practice pack (state/packs/practice.ts): no first screen waits for it, every chunk does.
  afterFirstScreen(() =>
    practicePackReady().then(
      () => undefined,
      () => undefined,
    ),
  );
  afterFirstScreen(async () => {
    await started;
    await packs.load();
    await stamped.preload();
  });
  afterFirstScreen(() => (keepsInSync() ? game.club.resume() : undefined));
  return game;
}

const GameContext = createContext<Game>();

export function GameProvider(props: { children: JSX.Element }) {
  const game = createGame();
  return <GameContext.Provider value={game}>{props.children}</GameContext.Provider>;
}

export function useGame(): Game {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame() outside <GameProvider>');
  return game;
}
