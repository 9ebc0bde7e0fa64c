/**
 * What the Share / Receive screens call to share a game between phones (issue 10). The transport
 * (QR codes, camera, file) carries the text these functions make and read; the merge itself is
 * src/sync/ (pure) and src/storage/sync-merge.ts (one transaction; Undo merge in sync-undo.ts).
 *
 * Loaded only on the sharing screens. Every refusal is a stable code (SyncProblemCode); the words
 * are the `sync` namespace's (src/i18n/en/sync.ts).
 */

import type { ValidatedPack } from '../core/pack';
import { fail, ok, type Result } from '../core/result';
import { practicePack } from '../packs/practice';
import { DEFAULT_GAME } from '../records/model';
import { classifyError, loadGame } from '../storage/db';
import { listPacks } from '../storage/packs';
import { collectSync, type SyncWhat } from '../storage/sync';
import { applyMerge, previewMerge } from '../storage/sync-merge';
import { hasMergeToUndo, undoLastMerge as undoMergeIn } from '../storage/sync-undo';
import { listUnits } from '../storage/units';
import { checkClocks } from '../sync/clock-bound';
import type { SyncSummary } from '../sync/merge';
import { encodeSync, type PackLookup, parseSync, type SyncPayload } from '../sync/payload';
import type { SyncProblem } from '../sync/problems';
import { databaseOf } from './game-database';
import { syncGame } from './sync-registry';

export type { CardLine, FieldOutcome, FiredTwice, SyncSummary } from '../sync/merge';
export { isSyncText } from '../sync/payload';
export { type NamedShot, SYNC_PROBLEM_CODES, type SyncProblem, type SyncProblemCode } from '../sync/problems';
export type { SyncWhat };

/** What the screen shows before Accept: the summary (codes and counts), and the checked payload. */
export interface SyncPreview {
  summary: SyncSummary;
  /** The player's choice in the review: batteries that fired on both phones to keep one shot of. */
  readonly keepOne: Set<string>;
  /** The checked payload Accept merges (opaque to screens). */
  readonly payload: SyncPayload;
}

export type SyncResult = Result<void, SyncProblem>;

function database() {
  const game = syncGame();
  return { game, db: game ? databaseOf(game) : undefined };
}

/**
 * The rule packs this phone has, by id and version: the engine works a received shot's chain out
 * with the one it names (format v3), and the writer leaves out the chains it would give again.
 * A pack that cannot be read is one this phone does not have.
 */
async function packLookup(db: NonNullable<ReturnType<typeof database>['db']>): Promise<PackLookup> {
  const packs: ValidatedPack[] = [practicePack];
  try {
    for (const p of await listPacks(db)) if (p.status === 'ready') packs.push(p.pack);
  } catch {
    // Only the built-in pack, then: a shot of another keeps its result, and says its steps need it.
  }
  return (stamp) => packs.find((p) => p.id === stamp.id && p.version === stamp.version);
}

/** Why nothing can be shown: storage is unavailable (or failed reading), or the card is gone. */
export type ExportSyncProblem = 'unavailable' | 'not-found';

/** The shared text for a card, a side's roster or the whole game; a problem when there is none. */
export async function exportSyncText(what: SyncWhat): Promise<Result<string, ExportSyncProblem>> {
  const { db } = database();
  if (!db) return fail('unavailable');
  try {
    const body = await collectSync(db, what);
    if (!body) return fail('not-found');
    // The year the shots were worked out with (open order depends on it): the chains the engine
    // would not give again with it travel whole.
    const { campaignYear } = await loadGame(db, structuredClone(DEFAULT_GAME));
    const cards = what.kind === 'game' ? body.cards : await listUnits(db);
    return ok(encodeSync(body, { year: campaignYear, packFor: await packLookup(db), cards }));
  } catch {
    return fail('unavailable');
  }
}

/** A storage failure as the screen says it: a full storage has words of its own. */
function storageProblem(error: unknown): SyncProblem {
  const problem = classifyError(error);
  return problem === 'quota' ? { code: 'quota' } : { code: 'storage', detail: problem };
}

/** Checks a text that arrived and says what accepting it would change. Nothing is stored. */
export async function previewSyncText(
  text: string,
  now = Date.now(),
): Promise<Result<SyncPreview, SyncProblem>> {
  const { db } = database();
  if (!db) return fail({ code: 'unavailable' });
  const parsed = parseSync(text, await packLookup(db));
  if (!parsed.ok) return parsed;
  const clocks = checkClocks(parsed.value, now);
  if (clocks) return fail(clocks);
  try {
    // A text of another game is shown as that game, with "Merge as this game" (the player decides).
    const summary = await previewMerge(db, parsed.value);
    // The very same shot entered on both phones is kept once unless the player says otherwise.
    const keepOne = new Set(summary.firedTwice.filter((f) => f.same).map((f) => f.key));
    return ok({ summary, payload: parsed.value, keepOne });
  } catch (error) {
    return fail(storageProblem(error));
  }
}

/** Merges a previewed text (all or nothing) and shows the result on every screen. */
export async function acceptSync(preview: SyncPreview): Promise<SyncResult> {
  const { game, db } = database();
  if (!game || !db) return fail({ code: 'unavailable' });
  const clocks = checkClocks(preview.payload, Date.now());
  if (clocks) return fail(clocks);
  try {
    // Accepting a text the review named as another game is the player's "Merge as this game".
    const asThisGame = preview.summary.otherGame !== undefined;
    const { summary } = await applyMerge(db, preview.payload, Date.now(), preview.keepOne, asThisGame);
    // Another game only now (this phone played since the preview): refused, the player decides again.
    const other = summary.otherGame;
    if (other && !asThisGame)
      return fail({ code: 'other-game', detail: `${other.gameNumber}:${other.turn}` });
  } catch (error) {
    return fail(storageProblem(error));
  }
  game.announce();
  await game.actions.reload();
  return ok();
}

/** Undo merge: the state before the last merge, exactly (refused if its records changed since). */
export async function undoLastMerge(): Promise<SyncResult> {
  const { game, db } = database();
  if (!game || !db) return fail({ code: 'unavailable' });
  try {
    const result = await undoMergeIn(db);
    if (!result.ok) return fail({ code: result.problem });
  } catch (error) {
    return fail(storageProblem(error));
  }
  game.announce();
  await game.actions.reload();
  return ok();
}

/** Whether the Log / Settings should offer Undo merge. */
export async function canUndoMerge(): Promise<boolean> {
  const { db } = database();
  return db ? hasMergeToUndo(db) : false;
}
