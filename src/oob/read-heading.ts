/**
 * Heading lines in their forms: "Brigade Lefèvre (GdB Lefèvre, Average)", "Brigade: Lefèvre",
 * "Brigade Roux: 2x line bn (30); 1 bn 12e Ligne" (units after the colon), «Австрийцы. Бригада
 * Зоммер (…)» (a side and a brigade on one line), "Commander: GdB Roux, Good", "GdB Roux (Good)".
 */
import { type Heading, headingKind, readHeading, titleEnd } from './headings';
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
    else if (one.kind === 'formation') {
      b.closeBrigade();
      guessed.push(...b.formationCommander(one));
    } else b.setCommander(one);
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

/** A line with a colon whose head is a heading; undefined where it is not. */
export function colonHeading(tokens: readonly Token[], raw: string, state: LineState): Answer | undefined {
  const colon = tokens.findIndex((t) => t.kind === 'sym' && t.text === ':');
  if (colon <= 0) return undefined;
  const head = tokens.slice(0, colon);
  const tail = tokens.slice(colon + 1);
  const end = titleEnd(head);
  const kind = headingKind(head.slice(0, end), state.vocabularies.words);
  if (!kind) return undefined;
  if (kind !== 'commander' && !isLabel(head, state) && tail.length > 0) {
    const scans = unitScans(tail, raw, state);
    const pieces = scans ? head.slice(end) : [...head.slice(end), ...tail];
    const answer = headingDone(readHeading(kind, head.slice(0, end), pieces, raw, state.heading), state);
    if (!scans) return answer;
    return { ...answer, units: addUnits(scans, state), place: state.builder.place() };
  }
  if (kind === 'commander') return headingDone(readHeading(kind, [], tokens, raw, state.heading), state);
  const tailEnd = titleEnd(tail);
  const title = tail.length > 0 ? tail.slice(0, tailEnd) : head;
  return headingDone(readHeading(kind, title, tail.slice(tailEnd), raw, state.heading), state);
}

/** A heading with no colon: its title before a bracket, a dash or a comma. */
export function plainHeading(
  tokens: readonly Token[],
  raw: string,
  state: LineState,
  vetoed: () => boolean,
): Answer | undefined {
  const { words } = state.vocabularies;
  const end = titleEnd(tokens);
  const title = tokens.slice(0, end);
  const dot = title.findIndex((t) => t.kind === 'sym' && (t.text === '.' || t.text === ':'));
  if (dot > 0 && headingKind(title.slice(0, dot), words) === 'side') {
    const rest = title.slice(dot + 1);
    if (headingKind(rest, words) === 'brigade') {
      const side = readHeading('side', title.slice(0, dot), [], raw, state.heading);
      const brigade = readHeading('brigade', rest, tokens.slice(end), raw, state.heading);
      return headingDone(side, state, [brigade]);
    }
  }
  const kind = headingKind(title, words);
  if (!kind) return undefined;
  const named = title.some((t) =>
    words.word(t.text)?.facts.some((f) => f.f === 'heading' && f.v === 'brigade'),
  );
  if ((kind === 'commander' || kind === 'unattached' || (kind === 'brigade' && !named)) && vetoed())
    return undefined;
  if (kind === 'commander') return headingDone(readHeading(kind, [], tokens, raw, state.heading), state);
  return headingDone(readHeading(kind, title, tokens.slice(end), raw, state.heading), state);
}
