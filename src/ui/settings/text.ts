/**
 * The Settings screen's words, and a refused backup's (its reason and where in the file): they
 * travel with its chunk, not with the first screen's language chunk.
 */
import { byLang } from '../../i18n';
import { isolateName } from '../../i18n/bidi';
import { dataEn } from '../../i18n/data';
import { dataRu } from '../../i18n/ru/data';
import { settingsRu } from '../../i18n/ru/settings';
import { syncRu } from '../../i18n/ru/sync';
import { settingsEn } from '../../i18n/settings';
import { syncEn } from '../../i18n/sync';
import type { Lang } from '../../reference/types';
import type { NamedShot } from '../../state';
import type { BackupProblem, StoreName } from '../../storage/backup';
import { storageFullText, storageWords } from '../storage-words';

export type SettingsText = typeof settingsEn;

export const settingsText = (lang: Lang): SettingsText =>
  byLang(lang, settingsEn, settingsRu) as SettingsText;

const PATH = /^data\.(units|resolutions|meta|packs)\[(\d+)\](?:\.([^.[\]]+))?/;

/** "This file was not imported…" plus the reason and where it is, in the player's language. */
export function backupProblemText(problem: BackupProblem, lang: Lang): string {
  const words = byLang(lang, dataEn, dataRu);
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
      reason = problem.shot ? `${p['shot.mismatch']} ${shotText(lang, problem.shot)}` : p['shot.mismatch'];
      break;
    default:
      reason = p[problem.code];
  }
  const where = problem.path ? describePath(problem.path, lang) : undefined;
  return where ? `${reason} ${words.where.at(where)}` : reason;
}

/** The shot a file was refused for, in the words a shared text's refusal names it with. */
function shotText(lang: Lang, shot: NamedShot): string {
  return byLang(lang, syncEn, syncRu).shotNamed(
    shot.turn,
    isolateName(shot.battery),
    isolateName(shot.target),
    `${shot.dice[0]} + ${shot.dice[1]}`,
    shot.casualties,
    `${isolateName(shot.pack.id)} v${shot.pack.version}`,
  );
}

/** `data.units[2].figures` → "unit card 3, field “figures”"; other paths as they are. */
export function describePath(path: string, lang: Lang): string {
  const words = byLang(lang, dataEn, dataRu);
  const match = PATH.exec(path);
  if (!match) return path;
  const store = match[1] as Exclude<StoreName, 'corrections' | 'tombstones'>;
  const parts = [words.where[store](Number(match[2]) + 1)];
  if (match[3]) parts.push(words.where.field(match[3]));
  return parts.join(', ');
}
