/**
 * Backup flows for the Data section: make the file and hand it over (Web Share with a file where
 * the browser can share files, a download otherwise), and words for every refusal.
 */
import { byLang, messagesFor } from '../i18n';
import { dataEn } from '../i18n/data';
import { dataRu } from '../i18n/ru/data';
import type { Lang } from '../reference/types';
import type { BackupProblem, StoreName } from '../storage/backup';

export type Delivery = 'shared' | 'downloaded' | 'cancelled';

type ShareNavigator = Partial<Pick<Navigator, 'canShare' | 'share'>>;

/**
 * Share sheet where files can be shared (phones: "Save to Files", a chat, mail), else a download.
 * The player closing the share sheet is `cancelled` (no backup was made); any other share failure
 * falls back to a download, so a backup is never silently lost (pwa-pitfalls §16).
 */
export async function deliverFile(
  file: File,
  nav: ShareNavigator = globalThis.navigator,
  doc: Document = globalThis.document,
): Promise<Delivery> {
  let canShare = false;
  try {
    canShare = typeof nav.share === 'function' && nav.canShare?.({ files: [file] }) === true;
  } catch {
    canShare = false;
  }
  if (canShare && nav.share) {
    try {
      await nav.share({ files: [file], title: file.name });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation left) and others: download instead
    }
  }
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}

const PATH = /^data\.(units|resolutions|meta|packs)\[(\d+)\](?:\.([^.[\]]+))?/;

/** "This file was not imported…" plus the reason and where it is, in the player's language. */
export function problemText(problem: BackupProblem, lang: Lang): string {
  const words = byLang(lang, dataEn, dataRu);
  const p = words.problems;
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
    case 'storage':
      // A full phone during an import: say nothing was imported (not "the last change was not saved").
      reason =
        problem.storage === 'quota'
          ? p.storageFull
          : `${p.storage} ${problem.storage ? messagesFor(lang).storage[problem.storage] : ''}`.trim();
      break;
    case 'field.forbidden-key':
      reason = p['field.forbidden-key'](problem.found ?? '__proto__');
      break;
    case 'field.built-in-id':
      reason = p['field.built-in-id'](problem.found ?? '');
      break;
    default:
      reason = p[problem.code];
  }
  const where = problem.path ? describePath(problem.path, lang) : undefined;
  return where ? `${reason} ${words.where.at(where)}` : reason;
}

/** `data.units[2].figures` → "unit card 3, field “figures”"; other paths as they are. */
export function describePath(path: string, lang: Lang): string {
  const words = byLang(lang, dataEn, dataRu);
  const match = PATH.exec(path);
  if (!match) return path;
  const store = match[1] as StoreName;
  const parts = [words.where[store](Number(match[2]) + 1)];
  if (match[3]) parts.push(words.where.field(match[3]));
  return parts.join(', ');
}
