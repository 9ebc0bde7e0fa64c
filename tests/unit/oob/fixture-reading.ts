/**
 * The paste fixtures (tests/fixtures/oob/*.txt) and what each should read as (*.expect), and the
 * score of a reading against it. An .expect file, one statement a line ('#' comments):
 *
 *   scale 20 [halves]                 men per figure (a practice scale), half figures kept
 *   nations france austria            the sides' default nations, in order
 *   side <name> | <nation> | <commander or -> | <rating or ->
 *   brigade <name> | <commander or -> | <rating or ->
 *   unit @<text> | <brigade or -> | <type> | <class> | <figures or -> [| <name>]
 *   other @<text>                     a line that is no unit
 *
 * `@<text>` is the first line, at or after the line of the statement before, that holds the text.
 * A type is `inf line|light` (+jager, +fusilier, +ig for the Imperial Guard), `cav`, or
 * `art foot|horse <gun id>` (`?`: no gun the pack knows, `*`: any, the gun was not given).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nation } from '../../../src/core/vocabulary';
import type { OobContext, OobReading, OobUnit } from '../../../src/oob';
import { practicePack } from '../../../src/packs/practice';

export const FIXTURES = join(import.meta.dirname, '../../fixtures/oob');

export interface ExpectedUnit {
  readonly line: number;
  readonly brigade: string;
  readonly type: string;
  readonly class: string;
  readonly figures: number | undefined;
  readonly name?: string;
}

export interface Fixture {
  readonly name: string;
  readonly text: string;
  readonly context: OobContext;
  readonly sides: readonly string[][];
  readonly brigades: readonly string[][];
  readonly units: readonly ExpectedUnit[];
  readonly others: readonly number[];
}

export function fixtureNames(): string[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .sort();
}

function cells(rest: string): string[] {
  return rest.split('|').map((c) => c.trim());
}

export function loadFixture(name: string): Fixture {
  const text = readFileSync(join(FIXTURES, `${name}.txt`), 'utf8');
  const lines = text.split(/\r\n|\r|\n/);
  const spec = readFileSync(join(FIXTURES, `${name}.expect`), 'utf8').split('\n');
  let at = 0;
  const find = (fragment: string) => {
    const found = lines.findIndex((l, i) => i >= at && l.includes(fragment));
    if (found < 0) throw new Error(`${name}: no line holds "${fragment}" from line ${at + 1}`);
    at = found;
    return found + 1;
  };
  let context: OobContext = { guns: practicePack.gunTypes, nations: ['france'] };
  const out = {
    sides: [] as string[][],
    brigades: [] as string[][],
    units: [] as ExpectedUnit[],
    others: [] as number[],
  };
  for (const row of spec) {
    const [word = '', ...restWords] = row.trim().split(' ');
    const rest = restWords.join(' ');
    if (word === 'scale') {
      const [men = '20', halves] = restWords;
      context = {
        ...context,
        figureScale: { menPerFigure: Number(men), practice: true, halves: halves === 'halves' },
      };
    } else if (word === 'nations') context = { ...context, nations: restWords as [Nation, ...Nation[]] };
    else if (word === 'side') out.sides.push(cells(rest));
    else if (word === 'brigade') out.brigades.push(cells(rest));
    else if (word === 'other') out.others.push(find(rest.replace(/^@/, '')));
    else if (word === 'unit') {
      const [where = '', brigade = '-', type = '', cls = '', figures = '-', unitName] = cells(rest);
      out.units.push({
        line: find(where.replace(/^@/, '')),
        brigade,
        type,
        class: cls,
        figures: figures === '-' ? undefined : Number(figures),
        ...(unitName !== undefined ? { name: unitName } : {}),
      });
    }
  }
  return { name, text, context, ...out };
}

/** A unit's type in the .expect notation. */
export function typeOf(unit: OobUnit): string {
  if (unit.arm === 'cavalry') return 'cav';
  if (unit.arm === 'artillery') return `art ${unit.batteryKind} ${unit.gunType ?? '?'}`;
  const m = unit.markers;
  return [
    'inf',
    unit.infantryType,
    m.jager ? '+jager' : '',
    m.fusilier ? '+fusilier' : '',
    m.imperialGuard ? '+ig' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ReadUnit {
  readonly line: number;
  readonly unit: OobUnit;
  readonly brigade: string;
  /** The gun was guessed (not given). */
  readonly gunGuessed: boolean;
}

/** Every unit of a reading with its line and the name of its brigade ('-': none). */
export function unitsRead(reading: OobReading): ReadUnit[] {
  return reading.lines.flatMap((line) =>
    line.units.map((u) => {
      const side = line.side !== undefined ? reading.sides[line.side] : undefined;
      const brigade = line.brigade !== undefined ? side?.brigades[line.brigade]?.name : undefined;
      return {
        line: line.number,
        unit: u.unit,
        brigade: brigade ?? '-',
        gunGuessed: u.guessed.some((g) => g.code === 'gun.not-given'),
      };
    }),
  );
}

export interface Score {
  readonly expected: number;
  readonly right: number;
  readonly wrong: string[];
  readonly names: { right: number; of: number };
  /** Sides and brigades found with their name, nation, commander and rating as expected. */
  readonly headings: { right: number; of: number };
  readonly fromOtherLines: number;
}

const dash = (v: string | undefined) => v ?? '-';

/** The expected sides and brigades found as expected (name, nation, commander, rating). */
function headingScore(fixture: Fixture, reading: OobReading, wrong: string[]): { right: number; of: number } {
  let right = 0;
  for (const [name, nation, commander, rating] of fixture.sides) {
    const side = reading.sides.find((s) => s.name === name);
    const got = side ? [side.name, side.nation, dash(side.commander), dash(side.rating)] : [];
    if (got.join('|') === [name, nation, commander, rating].join('|')) right++;
    else wrong.push(`side "${name}": got ${side ? got.join(' | ') : 'nothing'}`);
  }
  const brigades = reading.sides.flatMap((s) => s.brigades);
  for (const [name, commander, rating] of fixture.brigades) {
    const b = brigades.find((x) => x.name === name);
    const got = b ? [b.name, dash(b.commander), dash(b.rating)] : [];
    if (got.join('|') === [name, commander, rating].join('|')) right++;
    else wrong.push(`brigade "${name}": got ${b ? got.join(' | ') : 'nothing'}`);
  }
  return { right, of: fixture.sides.length + fixture.brigades.length };
}

function typeMatches(expected: string, got: ReadUnit): boolean {
  if (expected.endsWith(' *')) return got.gunGuessed && typeOf(got.unit).startsWith(expected.slice(0, -1));
  return typeOf(got.unit) === expected && !(got.unit.arm === 'artillery' && got.gunGuessed);
}

/** The units read right (type, class, figures and brigade), line by line in order. */
export function score(fixture: Fixture, reading: OobReading): Score {
  const read = unitsRead(reading);
  const wrong: string[] = [];
  let right = 0;
  const names = { right: 0, of: 0 };
  const lines = [...new Set(fixture.units.map((u) => u.line))];
  for (const line of lines) {
    const want = fixture.units.filter((u) => u.line === line);
    const got = read.filter((u) => u.line === line);
    want.forEach((w, k) => {
      const g = got[k];
      if (w.name !== undefined) {
        names.of++;
        if (g?.unit.name === w.name) names.right++;
      }
      const ok =
        g !== undefined &&
        typeMatches(w.type, g) &&
        g.unit.class === w.class &&
        g.unit.figures === w.figures &&
        g.brigade === w.brigade;
      if (ok) right++;
      else
        wrong.push(
          `line ${line}: want ${w.type} ${w.class} ${w.figures} [${w.brigade}], got ${g ? `${typeOf(g.unit)} ${g.unit.class} ${g.unit.figures} [${g.brigade}] "${g.unit.name}"` : 'nothing'}`,
        );
    });
    for (const extra of got.slice(want.length))
      wrong.push(`line ${line}: an extra unit "${extra.unit.name}"`);
  }
  const unexpected = read.filter((u) => !lines.includes(u.line));
  for (const u of unexpected) wrong.push(`line ${u.line}: a unit from a line of no unit, "${u.unit.name}"`);
  const fromOtherLines = read.filter((u) => fixture.others.includes(u.line)).length;
  const headings = headingScore(fixture, reading, wrong);
  return { expected: fixture.units.length, right, wrong, names, headings, fromOtherLines };
}
