/**
 * Heading lines: a side ("French", «Австрийцы», "Side: Blue"), a brigade ("Brigade Lefèvre",
 * «1-я бригада», "Cavalry", "Left flank:"), a formation above brigades ("Division Marchand"),
 * "Unattached:", and a commander on a line of his own ("Commander: GdB Roux (Good)"). After the
 * heading's name come its pieces, in brackets or after a dash or a comma: the commander as written,
 * his rating (a rating word, kept as written) and, for a side, its nation.
 */
import type { Nation } from '../core';
import type { HeadingWord } from './facts';
import type { OobProblem } from './model';
import { fold, type Token, tokenize } from './text';
import type { Vocabulary } from './vocabulary';

export interface Heading {
  readonly kind: Exclude<HeadingWord, 'group' | 'rank'>;
  /** As written. */
  readonly name: string;
  readonly nation?: Nation;
  readonly commander?: string;
  readonly rating?: string;
  readonly problems: readonly OobProblem[];
}

export interface HeadingWords {
  readonly words: Vocabulary;
  readonly ratings: Vocabulary;
  /** The pack's own rating words, folded. */
  readonly packRatings: ReadonlySet<string>;
}

const BREAKS = new Set(['(', '[', '—', '–', ',', ';', '{']);
const PIECE_BREAKS = new Set(['(', ')', '[', ']', '—', '–', ',', ';', '/', '{', '}']);
const QUOTES: Readonly<Record<string, string>> = { '"': '"', '«': '»', '“': '”', '„': '“' };

function breaks(tokens: readonly Token[], i: number, set: ReadonlySet<string>): boolean {
  const t = tokens[i];
  if (t?.kind !== 'sym') return false;
  return set.has(t.text) || (t.text === '-' && t.spaced && (tokens[i + 1]?.spaced ?? true));
}

interface HeadingSays {
  readonly kinds: HeadingWord[];
  readonly nations: Nation[];
  /** A word that cannot stand in a heading's name: unknown, or a unit's (hussars, battalion, 36). */
  readonly other: boolean;
  /** A word no vocabulary knows (a name). */
  readonly unknown: boolean;
}

const ORDINAL_ENDINGS = /^(st|nd|rd|th|e|er|eme|re|й|я|ая|ой|ый|ий|го)$/;

/** What the tokens' words say as a heading (a phrase counted once). */
export function headingWords(tokens: readonly Token[], words: Vocabulary): HeadingSays {
  const kinds: HeadingWord[] = [];
  const nations: Nation[] = [];
  let other = false;
  let unknown = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || t.kind === 'sym' || t.kind === 'num') continue;
    const hit = words.at(tokens, i);
    if (!hit) {
      const ordinal = ORDINAL_ENDINGS.test(t.text);
      other ||= !ordinal;
      unknown ||= !ordinal;
      continue;
    }
    i += hit.length - 1;
    const facts = hit.entry.facts;
    for (const fact of facts) {
      if (fact.f === 'heading') kinds.push(fact.v);
      if (fact.f === 'nation') nations.push(fact.v);
    }
    const group = facts.some((f) => f.f === 'heading');
    const unitWord = facts.some(
      (f) => f.f === 'noun' || (f.f === 'arm' && f.w === 3 && !group) || f.f === 'figs' || f.f === 'men',
    );
    const fits = facts.some((f) => ['heading', 'nation', 'type', 'kind', 'class', 'marker'].includes(f.f));
    other ||= unitWord || !fits;
  }
  return { kinds, nations, other, unknown };
}

/** What kind of heading the title words make, if any. */
export function headingKind(title: readonly Token[], words: Vocabulary): Heading['kind'] | undefined {
  const { kinds, other, nations } = headingWords(title, words);
  const first = title.findIndex((t) => t.kind !== 'sym');
  const firstKind =
    first >= 0 ? words.at(title, first)?.entry.facts.find((f) => f.f === 'heading')?.v : undefined;
  if (firstKind === 'commander' || firstKind === 'rank') return 'commander';
  const unitWord = title.some(
    (t) => t.kind === 'word' && words.word(t.text)?.facts.some((f) => f.f === 'noun' && f.counts),
  );
  if (kinds.includes('brigade') && !unitWord) return 'brigade';
  if (firstKind === 'side') return 'side';
  if (kinds.includes('unattached') && !other) return 'unattached';
  if (kinds.includes('formation') && !unitWord) return nations.length > 0 ? 'side' : 'formation';
  if (nations.length > 0 && !other && !kinds.includes('group')) return 'side';
  if (!other && kinds.includes('group')) return 'brigade';
  return undefined;
}

/** The index of the token that ends a heading's name (a bracket, a dash, a comma), or the length. */
export function titleEnd(tokens: readonly Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const close = QUOTES[tokens[i]?.text ?? ''];
    const end = close !== undefined ? tokens.findIndex((t, k) => k > i && t.text === close) : -1;
    if (end > i) i = end;
    else if (breaks(tokens, i, BREAKS)) return i;
  }
  return tokens.length;
}

interface Piece {
  readonly text: string;
  readonly tokens: readonly Token[];
  readonly quoted: boolean;
  /** In brackets ("(GdB Roux, Good)"), not after a dash or a comma. */
  readonly bracketed: boolean;
}

/** The pieces after a heading's name: each as written, quoted ones whole. */
function piecesOf(tokens: readonly Token[], raw: string): Piece[] {
  const pieces: Piece[] = [];
  let run: Token[] = [];
  let depth = 0;
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last) {
      pieces.push({
        text: raw.slice(first.start, last.end).trim(),
        tokens: run,
        quoted: false,
        bracketed: depth > 0,
      });
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const close = QUOTES[t.text];
    const end = close ? tokens.findIndex((u, k) => k > i && u.text === close) : -1;
    if (close && end > i && run.length === 0) {
      pieces.push({
        text: raw.slice(t.end, tokens[end]?.start ?? t.end).trim(),
        tokens: [],
        quoted: true,
        bracketed: depth > 0,
      });
      i = end;
    } else if (breaks(tokens, i, PIECE_BREAKS)) {
      flush();
      if (t.text === '(' || t.text === '[') depth++;
      if ((t.text === ')' || t.text === ']') && depth > 0) depth--;
    } else run.push(t);
  }
  flush();
  return pieces;
}

/** A piece that starts with a rank or "commander" and goes on with a name ("GdB Roux"; not "GdB" alone). */
function startsWithRank(piece: Piece, words: Vocabulary): boolean {
  const named = piece.tokens.filter((t) => t.kind === 'word');
  const first = named[0];
  if (!first || named.length < 2) return false;
  const facts = words.word(first.text)?.facts ?? [];
  return facts.some((f) => f.f === 'heading' && (f.v === 'rank' || f.v === 'commander'));
}

/** A piece with a capitalised word (a name: "Lefèvre", «Зоммер»), not "(part)" or «(сокращённо)». */
function hasName(piece: Piece, raw: string): boolean {
  return piece.tokens.some((t) => {
    const first = raw[t.start] ?? '';
    return t.kind === 'word' && first !== first.toLowerCase();
  });
}

/** A piece of a commander label alone ("Commander" before a dash): it says the next piece is one. */
function isLabelOnly(piece: Piece, words: Vocabulary): boolean {
  const hit = words.at(piece.tokens, 0);
  const label = hit?.entry.facts.some((f) => f.f === 'heading' && f.v === 'commander');
  return label === true && piece.tokens.slice(hit?.length ?? 0).every((t) => t.kind === 'sym');
}

/** A piece that says a strength ("2,400 men", «3 бат.»): no commander's name. */
function isStrength(piece: Piece, words: Vocabulary): boolean {
  return (
    piece.tokens.some((t) => t.kind === 'num') &&
    piece.tokens.some((t) =>
      words.word(t.text)?.facts.some((f) => f.f === 'figs' || f.f === 'men' || f.f === 'noun'),
    )
  );
}

/** A name as written, without the punctuation that ends its line ("Reserve artillery:"). */
function plainName(text: string): string {
  return text.trim().replace(/[\s.:;,\-—–]+$/, '');
}

/** Reads a heading: its name (the title tokens, as written) and the pieces after it. */
export function readHeading(
  kind: Heading['kind'],
  title: readonly Token[],
  rest: readonly Token[],
  raw: string,
  w: HeadingWords,
): Heading {
  const named = title.filter((t) => t.kind !== 'sym' || /["«“„]/.test(t.text));
  const from = title.indexOf(named[0] as Token);
  let last = title[title.length - 1];
  const read: { commander?: string; rating?: string; nation?: Nation } = {};
  if (kind === 'side') {
    const [named] = headingWords(title, w.words).nations;
    if (named) read.nation = named;
  }
  const unread: string[] = [];
  const pieces = piecesOf(rest, raw);
  const ranked = pieces.find((p) => !p.quoted && startsWithRank(p, w.words));
  for (const piece of pieces) {
    const says = headingWords(piece.tokens, w.words);
    const rating = piece.quoted ? undefined : ratingSplit(piece.tokens, raw, w);
    const extends_ = !piece.bracketed && read.commander === undefined && piece !== ranked && !rating;
    const describes =
      says.kinds.includes('formation') || says.kinds.includes('brigade') || says.kinds.includes('group');
    if (!piece.quoted && isLabelOnly(piece, w.words)) continue;
    if (piece.quoted) {
      if (read.commander === undefined) read.commander = piece.text;
      else unread.push(piece.text);
    } else if (rating && rating.before === '') read.rating ??= rating.rating;
    else if (says.nations.length > 0 && !says.other && says.kinds.length === 0) read.nation = says.nations[0];
    else if (extends_ && describes) {
      // A brigade's name goes on ("Light Division - Beckwith's Brigade"); a side's is its nation's word.
      if (kind !== 'side') last = piece.tokens[piece.tokens.length - 1];
    } else if (
      isStrength(piece, w.words) ||
      read.commander !== undefined ||
      (ranked ? piece !== ranked : !hasName(piece, raw))
    ) {
      unread.push(piece.text);
    } else {
      read.commander = withoutLabel(rating ? rating.before : piece.text, w.words);
      if (rating) read.rating ??= rating.rating;
    }
  }
  const first = from >= 0 ? title[from] : rest[0];
  const close = first ? QUOTES[first.text] : undefined;
  const inQuotes = first !== undefined && close !== undefined && last?.text === close && last !== first;
  const name =
    first && last
      ? inQuotes
        ? raw.slice(first.end, last.start)
        : plainName(raw.slice(first.start, last.end))
      : '';
  const problems: OobProblem[] =
    unread.length > 0 ? [{ code: 'words.unread', params: { words: unread.join(', ') } }] : [];
  return { kind, name, ...read, problems };
}

/** "Commander: GdB Roux" is GdB Roux; «командир — ген. Зоммер» is ген. Зоммер. */
function withoutLabel(text: string, words: Vocabulary): string {
  const tokens = tokenize(text);
  const first = tokens[0];
  const label =
    first && words.at(tokens, 0)?.entry.facts.some((f) => f.f === 'heading' && f.v === 'commander');
  if (!label) return text;
  const length = words.at(tokens, 0)?.length ?? 1;
  let k = length;
  while ([':', '-', '—', '–', '.'].includes(tokens[k]?.text ?? '')) k++;
  const rest = tokens[k];
  return rest ? text.slice(rest.start).trim() : text;
}

/** A piece that is or ends in a rating word ("Good", "GdB Roux Good", «хороший»). */
function ratingSplit(
  tokens: readonly Token[],
  raw: string,
  w: HeadingWords,
): { before: string; rating: string } | undefined {
  const words = tokens.filter((t) => t.kind === 'word');
  for (let from = 0; from < words.length; from++) {
    const tail = words.slice(from);
    const folded = tail.map((t) => t.text).join(' ');
    const all = w.packRatings.has(folded) || tail.every((t) => w.ratings.word(t.text) !== undefined);
    if (!all) continue;
    const start = tail[0]?.start ?? 0;
    const before = raw
      .slice(tokens[0]?.start ?? 0, start)
      .replace(/[\s,:;\-—–]+$/, '')
      .trim();
    return { before, rating: raw.slice(start, tail[tail.length - 1]?.end).trim() };
  }
  return undefined;
}

export function foldedRatings(list: readonly string[] | undefined): ReadonlySet<string> {
  return new Set((list ?? []).map((r) => fold(r).trim()));
}

/** Whether the pieces after a title name a commander: a piece that starts with a rank, or a rating. */
export function namesCommander(rest: readonly Token[], raw: string, w: HeadingWords): boolean {
  return piecesOf(rest, raw).some(
    (p) => !p.quoted && (startsWithRank(p, w.words) || ratingSplit(p.tokens, raw, w) !== undefined),
  );
}
