/**
 * The ONE reader of storage failing's words (issue 37): every path that stores — a merge from a QR
 * code, a file or the club, Undo merge, Apply, Next turn, a backup or a pack imported, a text pasted
 * on Receive — says a full phone in the same words (`storage.quota`: full, nothing was changed, and
 * how to free space), in the player's language. A screen with words of its own for other problems
 * asks `storageFullText` first.
 */

import type { Lang } from '../core/lang';
import { wordsIn } from '../i18n';
import { isStorageFailure, type StorageKind } from '../records/failure';

/** Storage failing of this kind, as the storage banner says it. */
export function storageWords(lang: Lang, kind: StorageKind): string {
  return wordsIn(lang, 'app').storage[kind];
}

/** The words of a full phone when `problem` is one (a StorageFailure of kind `quota`); else undefined. */
export function storageFullText(lang: Lang, problem: unknown): string | undefined {
  return isStorageFailure(problem) && problem.kind === 'quota' ? storageWords(lang, 'quota') : undefined;
}
