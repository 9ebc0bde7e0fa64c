/**
 * The Share screens' words (Show, Receive) and a shared game text's: they travel with their chunk,
 * not with the first screen's language chunk.
 */
import { byLang } from '../../i18n';
import { shareRu } from '../../i18n/ru/share';
import { syncRu } from '../../i18n/ru/sync';
import { shareEn } from '../../i18n/share';
import { syncEn } from '../../i18n/sync';
import type { Lang } from '../../reference/types';
import type { SyncProblem, SyncProblemCode } from '../../state';
import { storageFullText } from '../storage-words';

export type ShareText = typeof shareEn;

export const shareText = (lang: Lang): ShareText => byLang(lang, shareEn, shareRu) as ShareText;

/** The words of a shared game text: its review, its problems, the merge and its Undo (src/i18n/sync.ts). */
export const syncText = (lang: Lang) => byLang(lang, syncEn, syncRu);

export type SyncText = ReturnType<typeof syncText>;

/**
 * Why a text was not read or merged, as the sync words key it: a refusal's own code, and storage
 * failing by its kind (a full phone and a browser that stores nothing have words of their own).
 */
export function syncProblemCode(problem: SyncProblem): SyncProblemCode {
  if (problem.code !== 'storage') return problem.code;
  return problem.kind === 'unavailable' ? problem.kind : 'storage';
}

/**
 * Why a merge or its Undo was not made, after "Nothing was changed.": a full phone in the words it
 * has on every path (which say nothing was changed themselves), anything else by its code.
 */
export function syncProblemText(lang: Lang, problem: SyncProblem): string {
  const t = syncText(lang);
  return storageFullText(lang, problem) ?? `${t.nothingChanged} ${t.problems[syncProblemCode(problem)]}`;
}
