import type { Lang } from '../../core';
import { isolate, wordsIn } from '../../i18n';
import { BUILT_IN_PACK_ID } from '../../packs';
import type { UnitSide } from '../../records';
import type { BattleReport, Losses, ReportPack, ReportSide, ReportUnit, ReportVolley } from '../../state';

/** What the report's words need besides the report: the sides' and packs' names as this phone has them. */
export interface ReportNames {
  readonly side: (side: UnitSide) => string;
  /** The pack's name in the language; undefined: not on this phone (its id is said). */
  readonly pack: (id: string) => string | undefined;
}

export const percent = (share: number) => Math.round(share * 100);

/** A pack as the report names it: its name, version, and "practice" for practice values. */
export function packLine(lang: Lang, pack: ReportPack, names: ReportNames, iso = isolate): string {
  const t = wordsIn(lang, 'report');
  const version = wordsIn(lang, 'fire').packVersion(pack.version);
  // The built-in pack's name says it is practice values: said once.
  const said = pack.official || pack.id === BUILT_IN_PACK_ID ? [version] : [version, t.practice];
  return `${iso(names.pack(pack.id) ?? pack.id)} (${said.join(', ')})`;
}

/**
 * One volley in a line: when, who at whom, the dice, what it did. Names through `iso`: `isolate` in
 * text handed out, `isolateName` on screen.
 */
export function volleyLine(lang: Lang, v: ReportVolley, names: ReportNames, iso = isolate): string {
  const t = wordsIn(lang, 'report');
  const log = wordsIn(lang, 'log');
  const ammo = wordsIn(lang, 'terms').ammunition[v.ammo];
  const head = `${t.volleyTurn(v.turn)}, ${iso(names.side(v.side))}: ${iso(v.battery)} → ${iso(v.target)}, ${ammo}`;
  if (v.outcome === 'refused') return `${head}; ${log.refused}`;
  const outcome =
    v.outcome === 'applied' ? log.applied : v.outcome === 'undone' ? log.undoneEntry : log.notApplied;
  return `${head}; ${t.diceScore(v.dice[0], v.dice[1], v.score)}: ${log.casualties(v.casualties)}, ${outcome}`;
}

/** What a unit's line adds to its figures: a battery's volleys, its screen's losses, gone, what its card shows. */
export function unitNotes(lang: Lang, u: ReportUnit): string[] {
  const t = wordsIn(lang, 'report');
  return [
    ...(u.volleys === undefined ? [] : [u.volleys > 0 ? t.batteryVolleys(u.volleys) : t.never]),
    ...(u.screenLost > 0 ? [t.screenLost(u.screenLost)] : []),
    ...(u.end <= 0 ? [t.gone] : []),
    ...(u.cardShows === undefined ? [] : [t.cardShows(u.cardShows)]),
  ];
}

/** A side's lines: its total, each brigade's total and units, the units hit since removed. */
function sideLines(lang: Lang, side: ReportSide, names: ReportNames): string[] {
  const t = wordsIn(lang, 'report');
  const total = (x: Losses) => t.total(x.start, x.end, x.lost, percent(x.lossShare));
  const lines = ['', `== ${isolate(names.side(side.side))}: ${total(side)} ==`];
  for (const b of side.brigades) {
    const name = b.brigade ? isolate(b.brigade.name) : t.unattached;
    const commander = b.brigade?.commander ? ` (${t.commander(isolate(b.brigade.commander))})` : '';
    lines.push(`${name}${commander}: ${total(b)}`);
    for (const u of b.units) {
      const notes = unitNotes(lang, u).map((note) => ` · ${note}`);
      lines.push(`  - ${isolate(u.name)}: ${t.unitLine(u.start, u.end, u.lost)}${notes.join('')}`);
    }
  }
  if (side.removed.length > 0) lines.push(`${t.removed}:`);
  for (const r of side.removed) lines.push(`  - ${isolate(r.name)}: ${t.removedLine(r.lost)}`);
  return lines;
}

/**
 * The report as plain text to paste in a forum or a chat: no columns to line up (it reads alike in
 * a monospace and a proportional font), a line a unit, the players' names isolated (FSI … PDI).
 */
export function reportAsText(report: BattleReport, lang: Lang, names: ReportNames): string {
  const t = wordsIn(lang, 'report');
  const fired = report.volleys.filter((v) => v.outcome !== 'refused').length;
  const lines = [t.textTitle(report.game), `${t.turns(report.turns)} · ${t.volleysInAll(fired)}`];
  for (const pack of report.packs) lines.push(`${t.pack}: ${packLine(lang, pack, names)}`);
  for (const side of report.sides) lines.push(...sideLines(lang, side, names));
  lines.push('', `${t.largest}: ${report.largest ? volleyLine(lang, report.largest, names) : t.noVolley}`);
  if (report.volleys.length > 0) lines.push('', `${t.allVolleys(report.volleys.length)}:`);
  for (const v of report.volleys) lines.push(`${v.n}. ${volleyLine(lang, v, names)}`);
  return lines.join('\n');
}
