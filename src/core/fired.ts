/**
 * artillery.movement: a battery fires at most once per turn. Apart from the other restrictions
 * (restrictions.ts) so the roster on the first screen can ask it without the rules' lists.
 */

/** A logged shot as this rule reads it (the log's record, src/records/model.ts `ResolutionRecord`). */
export interface LoggedShot {
  readonly turn: number;
  /** The game it belongs to; absent before games were numbered: game 1 (records' `shotGame`). */
  readonly game?: number;
  readonly input: { readonly batteryId: string };
  readonly result: { readonly legal: boolean };
}

/** The turn of the game being played, and the batteries the settings say fired in it. */
export interface TurnOfPlay {
  readonly turn: number;
  readonly gameNumber: number;
  readonly fired: readonly string[];
}

/**
 * Whether a battery fired this turn (ruleRef artillery.movement: once per turn): the settings keep
 * it (clearing the log cannot undo that), and the log of this game's turn says it too. A bare turn
 * number reads the log alone. Total, like every engine function: what is not a log entry or a
 * list of batteries counts as no shot.
 */
export function hasFiredThisTurn(
  log: readonly LoggedShot[],
  turnOfPlay: TurnOfPlay | number,
  batteryId: string,
): boolean {
  return firedThisTurnIds(log, turnOfPlay).has(batteryId);
}

/**
 * Every battery that fired this turn, by the same rule as `hasFiredThisTurn`, read in one pass over
 * the log: a roster of hundreds of batteries asks each of them, and a big game's Log is thousands
 * of shots long.
 */
export function firedThisTurnIds(
  log: readonly LoggedShot[],
  turnOfPlay: TurnOfPlay | number,
): ReadonlySet<string> {
  const play: Partial<TurnOfPlay> =
    typeof turnOfPlay === 'number' ? { turn: turnOfPlay } : Object(turnOfPlay);
  const game = play.gameNumber;
  const ids = new Set<string>(
    Array.isArray(play.fired) ? play.fired.filter((id): id is string => typeof id === 'string') : [],
  );
  if (Array.isArray(log))
    for (const r of log) {
      const id = r?.input?.batteryId;
      // A legal shot of this game's turn (a shot from before games were numbered: game 1).
      if (
        typeof id === 'string' &&
        r.result?.legal === true &&
        r.turn === play.turn &&
        (game === undefined || (r.game ?? 1) === game)
      )
        ids.add(id);
    }
  return ids;
}
