/**
 * Heading lines in their forms: "Brigade Lefèvre (GdB Lefèvre, Average)", "Brigade: Lefèvre",
 * "Brigade Roux: 2x line bn (30); 1 bn 12e Ligne" (units after the colon), "Opolchenie: Moscow
 * militia, 3 bns" (a group's words before units), «Австрийцы. Бригада Зоммер (…)» (a side and a
 * brigade on one line), "Commander: GdB Roux, Good", "GdB Roux (Good)", and a heading known by its
 * commander alone ("Old Guard — GdD Friant (Excellent)"): a formation until units follow it.
 */
import { type Heading, headingKind, headingWords, namesCommander, readHeading, titleEnd } from './headings';
import type { Answer, LineState } from './line-state';
import type { Guess, OobProblem } from './model';
import type { Token } from './text';
import { addUnits, unitScans } from './unit-line';

/** What the builder does with a heading; the line's answer. */
export function headingDone(h: Heading, state: LineState, also: readonly Heading[] = []): Answer {
  const b = state.builder;
  const guessed: Guess[] = [];
  const problems: OobProblem[] = [];
  for (const one of [h, ...also]) {
    problems.push(...one.problems);
    if (one.kind === 'side') guessed.push(...b.openSide(one));
    else if (one.kind === 'brigade') b.openBrigade(one);
    else if (one.kind === 'unattached') b.closeBrigade();
    else if (one.kind === 'formation') b.openFormation(one, state.line);
    else b.setCommander(one);
  }
  state.begun = true;
  return { kind: h.kind, place: b.place(), units: [], guessed, problems };
}

const LABELS = new Set(['brigade', 'side', 'commander', 'unattached']);

/** A colon's head of one heading word ("Brigade:", "Side:", «Командир:»), not a group's: a label. */
function isLabel(head: readonly Token[], state: LineState): boolean {
  const words = head.filter((t) => t.kind !== 'sym');
  const facts = state.vocabularies.words.word(words[0]?.text ?? '')?.facts ?? [];
  return words.length === 1 && facts.some((f) => f.f === 'heading' && LABELS.has(f.v));
}

/** A colon's head of words a heading may hold (a class, a type, an arm's group), before units. */
function groupHead(title: readonly Token[], state: LineState): boolean {
  const says = headingWords(title, state.vocabularies.words);
  return !says.other && title.some((t) => t.kind === 'word');
}

/** A line with a colon whose head is a heading; undefined where it is not. */
export function colonHeading(tokens: readonly Token[], raw: string, state: LineState): Answer | undefined {
  const colon = tokens.findIndex((t) => t.kind === 'sym' && t.text === ':');
  if (colon <= 0) return undefined;
  const head = tokens.slice(0, colon);
  const tail = tokens.slice(colon + 1);
  const end = titleEnd(head);
  const title = head.slice(0, end);
  const scans = tail.length > 0 ? unitScans(tail, raw, state) : undefined;
  const kind =
    headingKind(title, state.vocabularies.words) ??
    (scans && groupHead(title, state) ? 'brigade' : undefined);
  if (!kind) return undefined;
  if (kind === 'commander') return headingDone(readHeading(kind, [], tokens, raw, state.heading), state);
  if (tail.length === 0)
    return headingDone(readHeading(kind, title, head.slice(end), raw, state.heading), state);
  if (isLabel(head, state) && !scans) {
    const tailEnd = titleEnd(tail);
    return headingDone(
      readHeading(kind, tail.slice(0, tailEnd), tail.slice(tailEnd), raw, state.heading),
      state,
    );
  }
  const pieces = scans ? head.slice(end) : [...head.slice(end), ...tail];
  const answer = headingDone(readHeading(kind, title, pieces, raw, state.heading), state);
  if (!scans) return answer;
  return { ...answer, units: addUnits(scans, state), place: state.builder.place() };
}

/** «Австрийцы. Бригада Зоммер (…)»: a side's name, a full stop, a brigade heading. */
function sideThenBrigade(tokens: readonly Token[], raw: string, state: LineState): Answer | undefined {
  const { words } = state.vocabularies;
  const end = titleEnd(tokens);
  const title = tokens.slice(0, end);
  const dot = title.findIndex((t) => t.kind === 'sym' && t.text === '.');
  if (dot <= 0 || headingKind(title.slice(0, dot), words) !== 'side') return undefined;
  const rest = title.slice(dot + 1);
  if (headingKind(rest, words) !== 'brigade') return undefined;
  const side = readHeading('side', title.slice(0, dot), [], raw, state.heading);
  const brigade = readHeading('brigade', rest, tokens.slice(end), raw, state.heading);
  return headingDone(side, state, [brigade]);
}

/** A title's or a game note's word ("game", "scenario", «ход»): no heading known by its commander. */
function titled(tokens: readonly Token[], state: LineState): boolean {
  const { words } = state.vocabularies;
  return tokens.some((t) =>
    words.word(t.text)?.facts.some((f) => f.f === 'line' && (f.v === 'title' || f.v === 'game-note')),
  );
}

/** A heading with no colon: its title before a bracket, a dash or a comma. */
export function plainHeading(
  tokens: readonly Token[],
  raw: string,
  state: LineState,
  vetoed: () => boolean,
): Answer | undefined {
  const both = sideThenBrigade(tokens, raw, state);
  if (both) return both;
  const { words } = state.vocabularies;
  const end = titleEnd(tokens);
  const title = tokens.slice(0, end);
  const rest = tokens.slice(end);
  let kind = headingKind(title, words);
  const named = title.some((t) =>
    words.word(t.text)?.facts.some((f) => f.f === 'heading' && f.v === 'brigade'),
  );
  if ((kind === 'commander' || kind === 'unattached' || (kind === 'brigade' && !named)) && vetoed())
    return undefined;
  if (
    !kind &&
    title.length > 0 &&
    !vetoed() &&
    !titled(tokens, state) &&
    namesCommander(rest, raw, state.heading)
  ) {
    kind = 'formation';
  }
  if (!kind) return undefined;
  if (kind === 'commander') return headingDone(readHeading(kind, [], tokens, raw, state.heading), state);
  return headingDone(readHeading(kind, title, rest, raw, state.heading), state);
}
