/**
 * Clocks are bounded (issue 23): a hybrid logical clock never runs far ahead of real time
 * (Kulkarni et al. bound the drift ε; CockroachDB's max offset is the same idea).
 *
 * - A text whose own clock is more than `MAX_TEXT_AHEAD_MS` (10 minutes) ahead of this phone's
 *   time is refused with how far ahead it is: one of the two phones has a wrong date (a phone set
 *   by hand is often a minute or two off, so the bound is wide; a date wrong by hours or days
 *   would otherwise win every edit until real time caught up).
 * - A record clocked more than `RECORD_TOLERANCE_MS` after the text's own clock cannot come from
 *   the app (a phone's clock is past every clock it made, and it holds others' only as far ahead
 *   as it accepted their texts): refused, so a hostile text cannot win forever with clocks in the
 *   year 275760, whatever its own clock says.
 * - This phone's own clock moves to a received clock only within `MAX_AHEAD_MS` (one minute) of
 *   its time (src/storage/clock.ts): a text accepted from a phone up to 10 minutes ahead
 *   merges, but its lead is not copied into this phone's clock.
 * - A backup file (Merge or Replace) has no clock of its own: a record in it clocked more than
 *   `MAX_TEXT_AHEAD_MS` ahead of this phone's time refuses the file (`minutesAhead`).
 * Pure.
 */
import type { SyncPayload } from './payload';
import type { SyncRefusal } from './problems';

/** How far ahead of this phone's time its own clock may run (a received clock moves it only within this). */
export const MAX_AHEAD_MS = 60_000;

/** How far a text's own clock may be ahead of this phone's time (one of the two dates a little off). */
export const MAX_TEXT_AHEAD_MS = 10 * 60_000;

/** How far a record in a text may be clocked after the text's own clock (others' records it took in). */
export const RECORD_TOLERANCE_MS = MAX_TEXT_AHEAD_MS;

const wall = (clock: string | undefined) => (clock ? Number(clock.slice(0, 16)) : 0);

/** Every clock a text carries (cards' fields, deletions, shots, corrections, settings). */
function* clocksOf(p: SyncPayload): Generator<string> {
  for (const c of p.cards) yield* Object.values(c.clocks ?? {});
  for (const t of p.tombstones) yield t.clock;
  for (const s of p.shots) {
    if (s.clock) yield s.clock;
    if (s.stateClock) yield s.stateClock;
  }
  for (const c of p.corrections) yield c.clock;
  if (p.game?.clocks) yield* Object.values(p.game.clocks);
}

/**
 * Undefined when the text's clocks are within bounds at this phone's time `now`; otherwise the
 * refusal: `clock-ahead` with the minutes the text's clock is ahead of this phone's (`detail`), or
 * `records`.
 */
export function checkClocks(p: SyncPayload, now: number): SyncRefusal | undefined {
  const sent = wall(p.clock);
  if (sent > now + MAX_TEXT_AHEAD_MS)
    return { code: 'clock-ahead', detail: String(Math.ceil((sent - now) / 60_000)) };
  for (const clock of clocksOf(p))
    if (wall(clock) > sent + RECORD_TOLERANCE_MS) return { code: 'clock-ahead', detail: 'records' };
  return undefined;
}

/**
 * How many minutes the furthest clock of `p` is ahead of `now`, when it is more than
 * MAX_TEXT_AHEAD_MS ahead (a backup file, which has no clock of its own); otherwise undefined.
 */
export function minutesAhead(p: SyncPayload, now: number): number | undefined {
  let far = 0;
  for (const clock of clocksOf(p)) far = Math.max(far, wall(clock));
  return far > now + MAX_TEXT_AHEAD_MS ? Math.ceil((far - now) / 60_000) : undefined;
}
