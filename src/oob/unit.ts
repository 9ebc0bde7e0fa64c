/**
 * The units a scanned line makes: each field from the strongest word that says it (a word after
 * the name outweighs one in it), else guessed and marked; figures from figures, a number alone, or
 * men at the pack's figure scale; counts and battalion lists made into numbered units in order.
 */
import {
  type Arm,
  type BatteryKind,
  type InfantryType,
  isHalfFigures,
  type Nation,
  NO_MARKERS,
  type UnitClass,
} from '../core';
import { MAX_FIGURES } from '../records';
import { gunOf } from './guns';
import type { Guess, LineUnit, OobContext, OobProblem, OobUnit } from './model';
import type { Said, Scan } from './scan';

/** What the line's place gives its units: the side's nation (guessed or read) and the context. */
export interface Frame {
  readonly context: OobContext;
  readonly nation: Nation;
  readonly nationGuessed: boolean;
}

/** The most units one line makes ("40 × line bn" is a slip more likely than a brigade). */
export const MAX_LINE_UNITS = 40;

interface FieldValues {
  arm: Arm;
  type: InfantryType;
  class: UnitClass;
  kind: BatteryKind;
  nation: Nation;
}

interface Choice<V> {
  readonly value: V;
  readonly conflict?: OobProblem;
}

/**
 * The strongest word for `field`: by weight, then a word after the name over one in it (the name
 * "Grenzer" and "line" after it: line); a tie of two values is said.
 */
function pick<F extends keyof FieldValues>(
  said: readonly Said[],
  field: F,
): Choice<FieldValues[F]> | undefined {
  let best: string | undefined;
  let rank = -1;
  let conflict: OobProblem | undefined;
  for (const { fact, inName } of said) {
    if (fact.f !== field || !('v' in fact)) continue;
    const r = ('w' in fact ? fact.w : 3) * 10 + (inName ? 0 : 5);
    if (r > rank) {
      best = fact.v;
      rank = r;
      conflict = undefined;
    } else if (r === rank && best !== undefined && fact.v !== best && !conflict) {
      conflict = { code: 'words.conflict', params: { field, kept: best, dropped: fact.v } };
    }
  }
  return best !== undefined
    ? { value: best as FieldValues[F], ...(conflict ? { conflict } : {}) }
    : undefined;
}

/** The units of one scanned unit text. */
export function unitsOf(scan: Scan, frame: Frame): LineUnit[] {
  const guessed: Guess[] = [];
  const problems: OobProblem[] = [];
  const note = <V>(p: Choice<V> | undefined) => {
    if (p?.conflict) problems.push(p.conflict);
    return p?.value;
  };
  const q = scan.quantities;
  const artilleryWords = q.calibres.length > 0 || scan.gun !== undefined;
  let arm = note(pick(scan.said, 'arm')) ?? (artilleryWords ? 'artillery' : undefined);
  if (
    artilleryWords &&
    arm !== 'artillery' &&
    !pick(
      scan.said.filter((s) => !s.inName),
      'arm',
    )
  )
    arm = 'artillery';
  if (!arm) guessed.push({ field: 'arm', code: 'arm.not-given' });
  const unitArm = arm ?? 'infantry';
  const cls = note(pick(scan.said, 'class'));
  if (!cls) guessed.push({ field: 'class', code: 'class.not-given' });
  const nation = note(pick(scan.said, 'nation'));
  if (!nation && frame.nationGuessed)
    guessed.push({ field: 'nation', code: 'nation.default', params: { nation: frame.nation } });
  const base = {
    arm: unitArm,
    class: cls ?? 'line',
    nation: nation ?? frame.nation,
    ...armFields(scan, unitArm, frame.context, guessed, problems, note),
  };
  const count = countOf(scan, problems);
  const figures = figuresOf(scan, count, frame.context, guessed, problems);
  if (scan.unread.length > 0)
    problems.push({ code: 'words.unread', params: { words: scan.unread.join(' ') } });
  if (scan.name === '') problems.push({ code: 'name.missing' });
  return namesOf(scan, count).map((name) => ({
    unit: { name, ...base, ...(figures !== undefined ? { figures } : {}) } as OobUnit,
    guessed,
    problems,
  }));
}

type Note = <V>(p: Choice<V> | undefined) => V | undefined;

/** Type and markers for infantry; kind and gun for a battery; plain for cavalry. */
function armFields(
  scan: Scan,
  arm: OobUnit['arm'],
  context: OobContext,
  guessed: Guess[],
  problems: OobProblem[],
  note: Note,
): Pick<OobUnit, 'infantryType' | 'markers' | 'gunType' | 'batteryKind'> {
  if (arm === 'infantry') {
    const type = note(pick(scan.said, 'type'));
    if (!type) guessed.push({ field: 'infantryType', code: 'infantry-type.not-given' });
    const has = (v: string) => scan.said.some((s) => s.fact.f === 'marker' && s.fact.v === v);
    const markers = { jager: has('jager'), fusilier: has('fusilier'), imperialGuard: has('imperialGuard') };
    return { infantryType: type ?? 'line', markers };
  }
  if (arm === 'cavalry') return { infantryType: 'line', markers: NO_MARKERS };
  const said = note(pick(scan.said, 'kind'));
  const howitzer = scan.said.some((s) => s.fact.f === 'howitzer');
  const calibres =
    scan.quantities.calibres.length === 0 && howitzer
      ? [{ howitzer: true, written: 'howitzer' }]
      : scan.quantities.calibres;
  const gun = gunOf(context.guns, scan.gun, calibres, said);
  problems.push(...gun.problems);
  const kind = said ?? gun.kind;
  if (!kind) guessed.push({ field: 'batteryKind', code: 'battery-kind.not-given' });
  if (gun.notGiven)
    guessed.push({ field: 'gunType', code: 'gun.not-given', params: { gunType: gun.gunType ?? '' } });
  return {
    infantryType: 'line',
    markers: NO_MARKERS,
    batteryKind: kind ?? 'foot',
    ...(gun.gunType !== undefined ? { gunType: gun.gunType } : {}),
  };
}

function countOf(scan: Scan, problems: OobProblem[]): number {
  const { list, count } = scan.quantities;
  if (list && count !== undefined && count !== list.length) {
    problems.push({ code: 'count.differs', params: { listed: list.length, count } });
  }
  const n = list?.length ?? count ?? 1;
  if (n > MAX_LINE_UNITS) {
    problems.push({ code: 'count.too-many', params: { count: n, max: MAX_LINE_UNITS } });
    return 1;
  }
  return Math.max(1, n);
}

/** 1/27e Ligne, 2/27e Ligne … from a list or a count; one name as it is. */
function namesOf(scan: Scan, count: number): string[] {
  const { list } = scan.quantities;
  if (list && list.length === count) return list.map((n) => `${n}/${scan.name}`);
  if (count === 1) return [scan.name];
  return Array.from({ length: count }, (_, i) => `${i + 1}/${scan.name}`);
}

function figuresOf(
  scan: Scan,
  count: number,
  context: OobContext,
  guessed: Guess[],
  problems: OobProblem[],
): number | undefined {
  const q = scan.quantities;
  const bareMen =
    q.figures === undefined && q.men === undefined && scan.bare !== undefined && scan.bare >= 100;
  if (bareMen) guessed.push({ field: 'figures', code: 'number.as-men', params: { number: scan.bare ?? 0 } });
  const perUnit = count > 1 && !q.each;
  const given = q.figures ?? (bareMen ? undefined : scan.bare);
  if (given !== undefined) {
    if (perUnit) guessed.push({ field: 'figures', code: 'figures.each', params: { figures: given, count } });
    return checked(given, problems);
  }
  let men = q.men ?? (bareMen ? scan.bare : undefined);
  if (men === undefined) {
    problems.push({ code: 'figures.missing' });
    return undefined;
  }
  if (perUnit) {
    guessed.push({ field: 'figures', code: 'men.shared', params: { men, count } });
    men /= count;
  }
  const scale = context.figureScale;
  if (!scale) {
    problems.push({ code: 'men.no-figure-scale', params: { men } });
    return undefined;
  }
  const step = scale.halves ? 2 : 1;
  const figures = Math.round((men / scale.menPerFigure) * step) / step;
  guessed.push({
    field: 'figures',
    code: 'figures.from-men',
    params: { men, menPerFigure: scale.menPerFigure, practice: scale.practice },
  });
  return checked(figures, problems);
}

function checked(figures: number, problems: OobProblem[]): number | undefined {
  if (!isHalfFigures(figures)) {
    problems.push({ code: 'figures.not-half', params: { found: figures } });
    return undefined;
  }
  if (figures > MAX_FIGURES) {
    problems.push({ code: 'figures.too-many', params: { found: figures, max: MAX_FIGURES } });
    return undefined;
  }
  return figures;
}
