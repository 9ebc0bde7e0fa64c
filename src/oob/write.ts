/**
 * "Copy as text": a side written as players write it (a heading with its commander, the units of
 * no brigade, then each brigade's heading and units, one unit a line), so that it reads back to
 * the same side. Each line is read back as it is written; where a name would read otherwise (it
 * holds a unit's words, a dash, a heading's word) it is written in quotes, the reader's sign for
 * "a name as it stands".
 */
import { sameJson } from '../check';
import type { OobBrigade, OobContext, OobSide, OobUnit } from './model';
import { readOrderOfBattle } from './read';
import { type OobLang, WRITE_WORDS, type WriteWords } from './words-write';

/** What the writer needs of the pack: its guns' names, its rating words. */
export type WriteContext = Pick<OobContext, 'guns' | 'ratings'>;

function figuresText(figures: number, w: WriteWords): string {
  return w.figures(Number.isInteger(figures) ? String(figures) : String(figures).replace('.', w.decimal));
}

/** A unit's words after its name: type, markers, class, figures, nation where not the side's. */
function attributes(
  unit: OobUnit,
  side: OobSide,
  w: WriteWords,
  lang: OobLang,
  context: WriteContext,
): string[] {
  const out: string[] = [];
  if (unit.arm === 'infantry') {
    out.push(w.infantry[unit.infantryType]);
    for (const marker of ['jager', 'fusilier', 'imperialGuard'] as const)
      if (unit.markers[marker]) out.push(w.markers[marker]);
  } else if (unit.arm === 'cavalry') out.push(w.cavalry);
  else {
    out.push(w.battery[unit.batteryKind ?? 'foot']);
    const gun = context.guns.find((g) => g.id === unit.gunType);
    if (unit.gunType !== undefined) out.push(gun ? gun.name[lang] : unit.gunType);
  }
  out.push(w.class[unit.class]);
  if (unit.figures !== undefined) out.push(figuresText(unit.figures, w));
  if (unit.nation !== side.nation) out.push(w.nation[unit.nation]);
  return out;
}

/** The name as it stands, in the first quotes it holds none of. */
function quoted(name: string, w: WriteWords): string {
  const pair = w.quotes.find(([open, close]) => !name.includes(open) && !name.includes(close)) ?? w.quotes[0];
  return `${pair?.[0] ?? '"'}${name}${pair?.[1] ?? '"'}`;
}

/** The first of the candidates that reads back as wanted, else the last. */
function firstThatReads(candidates: readonly string[], reads: (text: string) => boolean): string {
  return candidates.find(reads) ?? candidates[candidates.length - 1] ?? '';
}

const same = sameJson;

function readBack(text: string, side: OobSide, context: WriteContext): OobSide | undefined {
  return readOrderOfBattle(text, { ...context, nations: [side.nation] }).sides[0];
}

function unitLine(unit: OobUnit, side: OobSide, head: string, lang: OobLang, context: WriteContext): string {
  const w = WRITE_WORDS[lang];
  const words = attributes(unit, side, w, lang, context).join(', ');
  const lines = [`- ${unit.name} — ${words}`, `- ${quoted(unit.name, w)} — ${words}`];
  return firstThatReads(lines, (line) => same(readBack(`${head}\n${line}`, side, context)?.units, [unit]));
}

/** A heading's pieces in brackets: the nation (a side's, where its name does not say it), commander, rating. */
function pieces(
  h: { commander?: string; rating?: string },
  w: WriteWords,
  quote: boolean,
  nation?: string,
): string {
  const commander = h.commander !== undefined ? (quote ? quoted(h.commander, w) : h.commander) : undefined;
  const list = [nation, commander, h.rating].filter((p): p is string => p !== undefined);
  return list.length > 0 ? ` (${list.join(', ')})` : '';
}

/** The heading forms to try, plainest first: "Name (…)", "Label: Name (…)", "Label: «Name» (…)". */
function headings(
  name: string,
  label: string,
  h: { commander?: string; rating?: string },
  w: WriteWords,
  nation?: string,
): string[] {
  return [false, true].flatMap((quote) => [
    `${name}${pieces(h, w, quote, nation)}`,
    `${label}: ${name}${pieces(h, w, quote, nation)}`,
    `${label}: ${quoted(name, w)}${pieces(h, w, quote, nation)}`,
  ]);
}

function sideHeading(side: OobSide & { name: string }, lang: OobLang, context: WriteContext): string {
  const w = WRITE_WORDS[lang];
  const wanted = { name: side.name, nation: side.nation, commander: side.commander, rating: side.rating };
  const reads = (line: string) => {
    const s = readBack(line, { ...side, nation: side.nation === 'france' ? 'austria' : 'france' }, context);
    return same({ name: s?.name, nation: s?.nation, commander: s?.commander, rating: s?.rating }, wanted);
  };
  return firstThatReads(
    [...headings(side.name, w.side, side, w), ...headings(side.name, w.side, side, w, w.nation[side.nation])],
    reads,
  );
}

function brigadeHeading(
  brigade: OobBrigade,
  side: OobSide,
  head: string,
  lang: OobLang,
  context: WriteContext,
): string {
  const w = WRITE_WORDS[lang];
  const wanted = { name: brigade.name, commander: brigade.commander, rating: brigade.rating };
  const reads = (line: string) => {
    const b = readBack(`${head}\n${line}`, side, context)?.brigades[0];
    return same({ name: b?.name, commander: b?.commander, rating: b?.rating }, wanted);
  };
  return firstThatReads(headings(brigade.name, w.brigade, brigade, w), reads);
}

/**
 * A side as text in the players' style, in `lang`; read with the same pack (its guns, its rating
 * words), it reads back to the same side. A side with no name gets no heading: its nation is then
 * the reader's default.
 */
export function writeOrderOfBattle(side: OobSide, lang: OobLang, context: WriteContext): string {
  const head = side.name !== undefined ? sideHeading({ ...side, name: side.name }, lang, context) : '';
  const lines: string[] = head ? [head] : [];
  for (const unit of side.units) lines.push(unitLine(unit, side, head, lang, context));
  for (const brigade of side.brigades) {
    lines.push('', brigadeHeading(brigade, side, head, lang, context));
    for (const unit of brigade.units) lines.push(unitLine(unit, side, head, lang, context));
  }
  return `${lines.join('\n')}\n`;
}
