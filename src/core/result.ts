/**
 * The one shape of a fallible call outside the engine's verdicts: a value, or a problem the
 * screen can show (a stable code, never a thrown sentence). Pure and tiny, so every room may
 * import it: packs, storage, sync, share, state and ui.
 *
 * Not for the engine's fire verdict: a shot's verdict is not a failure but an answer (refusals,
 * checks, modifiers, each with its ruleRef), and keeps its own shape (assess.ts, fire.ts).
 */

export type Result<T, P> = Ok<T> | Fail<P>;
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}
export interface Fail<P> {
  readonly ok: false;
  readonly problem: P;
}

/** A success; `ok()` for a call that has nothing to give back but that it worked. */
export function ok(): Ok<void>;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

export function fail<P>(problem: P): Fail<P> {
  return { ok: false, problem };
}
