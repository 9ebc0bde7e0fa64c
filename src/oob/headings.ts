/**
 * Heading lines: a side ("French", «Австрийцы», "Side: Blue"), a brigade ("Brigade Lefèvre",
 * «1-я бригада», "Cavalry", "Left flank:"), a formation above brigades ("Division Marchand"),
 * "Unattached:", and a commander on a line of his own ("Commander: GdB Roux (Good)"). After the
 * heading's name come its pieces, in brackets or after a dash or a comma: the commander as written,
 * his rating (a rating word, kept as written) and, for a side, its nation.
 */
import type { Nation } from '../core/vocabulary';
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

/** The heading words the tokens' words say, in order (a phrase counted once). */
function headingWords(
  tokens: readonly Token[],
  words: Vocabulary,
): { kinds: HeadingWord[]; other: boolean; nations: Nation[] } {
  const kinds: HeadingWord[] = [];
  const nations: Nation[] = [];
  let other = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || t.kind === 'sym') continue;
    const hit = t.kind === 'word' ? words.at(tokens, i) : undefined;
    if (t.kind === 'num' || !hit) {
      other ||= t.kind === 'word' && !/^(st|nd|rd|th|e|er|eme|re|й|я|ая|ой|ый|ий|го)$/.test(t.text);
      continue;
    }
    i += hit.length - 1;
    let said = false;
    for (const fact of hit.entry.facts) {
      if (fact.f === 'heading') kinds.push(fact.v);
      if (fact.f === 'nation') nations.push(fact.v);
      said ||= fact.f === 'heading' || fact.f === 'nation' || fact.f === 'type' || fact.f === 'kind';
      said ||= (fact.f === 'class' && fact.v === 'guard') || fact.f === 'marker';
      said ||= fact.f === 'arm' && hit.entry.facts.some((x) => x.f === 'heading');
    }
    other ||= !said;
  }
  return { kinds, other, nations };
}

/** What kind of heading the title words make, if any. */
export function headingKind(title: readonly Token[], words: Vocabulary): Heading['kind'] | undefined {
  const { kinds, other, nations } = headingWords(title, words);
  const first = title.find((t) => t.kind !== 'sym');
  const firstKind = first ? words.word(first.text)?.facts.find((f) => f.f === 'heading')?.v : undefined;
  if (firstKind === 'commander' || firstKind === 'rank') return 'commander';
  if (kinds.includes('brigade')) return 'brigade';
  if (firstKind === 'side') return 'side';
  if (kinds.includes('unattached') && !other) return 'unattached';
  if (kinds.includes('formation')) return nations.length > 0 ? 'side' : 'formation';
  if (
    nations.length > 0 &&
    !other &&
    kinds.every((k) => k === 'side' || k === 'group') &&
    !kinds.includes('group')
  ) {
    return 'side';
  }
  if (!other && kinds.includes('group')) return 'brigade';
  return undefined;
}

/** The index of the token that ends a heading's name (a bracket, a dash, a comma), or the length. */
export function titleEnd(tokens: readonly Token[]): number {
  const at = tokens.findIndex((_, i) => breaks(tokens, i, BREAKS));
  return at < 0 ? tokens.length : at;
}

/** The pieces after a heading's name: each as written, quoted ones marked. */
function piecesOf(
  tokens: readonly Token[],
  raw: string,
): { text: string; quoted: boolean; tokens: Token[] }[] {
  const pieces: { text: string; quoted: boolean; tokens: Token[] }[] = [];
  let run: Token[] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last)
      pieces.push({ text: raw.slice(first.start, last.end).trim(), quoted: false, tokens: run });
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const close = QUOTES[t.text];
    const end = close ? tokens.findIndex((u, k) => k > i && u.text === close) : -1;
    if (close && end > i && run.length === 0) {
      pieces.push({ text: raw.slice(t.end, tokens[end]?.start ?? t.end).trim(), quoted: true, tokens: [] });
      i = end;
    } else if (breaks(tokens, i, PIECE_BREAKS)) flush();
    else run.push(t);
  }
  flush();
  return pieces;
}

/** Reads a heading: its name (the title tokens, as written) and the pieces after it. */
export function readHeading(
  kind: Heading['kind'],
  title: readonly Token[],
  rest: readonly Token[],
  raw: string,
  w: HeadingWords,
): Heading {
  const problems: OobProblem[] = [];
  let name =
    title.length > 0 ? raw.slice(title[0]?.start ?? 0, title[title.length - 1]?.end ?? 0).trim() : '';
  const read: { commander?: string; rating?: string; nation?: Nation } = {};
  if (kind === 'side') {
    const [named] = headingWords(title, w.words).nations;
    if (named) read.nation = named;
  }
  const unread: string[] = [];
  for (const piece of piecesOf(rest, raw)) {
    if (piece.quoted) {
      if (read.commander === undefined) read.commander = piece.text;
      else unread.push(piece.text);
      continue;
    }
    const says = headingWords(piece.tokens, w.words);
    const rating = ratingSplit(piece.tokens, raw, w);
    if (rating && rating.before === '') read.rating ??= rating.rating;
    else if (says.nations.length > 0 && !says.other && says.kinds.length === 0) read.nation = says.nations[0];
    else if (
      read.commander === undefined &&
      (says.kinds.includes('formation') || says.kinds.includes('brigade'))
    ) {
      name = raw.slice(
        title[0]?.start ?? piece.tokens[0]?.start ?? 0,
        piece.tokens[piece.tokens.length - 1]?.end,
      );
    } else if (read.commander === undefined) {
      read.commander = withoutLabel(rating ? rating.before : piece.text, w.words);
      if (rating) read.rating ??= rating.rating;
    } else unread.push(piece.text);
  }
  if (unread.length > 0) problems.push({ code: 'words.unread', params: { words: unread.join(', ') } });
  return { kind, name: name.replace(/[\s.:;,\-—–]+$/, ''), ...read, problems };
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
