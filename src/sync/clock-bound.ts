/**
 * Clocks are bounded (issue 23): a hybrid logical clock never runs more than a small tolerance
 * ahead of real time (Kulkarni et al. bound the drift ε; CockroachDB's max offset is the same
 * idea). A text whose own clock is more than `MAX_AHEAD_MS` ahead of this phone's time comes from
 * a phone whose date is wrong: refused with how far ahead it is, so a wrong date cannot win every
 * edit until real time catches up. A record whose clock is later than the text's own clock cannot
 * come from the app (a phone's clock is past every clock it holds): refused too, so a hostile
 * text cannot win forever with clocks in the year 275760. Pure.
 */
import type { SyncPayload, SyncProblem } from './payload';

/** How far ahead of this phone's time another phone's clock may be (phones set by the network agree to a second). */
export const MAX_AHEAD_MS = 60_000;

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
 * refusal: `clock-ahead` with the minutes the sending phone is ahead (`detail`), or `records`.
 */
export function checkClocks(p: SyncPayload, now: number): SyncProblem | undefined {
  const sent = wall(p.clock);
  if (sent > now + MAX_AHEAD_MS)
    return { code: 'clock-ahead', detail: String(Math.ceil((sent - now) / 60_000)) };
  for (const clock of clocksOf(p)) if (wall(clock) > sent) return { code: 'clock-ahead', detail: 'records' };
  return undefined;
}
