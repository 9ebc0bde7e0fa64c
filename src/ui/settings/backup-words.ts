/**
 * A backup's refusal in the player's words: the reason (data.problems, keyed by the stable codes of
 * src/storage/backup.ts) and where in the file it is.
 */
import { wordsIn } from '../../i18n';
import type { Lang } from '../../reference';
import type { BackupProblem, StoreName } from '../../storage';
import { shotLine } from '../share/sync-problem';
import { storageFullText, storageWords } from '../storage-words';

const PATH = /^data\.(units|resolutions|meta|packs|brigades)\[(\d+)\](?:\.([^.[\]]+))?/;

/** "This file was not imported…" plus the reason and where it is, in the player's language. */
export function problemText(problem: BackupProblem, lang: Lang): string {
  const words = wordsIn(lang, 'data');
  const p = words.problems;
  if (problem.code === 'storage')
    // A full phone during an import: said as on every path (full, nothing changed, how to free space).
    return storageFullText(lang, problem) ?? `${p.storage} ${storageWords(lang, problem.kind)}`;
  let reason: string;
  switch (problem.code) {
    case 'file.too-large':
      reason = p['file.too-large'](problem.params?.mb ?? 0);
      break;
    case 'version.future':
      reason = p['version.future'](problem.params?.version ?? 0);
      break;
    case 'records.too-many':
      reason = p['records.too-many'](problem.params?.max ?? 0);
      break;
    case 'clock.ahead':
      reason = p['clock.ahead'](problem.params?.minutes ?? 0);
      break;
    case 'game.other':
      reason = p['game.other'](problem.params?.gameNumber ?? 0, problem.params?.turn ?? 0);
      break;
    case 'field.forbidden-key':
      reason = p['field.forbidden-key'](problem.found ?? '__proto__');
      break;
    case 'field.built-in-id':
      reason = p['field.built-in-id'](problem.found ?? '');
      break;
    case 'shot.mismatch':
      reason = problem.shot
        ? `${p['shot.mismatch']} ${shotLine(lang, problem.shot, problem.shot.pack.id)}`
        : p['shot.mismatch'];
      break;
    default:
      reason = p[problem.code];
  }
  const where = problem.path ? describePath(problem.path, lang) : undefined;
  return where ? `${reason} ${words.where.at(where)}` : reason;
}

/** `data.units[2].figures` → "unit card 3, field “figures”"; other paths as they are. */
export function describePath(path: string, lang: Lang): string {
  const words = wordsIn(lang, 'data');
  const match = PATH.exec(path);
  if (!match) return path;
  const store = match[1] as Exclude<StoreName, 'corrections' | 'tombstones'>;
  const parts = [words.where[store](Number(match[2]) + 1)];
  if (match[3]) parts.push(words.where.field(match[3]));
  return parts.join(', ');
}
