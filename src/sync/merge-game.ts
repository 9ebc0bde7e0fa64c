/**
 * The game settings in a merge (src/sync/merge.ts): last writer wins per field; `fired` a grow-only
 * set per game and turn.
 */
import type { GameSettings } from '../storage/model';
import { GAME_FIELDS, type GameField } from './fields';
import { compareClocks } from './hlc';
import { same, theirsWins } from './merge-lww';
import type { SyncSummary } from './merge-summary';
import type { SyncGame } from './payload';

function gameFieldValue(game: SyncGame, field: GameField): unknown {
  if (field === 'sideNames.mine') return game.sideNames.mine;
  if (field === 'sideNames.opponent') return game.sideNames.opponent;
  return game[field];
}

/**
 * Settings LWW per field. `fired` (batteries that fired this turn): decided as a grow-only set per
 * (game, turn): once game number and turn are merged, the batteries either phone says fired in
 * that very game and turn are all marked fired (a battery fired on either phone has fired); a
 * phone still on another turn contributes nothing.
 */
export function mergeGame(ours: GameSettings, theirs: SyncGame): GameSettings {
  let next: GameSettings = { ...ours, sideNames: { ...ours.sideNames }, clocks: { ...ours.clocks } };
  const clocks = { ...ours.clocks };
  for (const field of GAME_FIELDS) {
    const a = gameFieldValue(ours, field);
    const b = gameFieldValue(theirs, field);
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
    else if (field === 'turn') next.turn = theirs.turn;
    else if (field === 'gameNumber') next.gameNumber = theirs.gameNumber;
    else next.phasingSide = theirs.phasingSide;
  }
  const fired = new Set<string>();
  if (ours.turn === next.turn && ours.gameNumber === next.gameNumber)
    for (const b of ours.fired) fired.add(b);
  if (theirs.turn === next.turn && theirs.gameNumber === next.gameNumber)
    for (const b of theirs.fired) fired.add(b);
  const firedList = [...fired].sort();
  const sameFired = firedList.length === ours.fired.length && ours.fired.every((b) => fired.has(b));
  next = { ...next, fired: sameFired ? ours.fired : firedList };
  const laterFired = compareClocks(theirs.clocks?.fired, ours.clocks?.fired) > 0;
  if (laterFired && theirs.clocks?.fired) clocks.fired = theirs.clocks.fired;
  const { clocks: _old, ...rest } = next;
  // A game with no clocks yet keeps no empty object.
  const final: GameSettings = Object.keys(clocks).length === 0 ? rest : { ...rest, clocks };
  return same(final, ours) ? ours : final;
}

/** What the summary says of the settings when a merge changed them. */
export function gameSummary(before: GameSettings, merged: GameSettings): NonNullable<SyncSummary['game']> {
  const summary: NonNullable<SyncSummary['game']> = {};
  if (merged.turn !== before.turn) summary.turn = { from: before.turn, to: merged.turn };
  if (merged.gameNumber !== before.gameNumber)
    summary.gameNumber = { from: before.gameNumber, to: merged.gameNumber };
  if (merged.phasingSide !== before.phasingSide)
    summary.phasingSide = { from: before.phasingSide, to: merged.phasingSide };
  if (!same(merged.sideNames, before.sideNames)) summary.sideNames = true;
  if (!same(merged.fired, before.fired)) summary.fired = true;
  return summary;
}
