/**
 * Two phones sharing one game (issue 10), `game.exchange`: the shared text for a card, a side's
 * roster or the game, a received text checked and previewed, merged (all or nothing) and its Undo,
 * written once over storage (src/storage/sync.ts collects, sync-merge.ts merges in one transaction,
 * sync-undo.ts takes it back). The transport (QR codes, camera, file) carries the text; the merge
 * itself is src/sync/ (pure). Every refusal is a stable code (`SyncProblem`), worded by the screens.
 */
import type { ValidatedPack } from '../../core';
import { fail, ok, type Result } from '../../core';
import { practicePack } from '../../packs';
import type { StorageFailure } from '../../records';
import { DEFAULT_GAME } from '../../records';
import {
  applyMerge,
  collectSync,
  hasMergeToUndo,
  listPacks,
  listUnits,
  loadGame,
  previewMerge,
  type SyncWhat,
  undoLastMerge,
} from '../../storage';
import type { SyncProblem, SyncSummary } from '../../sync';
import { checkClocks, encodeSync, type PackLookup, parseSync, type SyncPayload } from '../../sync';
import type { Core } from '../game/connection';

/** What the screen shows before Accept: the summary (codes and counts), and the checked payload. */
export interface SyncPreview {
  summary: SyncSummary;
  /** The player's choice in the review: batteries that fired on both phones to keep one shot of. */
  readonly keepOne: Set<string>;
  /** The checked payload Accept merges (opaque to screens). */
  readonly payload: SyncPayload;
}

export interface TextVerbs {
  /** The shared text for a card, a side's roster or the whole game ('not-found': no such card). */
  exportText(what: SyncWhat): Promise<Result<string, 'not-found' | StorageFailure>>;
  /** Checks a text that arrived and says what accepting it would change. Nothing is stored. */
  preview(text: string, now?: number): Promise<Result<SyncPreview, SyncProblem>>;
  /** Merges a previewed text (all or nothing) and shows the result on every screen. */
  accept(preview: SyncPreview): Promise<Result<void, SyncProblem>>;
  /** Undo merge: the state before the last merge, exactly (refused if its records changed since). */
  undoMerge(): Promise<Result<void, SyncProblem>>;
  /** Whether the Log / Settings should offer Undo merge. */
  canUndoMerge(): Promise<Result<boolean, StorageFailure>>;
}

export function textVerbs(core: Core): TextVerbs {
  /**
   * The rule packs this phone has, by id and version: the engine works a received shot's chain out
   * with the one it names (format v3), and the writer leaves out the chains it would give again.
   * Packs that cannot be read are packs this phone does not have: only the built-in one, then (a
   * shot of another keeps its result, and says its steps need it).
   */
  async function packLookup(): Promise<PackLookup> {
    const packs: ValidatedPack[] = [practicePack];
    const stored = await core.run((d) => listPacks(d));
    if (stored.ok) for (const p of stored.value) if (p.status === 'ready') packs.push(p.pack);
    return (stamp) => packs.find((p) => p.id === stamp.id && p.version === stamp.version);
  }

  return {
    async exportText(what: SyncWhat): Promise<Result<string, 'not-found' | StorageFailure>> {
      const packFor = await packLookup();
      const read = await core.run(async (d) => {
        const body = await collectSync(d, what);
        if (!body) return undefined;
        // The year the shots were worked out with (open order depends on it): the chains the engine
        // would not give again with it travel whole.
        const { campaignYear } = await loadGame(d, structuredClone(DEFAULT_GAME));
        const cards = what.kind === 'game' ? body.cards : await listUnits(d);
        return encodeSync(body, { year: campaignYear, packFor, cards });
      });
      if (!read.ok) return read;
      return read.value === undefined ? fail('not-found') : ok(read.value);
    },
    async preview(text: string, now = Date.now()): Promise<Result<SyncPreview, SyncProblem>> {
      if (core.status() !== 'open') return fail(core.notOpen());
      const parsed = parseSync(text, await packLookup());
      if (!parsed.ok) return parsed;
      const clocks = checkClocks(parsed.value, now);
      if (clocks) return fail(clocks);
      // A text of another game is shown as that game, with "Merge as this game" (the player decides).
      const summary = await core.run((d) => previewMerge(d, parsed.value));
      if (!summary.ok) return summary;
      // The very same shot entered on both phones is kept once unless the player says otherwise.
      const keepOne = new Set(summary.value.firedTwice.filter((f) => f.same).map((f) => f.key));
      return ok({ summary: summary.value, payload: parsed.value, keepOne });
    },
    async accept(preview: SyncPreview): Promise<Result<void, SyncProblem>> {
      if (core.status() !== 'open') return fail(core.notOpen());
      const clocks = checkClocks(preview.payload, Date.now());
      if (clocks) return fail(clocks);
      // Accepting a text the review named as another game is the player's "Merge as this game".
      const asThisGame = preview.summary.otherGame !== undefined;
      const merged = await core.run((d) =>
        applyMerge(d, preview.payload, Date.now(), preview.keepOne, asThisGame),
      );
      if (!merged.ok) return merged;
      // Another game only now (this phone played since the preview): refused, the player decides again.
      const other = merged.value.summary.otherGame;
      if (other && !asThisGame)
        return fail({ code: 'other-game', detail: `${other.gameNumber}:${other.turn}` });
      core.announce();
      await core.reload();
      return ok();
    },
    async undoMerge(): Promise<Result<void, SyncProblem>> {
      const undone = await core.run((d) => undoLastMerge(d));
      if (!undone.ok) return undone;
      if (!undone.value.ok) return fail({ code: undone.value.problem });
      core.announce();
      await core.reload();
      return ok();
    },
    canUndoMerge: (): Promise<Result<boolean, StorageFailure>> => core.run((d) => hasMergeToUndo(d)),
  };
}
