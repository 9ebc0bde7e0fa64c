/**
 * One unit's text read into what it says: its name (the first run of words of its first part,
 * without the words that only describe it: "Veteran 4e Léger" is 4e Léger), its numbers
 * (quantities.ts), what its words say (the vocabulary's facts, those of the name apart: a word
 * after the name outweighs one in it) and the words nobody understood. A name in quotes is taken
 * as it stands and its words say nothing.
 */
import type { Fact } from './facts';
import { namedGun } from './guns';
import type { OobContext } from './model';
import { type Quantities, readQuantities } from './quantities';
import type { Token } from './text';
import type { Entry, Vocabulary } from './vocabulary';

export interface Said {
  readonly fact: Fact;
  /** Said by a word of the name (outweighed by the same kind of word after it). */
  readonly inName: boolean;
}

export interface Scan {
  /** As written; '' when the text has none. */
  name: string;
  quantities: Quantities;
  /** A number standing alone ("36", "(30)"): figures, or men from 100 up. */
  bare?: number;
  said: Said[];
  /** Words (as written) that say nothing the reader knows, outside the name. */
  unread: string[];
  /** A pack gun named by its own name or id. */
  gun?: string;
}

const SEPARATORS = new Set([',', ';', '(', ')', '[', ']', ':', '—', '–', '|', '\t', '{', '}']);
const OPEN_QUOTES: Readonly<Record<string, string>> = { '"': '"', '«': '»', '“': '”', '„': '“', '”': '”' };

function isSeparator(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t?.kind !== 'sym') return false;
  if (SEPARATORS.has(t.text)) return true;
  return t.text === '-' && t.spaced && (tokens[i + 1]?.spaced ?? true);
}

/** `line`: a unit line (its name first); `attributes`: a spreadsheet cell with no name in it. */
export function scan(
  tokens: readonly Token[],
  raw: string,
  words: Vocabulary,
  mode: 'line' | 'attributes',
  guns: OobContext['guns'],
): Scan {
  const used = tokens.map(() => false);
  let name = '';
  const quoted = mode === 'line' ? quotedName(tokens, raw, used) : undefined;
  if (quoted !== undefined) name = quoted;
  const gun = namedGun(tokens, used, guns);
  const quantities = readQuantities(tokens, raw, used, words, mode === 'line' && quoted === undefined);
  const parts = partsOf(tokens, used);
  const result: Scan = { name, quantities, said: [], unread: [], ...(gun !== undefined ? { gun } : {}) };
  let span: readonly [number, number] | undefined;
  if (mode === 'line' && quoted === undefined && parts[0]) {
    span = nameSpan(tokens, parts[0], words, result, used);
    if (span) name = raw.slice(tokens[span[0]]?.start ?? 0, tokens[span[1]]?.end ?? 0);
  }
  result.name = name;
  for (const part of parts) readPart(tokens, raw, part, words, span, used, result);
  for (const fact of quantities.facts) result.said.push({ fact, inName: false });
  return result;
}

/** A name in quotes at the start: taken as written, its words marked used. */
function quotedName(tokens: readonly Token[], raw: string, used: boolean[]): string | undefined {
  const open = tokens[0];
  const close = open ? OPEN_QUOTES[open.text] : undefined;
  if (!open || close === undefined) return undefined;
  const end = tokens.findIndex((t, i) => i > 0 && (t.text === close || (close === '“' && t.text === '”')));
  if (end < 0) return undefined;
  for (let i = 0; i <= end; i++) used[i] = true;
  return raw.slice(open.end, tokens[end]?.start ?? open.end).trim();
}

/** The token indices of each part (between separators), the tokens already taken left out. */
function partsOf(tokens: readonly Token[], used: readonly boolean[]): number[][] {
  const parts: number[][] = [[]];
  tokens.forEach((_, i) => {
    if (isSeparator(tokens, i)) {
      if ((parts[parts.length - 1] ?? []).length > 0) parts.push([]);
    } else if (!used[i]) parts[parts.length - 1]?.push(i);
  });
  return parts.filter((p) => p.length > 0);
}

function isDrop(tokens: readonly Token[], i: number, words: Vocabulary): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (t.kind === 'sym') return !/[/№#'’&]/.test(t.text);
  return t.kind === 'word' && (words.word(t.text)?.drop ?? false);
}

/**
 * The name: the first run of neighbouring tokens of the first part, without describing words at
 * its ends; a number after its last word ("Hussars 24", "12e Ligne 36 vet") is a bare figure
 * count unless that word takes a number (IR 4, № 12, Regiment 36).
 */
function nameSpan(
  tokens: readonly Token[],
  part: readonly number[],
  words: Vocabulary,
  result: Scan,
  used: boolean[],
): readonly [number, number] | undefined {
  let from = part[0] ?? 0;
  let to = from;
  while (part.includes(to + 1)) to++;
  const trim = () => {
    while (from <= to && isDrop(tokens, from, words)) from++;
    while (to >= from && isDrop(tokens, to, words)) to--;
  };
  trim();
  const last = tokens[to];
  const before = tokens[to - 1];
  if (
    to > from &&
    last?.kind === 'num' &&
    last.spaced &&
    before?.kind === 'word' &&
    !words.word(before.text)?.facts.some((f) => f.f === 'numbered')
  ) {
    result.bare = last.value;
    used[to] = true;
    to--;
    trim();
  }
  return from <= to ? [from, to] : undefined;
}

/** What a part's words say; words it does not know are the name's (inside it) or unread. */
function readPart(
  tokens: readonly Token[],
  raw: string,
  part: readonly number[],
  words: Vocabulary,
  span: readonly [number, number] | undefined,
  used: boolean[],
  result: Scan,
): void {
  const inName = (i: number) => span !== undefined && i >= span[0] && i <= span[1];
  const rest = part.filter((i) => !used[i]);
  const numbers = rest.filter((i) => tokens[i]?.kind === 'num' && !inName(i));
  const free =
    result.bare === undefined &&
    result.quantities.figures === undefined &&
    result.quantities.men === undefined;
  if (numbers.length === 1 && free && rest.every((i) => inName(i) || knows(tokens, i, words))) {
    result.bare = tokens[numbers[0] ?? 0]?.value;
    used[numbers[0] ?? 0] = true;
  }
  for (let k = 0; k < rest.length; k++) {
    const i = rest[k] ?? 0;
    if (used[i]) continue;
    const t = tokens[i];
    if (!t || t.kind === 'sym') continue;
    const hit = t.kind === 'word' ? words.at(tokens, i) : undefined;
    if (hit && span && i > span[1] && isQualityLine(tokens, rest, k, hit.entry, words)) {
      result.said.push({ fact: { f: 'class', v: 'line', w: 2 }, inName: false });
      used[i] = true;
    } else if (hit) {
      for (const fact of hit.entry.facts) result.said.push({ fact, inName: inName(i) });
      for (let n = 0; n < hit.length; n++) used[i + n] = true;
    } else if (!inName(i)) result.unread.push(raw.slice(t.start, t.end));
  }
}

/**
 * "Line" after the name and before no unit word ("(2,160 men) Line", "24 figs Line", "(Line)") is
 * the unit's quality, as scenario books print it: class line. Before one ("line bn", "line
 * infantry") it is the type.
 */
function isQualityLine(
  tokens: readonly Token[],
  rest: readonly number[],
  k: number,
  entry: Entry,
  words: Vocabulary,
): boolean {
  if (!entry.facts.some((f) => f.f === 'type' && f.v === 'line')) return false;
  const next = rest.slice(k + 1).find((i) => tokens[i]?.kind !== 'sym');
  const nextWord = next !== undefined ? tokens[next] : undefined;
  if (nextWord?.kind !== 'word') return true;
  return !words.word(nextWord.text)?.facts.some((f) => f.f === 'arm' || f.f === 'noun');
}

function knows(tokens: readonly Token[], i: number, words: Vocabulary): boolean {
  const t = tokens[i];
  return t?.kind !== 'word' || words.word(t.text) !== undefined;
}
