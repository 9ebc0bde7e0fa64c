/**
 * Pack problems and differences as words. Problems and field paths are the engine dictionary's
 * (packProblemText, packPathText); only the editor's own codes and the diff's glue are ours.
 */
import { isOneOf, SCALES } from '../../core/vocabulary';
import { engineWords, formatNumber, packPathText, packProblemText } from '../../i18n/engine';
import type { packsEn } from '../../i18n/packs';
import type { Widen } from '../../i18n/widen';
import type { PackChange, PackLeaf } from '../../packs/diff';
import { type DraftProblem, isDraftOnly } from '../../packs/draft';
import type { PackProblem } from '../../packs/validate';
import type { Lang } from '../../reference/types';

type PacksWords = Widen<typeof packsEn>;

/** What is wrong with a field, in the player's language. */
export function draftProblemText(lang: Lang, t: PacksWords, problem: DraftProblem | PackProblem): string {
  const code = problem.code;
  if (isDraftOnly(code)) return t.draftOnly[code];
  return packProblemText(lang, {
    code,
    path: problem.path,
    ...(problem.params ? { params: problem.params } : {}),
  });
}

/** A path without the "Rule pack ›" root, for lines that already say which pack. */
export function pathWithinPack(lang: Lang, path: string): string {
  const full = packPathText(lang, path);
  const root = `${engineWords(lang).packPath.root} › `;
  return full.startsWith(root) ? full.slice(root.length) : full;
}

function leafText(lang: Lang, t: PacksWords, path: string, value: PackLeaf): string {
  if (value === undefined) return t.absent;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return formatNumber(lang, value);
  if (typeof value === 'string') return value;
  const words = engineWords(lang);
  return value
    .map((item) => {
      if (path === 'scales' && isOneOf(SCALES, item)) return words.scales[item];
      if (path === 'batteryKinds' && (item === 'foot' || item === 'horse')) return words.batteryKinds[item];
      return item;
    })
    .join(', ');
}

export interface ChangeLine {
  readonly where: string;
  readonly before: string;
  readonly after: string;
}

/** One difference as "where: before → after". */
export function changeLine(lang: Lang, t: PacksWords, change: PackChange): ChangeLine {
  const words = engineWords(lang);
  switch (change.kind) {
    case 'field':
      return {
        where: pathWithinPack(lang, change.path),
        before: leafText(lang, t, change.path, change.before),
        after: leafText(lang, t, change.path, change.after),
      };
    case 'gun':
      return {
        where: `${change.gun.name[lang]} › ${pathWithinPack(lang, change.path)}`,
        before: leafText(lang, t, change.path, change.before),
        after: leafText(lang, t, change.path, change.after),
      };
    case 'gun-added':
      return { where: change.gun.name[lang], before: t.absent, after: t.changeAdded };
    case 'gun-removed':
      return { where: change.gun.name[lang], before: change.gun.name[lang], after: t.changeRemoved };
    case 'column':
      return {
        where: `${words.ammunition[change.ammo]} › ${words.rangeBands[change.band]}`,
        before: change.before ? t.canFire : t.cannotFire,
        after: change.after ? t.canFire : t.cannotFire,
      };
    case 'cell':
      return {
        where: `${words.ammunition[change.ammo]} › ${words.rangeBands[change.band]} › ${t.score} ${formatNumber(lang, change.score)}`,
        before: change.before === undefined ? t.absent : formatNumber(lang, change.before),
        after: change.after === undefined ? t.absent : formatNumber(lang, change.after),
      };
  }
}
