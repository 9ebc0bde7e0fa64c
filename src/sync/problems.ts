/**
 * The codes a shared text is refused with (payload.ts), and those of the storage and state that
 * merge it (src/state/exchange/text.ts): one vocabulary, worded in src/i18n/sync.ts.
 */

import type { StorageFailure } from '../records/failure';

export const SYNC_PROBLEM_CODES = [
  'empty',
  'too-large',
  'malformed',
  'not-sync',
  'version-invalid',
  'version-newer',
  'checksum',
  'forbidden-key',
  'shape',
  'out-of-range',
  'too-many',
  'dangling',
  // Storage and state (src/state/exchange/text.ts; `storage` and `unavailable` are the words of the
  // one StorageFailure and its kinds; a full phone is said as on every path, src/ui/storage-words.ts):
  'storage',
  'unavailable',
  'nothing-to-undo',
  'changed-since',
  // v2: a text from another game (src/sync/merge.ts `identityOutcome`), a clock ahead of this
  // phone's (src/sync/clock-bound.ts).
  'other-game',
  'clock-ahead',
  // A shot whose dice do not give the casualties it states (src/sync/shot-check.ts; issue 37).
  'shot-mismatch',
] as const;
export type SyncProblemCode = (typeof SYNC_PROBLEM_CODES)[number];

/** A text refused, or its merge not made, for a reason of its own: its code and the detail. */
export interface SyncRefusal {
  readonly code: Exclude<SyncProblemCode, 'storage' | 'unavailable'>;
  /** Where in the text (a path), a newer version, another game's number and turn, minutes ahead. */
  readonly detail?: string;
  /** For `shot-mismatch`: the shot, as the message names it. */
  readonly shot?: NamedShot;
}

/** A shot as a refusal names it: its turn, battery and target, dice, the casualties it states, its pack. */
export interface NamedShot {
  readonly turn: number;
  readonly battery: string;
  readonly target: string;
  readonly dice: readonly [number, number];
  readonly casualties: number;
  readonly pack: { readonly id: string; readonly version: number | string };
}

/**
 * Why a text was not read or merged: a refusal, or this phone's storage failing (the one
 * StorageFailure; its words are `storage` and `unavailable`, a full phone's src/ui/storage-words.ts).
 */
export type SyncProblem = SyncRefusal | StorageFailure;
