/**
 * One line of an order of battle: a spreadsheet row, a non-unit line (blank, total, note, date,
 * title), a heading (its units after a colon: "Brigade Roux: 2x line bn (30); 1 bn 12e Ligne"), or
 * units ("; " between several). Every line is answered, with where its units went.
 */
import { readHeading } from './headings';
import type { Answer, LineState } from './line-state';
import { bodyStart, isDate, otherKind, plainKind } from './lines';
import type { Guess, LineKind, OobLine, OobProblem } from './model';
import { colonHeading, headingDone, plainHeading } from './read-heading';
import { cellsOf, readHeader, readRow, type Table } from './table';
import { type Token, tokenize } from './text';
import { unitsOf } from './unit';
import { addUnits, hasQuantities, unitScans } from './unit-line';

export function readLine(raw: string, number: number, state: LineState): OobLine {
  state.line = number;
  const answer = answerOf(raw, state);
  const { place } = answer;
  return {
    number,
    text: raw,
    kind: answer.kind,
    ...(place
      ? { side: place.side, ...(place.brigade !== undefined ? { brigade: place.brigade } : {}) }
      : {}),
    units: answer.units,
    guessed: answer.guessed,
    problems: answer.problems,
  };
}

const OPENING_QUOTES = new Set(['"', '«', '“', '„']);

function plain(kind: LineKind, problems: OobProblem[] = []): Answer {
  return { kind, units: [], guessed: [], problems };
}

function answerOf(raw: string, state: LineState): Answer {
  let text = raw;
  if (raw.includes('\t')) {
    const cells = cellsOf(raw);
    const header = readHeader(cells, state.vocabularies.columns);
    if (header) {
      state.table = header.table;
      return plain('columns', header.problems);
    }
    const filled = cells.filter((c) => c !== '');
    text = filled.join(', ');
    const kind = plainKind(tokenize(text), state.vocabularies.words);
    if (kind) return plain(kind);
    if (state.table && filled.length >= 2) return rowAnswer(cells, state.table, state);
  }
  const start = bodyStart(text);
  const tokens = tokenize(text).filter((t) => t.start >= start);
  // A name in quotes first is a unit's ("Brigade X" or "Note: 1" as it stands), never a heading.
  if (OPENING_QUOTES.has(tokens[0]?.text ?? '')) {
    const quoted = unitAnswer(tokens, text, state);
    if (quoted) return quoted;
  }
  const kind = plainKind(tokens, state.vocabularies.words);
  if (kind) return plain(kind);
  const vetoed = () => unitScans(tokens, text, state)?.some(hasQuantities) ?? false;
  return (
    colonHeading(tokens, text, state) ??
    plainHeading(tokens, text, state, vetoed) ??
    unitAnswer(tokens, text, state) ??
    restAnswer(tokens, text, state)
  );
}

function rowAnswer(cells: readonly string[], table: Table, state: LineState): Answer {
  const { words } = state.vocabularies;
  const row = readRow(cells, table, words, state.context.guns);
  const b = state.builder;
  const guessed: Guess[] = [];
  const side = row.cells.side;
  if (side) guessed.push(...b.sideNamed(side, undefined));
  const brigade = row.cells.brigade;
  const commander = row.cells.commander;
  const rating = row.cells.rating;
  if (brigade) {
    b.openBrigade(
      { name: brigade, ...(commander ? { commander } : {}), ...(rating ? { rating } : {}) },
      true,
    );
  }
  state.begun = true;
  const units = unitsOf(row.scan, b.frame());
  b.add(units.map((u) => u.unit));
  return { kind: units.length > 1 ? 'units' : 'unit', place: b.place(), units, guessed, problems: [] };
}

/** A title's or a game note's word ("scenario", "vs", «прибывает», "turn"). */
function saysLine(tokens: readonly Token[], state: LineState): boolean {
  const { words } = state.vocabularies;
  return tokens.some((t) =>
    words.word(t.text)?.facts.some((f) => f.f === 'line' && (f.v === 'game-note' || f.v === 'title')),
  );
}

/**
 * Units, unless the line says none in numbers and reads as a title, a note about the game, a date
 * ("16 June 1815": 1815 is no count of men) or prose (four words or more that say nothing of a
 * unit: "I've left out the guns we lost").
 */
function unitAnswer(tokens: readonly Token[], raw: string, state: LineState): Answer | undefined {
  const scans = unitScans(tokens, raw, state);
  if (!scans) return undefined;
  const prose = scans.some((s) => s.unread.length >= 4);
  if (
    !scans.some(hasQuantities) &&
    (saysLine(tokens, state) || prose || isDate(tokens, raw, state.vocabularies.words))
  ) {
    return undefined;
  }
  const units = addUnits(scans, state);
  return {
    kind: units.length > 1 ? 'units' : 'unit',
    place: state.builder.place(),
    units,
    guessed: [],
    problems: [],
  };
}

function restAnswer(tokens: readonly Token[], raw: string, state: LineState): Answer {
  const { words } = state.vocabularies;
  const last = tokens[tokens.length - 1];
  const wordCount = tokens.filter((t) => t.kind === 'word').length;
  if (last?.text === ':' && wordCount > 0 && wordCount <= 5 && !saysLine(tokens, state)) {
    return headingDone(readHeading('brigade', tokens.slice(0, -1), [], raw, state.heading), state);
  }
  if (isDate(tokens, raw, words)) return plain('date');
  const kind = otherKind(tokens, words, !state.begun);
  return plain(kind, kind === 'unread' ? [{ code: 'line.unread' }] : []);
}
