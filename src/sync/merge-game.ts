/**
 * The game in a merge (src/sync/merge.ts): which game a text is from (`identityOutcome`), and the
 * settings. Game number and turn are ONE value ordered by (game, turn): the later stands, so no
 * merge ever moves a phone back (a lagging phone's New game or an older file cannot); `fired` is a
 * grow-only set per (game, turn); side names and the phasing side are last writer wins per field.
 */

import type { GameField } from '../records/fields';
import { type GameSettings, MAX_FORMER_GAME_IDS } from '../records/model';
import { compareClocks } from './hlc';
import { same, theirsWins } from './merge-lww';
import type { SyncSummary } from './merge-summary';
import type { GameIdentity, SyncGame } from './payload';

/**
 * What a text's game is to this phone:
 * - `same`: this game (or a version-1 text, which says nothing of its game);
 * - `join`: this phone holds no card and no shot at all (a fresh phone, the roster shared from the
 *   phone that set the game up): it takes the other's table id, silently;
 * - `other`: another table id (another table's game, or a game both phones started before they
 *   first exchanged; two phones upgraded from v4, each given its own id): never merged
 *   silently. The player may merge it as this game (`asThisGame`): this phone then takes the
 *   other's id and remembers its own (`formerGameIds`), so the other phone's next text is this
 *   game, and two phones that each merged the other's text at once still know each other.
 */
export type IdentityOutcome = 'same' | 'join' | 'other';

export function identityOutcome(
  local: Pick<GameSettings, 'gameId' | 'formerGameIds'>,
  localEmpty: boolean,
  incoming: GameIdentity | undefined,
): IdentityOutcome {
  if (!incoming || incoming.id === local.gameId || local.formerGameIds?.includes(incoming.id)) return 'same';
  return localEmpty ? 'join' : 'other';
}

/** This phone's game after "Merge as this game": the other's id, its own remembered. */
export function adoptGameId(game: GameSettings, id: string): GameSettings {
  if (game.gameId === id) return game;
  const former =
    game.gameId === undefined ? (game.formerGameIds ?? []) : [...(game.formerGameIds ?? []), game.gameId];
  return {
    ...game,
    gameId: id,
    ...(former.length > 0 ? { formerGameIds: former.slice(-MAX_FORMER_GAME_IDS) } : {}),
  };
}

/** -1, 0, 1: (game, turn) order. */
export function comparePlay(
  a: { gameNumber: number; turn: number },
  b: { gameNumber: number; turn: number },
) {
  if (a.gameNumber !== b.gameNumber) return a.gameNumber < b.gameNumber ? -1 : 1;
  return a.turn === b.turn ? 0 : a.turn < b.turn ? -1 : 1;
}

const LWW_FIELDS = ['sideNames.mine', 'sideNames.opponent', 'phasingSide'] as const satisfies GameField[];

function lwwValue(game: SyncGame, field: (typeof LWW_FIELDS)[number]): unknown {
  if (field === 'sideNames.mine') return game.sideNames.mine;
  if (field === 'sideNames.opponent') return game.sideNames.opponent;
  return game.phasingSide;
}

/**
 * The settings merged: `theirs` a game text's settings and `identity` its game (absent for a card
 * or roster text, which moves neither game nor turn); `joinId` the table id this phone takes over
 * (`identityOutcome` = join).
 */
export function mergeGame(
  ours: GameSettings,
  theirs: SyncGame | undefined,
  identity?: GameIdentity,
  joinId?: string,
): GameSettings {
  let next: GameSettings = { ...ours, sideNames: { ...ours.sideNames } };
  const clocks = { ...ours.clocks };
  const theirPlay = identity ?? theirs;
  const order = theirPlay ? comparePlay(theirPlay, ours) : -1;
  if (theirPlay && order > 0) {
    next.gameNumber = theirPlay.gameNumber;
    next.turn = theirPlay.turn;
    for (const f of ['turn', 'gameNumber'] as const) {
      const clock = theirs?.clocks?.[f];
      if (clock && compareClocks(clock, clocks[f]) > 0) clocks[f] = clock;
    }
  }
  // Fired: the batteries either phone says fired in the very game and turn now stood at.
  const fired = new Set<string>(order <= 0 ? ours.fired : []);
  if (theirs && comparePlay(theirs, next) === 0) for (const b of theirs.fired) fired.add(b);
  const firedList = [...fired].sort();
  const sameFired = firedList.length === ours.fired.length && ours.fired.every((b) => fired.has(b));
  next.fired = sameFired ? ours.fired : firedList;
  if (theirs) {
    if (compareClocks(theirs.clocks?.fired, ours.clocks?.fired) > 0 && theirs.clocks?.fired)
      clocks.fired = theirs.clocks.fired;
    for (const field of LWW_FIELDS) {
      const a = lwwValue(ours, field);
      const b = lwwValue(theirs, field);
      const ca = ours.clocks?.[field] ?? '';
      const cb = theirs.clocks?.[field] ?? '';
      if (same(a, b)) {
        if (compareClocks(cb, ca) > 0) clocks[field] = cb;
        continue;
      }
      if (!theirsWins(ca, cb, a, b)) continue;
      clocks[field] = cb;
      if (field === 'sideNames.mine') next.sideNames.mine = theirs.sideNames.mine;
      else if (field === 'sideNames.opponent') next.sideNames.opponent = theirs.sideNames.opponent;
      else next.phasingSide = theirs.phasingSide;
    }
  }
  if (joinId) next.gameId = joinId;
  const { clocks: _old, ...rest } = next;
  // A game with no clocks yet keeps no empty object.
  next = Object.keys(clocks).length === 0 ? rest : { ...rest, clocks };
  return same(next, ours) ? ours : next;
}

/** What the summary says of the settings when a merge changed them (or kept a later game). */
export function gameSummary(
  before: GameSettings,
  merged: GameSettings,
  theirPlay?: { gameNumber: number; turn: number },
): NonNullable<SyncSummary['game']> {
  const summary: NonNullable<SyncSummary['game']> = {};
  if (merged.turn !== before.turn) summary.turn = { from: before.turn, to: merged.turn };
  if (merged.gameNumber !== before.gameNumber)
    summary.gameNumber = { from: before.gameNumber, to: merged.gameNumber };
  if (merged.phasingSide !== before.phasingSide)
    summary.phasingSide = { from: before.phasingSide, to: merged.phasingSide };
  if (!same(merged.sideNames, before.sideNames)) summary.sideNames = true;
  if (!same(merged.fired, before.fired)) summary.fired = true;
  // The other phone is behind: this phone's later game and turn stand (issue 22).
  if (theirPlay && comparePlay(theirPlay, merged) < 0)
    summary.behind = { gameNumber: theirPlay.gameNumber, turn: theirPlay.turn };
  return summary;
}
