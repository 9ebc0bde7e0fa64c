/**
 * Pack problems and differences as words. Problems and field paths are the engine dictionary's
 * (packProblemText, packPathText); only the editor's own codes and the diff's glue are ours.
 */

import { CAVALRY_FORMATIONS, isOneOf, SCALES } from '../../core';
import { formatFigures, formatNumber, formatSigned, type PacksWords, wordsIn } from '../../i18n';
import { packPathText, packProblemText } from '../../i18n/engine';
import type { PackChange, PackFormProblem, PackLeaf } from '../../packs';
import { isDraftOnly, type PackProblem } from '../../packs';
import type { Lang } from '../../reference';

/** What is wrong with a field, in the player's language. */
export function packFormProblemText(
  lang: Lang,
  t: PacksWords,
  problem: PackFormProblem | PackProblem,
): string {
  const code = problem.code;
  if (isDraftOnly(code)) return t.draftOnly[code];
  return packProblemText(lang, {
    code,
    path: problem.path,
    ...(problem.params ? { params: problem.params } : {}),
  });
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Where in a pack, in words: the engine's `packPathText`, except that the cavalry and battery
 * modifiers are named as the Fire screen names them ("… › modifiers › target is cavalry in line").
 */
export function fieldPathText(lang: Lang, path: string): string {
  const words = wordsIn(lang, 'terms');
  const cavalry = /^modifiers\.cavalryFormation\.(.+)$/.exec(path)?.[1];
  const code =
    path === 'modifiers.batteryTarget'
      ? 'target.battery'
      : cavalry !== undefined && isOneOf(CAVALRY_FORMATIONS, cavalry)
        ? (`target-cavalry.${cavalry}` as const)
        : undefined;
  if (code === undefined) return packPathText(lang, path);
  const where = wordsIn(lang, 'packProblems').path;
  return [where.root, where.fields.modifiers, lowerFirst(words.modifiers[code])].join(' › ');
}

/** A path without the "Rule pack ›" root, for lines that already say which pack. */
export function pathWithinPack(lang: Lang, path: string): string {
  const full = fieldPathText(lang, path);
  const root = `${wordsIn(lang, 'packProblems').path.root} › `;
  return full.startsWith(root) ? full.slice(root.length) : full;
}

function leafText(lang: Lang, t: PacksWords, path: string, value: PackLeaf): string {
  if (value === undefined) return path.startsWith('modifiers.') ? t.noModifier : t.absent;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') {
    if (path.startsWith('morale.')) return `${formatNumber(lang, value)} %`;
    return path.startsWith('modifiers.') ? formatSigned(lang, value) : formatNumber(lang, value);
  }
  if (typeof value === 'string') return value;
  const words = wordsIn(lang, 'terms');
  return value
    .map((item) => {
      if (path === 'scales' && isOneOf(SCALES, item)) return words.scales[item];
      if (path === 'batteryKinds' && (item === 'foot' || item === 'horse'))
        return wordsIn(lang, 'names').batteryKinds[item];
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
  const words = wordsIn(lang, 'terms');
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
        before: change.before === undefined ? t.absent : formatFigures(lang, change.before),
        after: change.after === undefined ? t.absent : formatFigures(lang, change.after),
      };
  }
}
