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
  const play: Partial<TurnOfPlay> =
    typeof turnOfPlay === 'number' ? { turn: turnOfPlay } : Object(turnOfPlay);
  if (Array.isArray(play.fired) && play.fired.includes(batteryId)) return true;
  const game = play.gameNumber;
  return (
    Array.isArray(log) &&
    log.some(
      (r: LoggedShot | undefined) =>
        r?.result?.legal === true &&
        r.turn === play.turn &&
        (game === undefined || (r.game ?? 1) === game) &&
        r.input?.batteryId === batteryId,
    )
  );
}
