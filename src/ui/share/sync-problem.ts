import type { Lang } from '../../core/lang';
import { isolateName, wordsIn } from '../../i18n';
import type { NamedShot, SyncProblem, SyncProblemCode } from '../../state';
import { storageFullText } from '../storage-words';

/**
 * Why a shared game text was not read or merged, as the sync words (i18n `sync.problems`) key it: a
 * refusal's own code, and storage failing by its kind (a browser that stores nothing has words of
 * its own; a full phone is said as on every path, src/ui/storage-words.ts).
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
  const t = wordsIn(lang, 'sync');
  return storageFullText(lang, problem) ?? `${t.nothingChanged} ${t.problems[syncProblemCode(problem)]}`;
}

/**
 * The shot a text or a backup was refused for: turn, battery and target (isolated), dice,
 * casualties, and its pack (`pack`: the pack's name where this phone has it, else its id).
 */
export function shotLine(lang: Lang, shot: NamedShot, pack: string): string {
  return wordsIn(lang, 'sync').shotNamed(
    shot.turn,
    isolateName(shot.battery),
    isolateName(shot.target),
    `${shot.dice[0]} + ${shot.dice[1]}`,
    shot.casualties,
    `${isolateName(pack)} v${shot.pack.version}`,
  );
}
