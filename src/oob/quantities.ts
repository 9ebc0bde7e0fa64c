/**
 * The numbers of a unit line and what each counts: battalion number lists ("1/, 2/, 3/",
 * «1-й и 2-й бат.»), counts ("3 ×", "2x", "3 bns", «3 бат.», "x3"), guns ("6 × 8pdr", «12-фунт.»,
 * "2 howitzers"), figures ("36 figs", «36 фиг.», "figs: 36") and men ("720 men", «720 чел.»).
 * Each pattern marks the tokens it takes; what the words it takes say (battalion, battery) is
 * kept as facts.
 */
import type { Fact } from './facts';
import type { Token } from './text';
import type { Vocabulary } from './vocabulary';

export interface Calibre {
  readonly calibre?: number;
  readonly howitzer: boolean;
  /** As written ("8pdr", «12-фунт.»). */
  readonly written: string;
}

export interface Quantities {
  /** Battalion numbers as written ("1", "II"), two or more. */
  list?: string[];
  count?: number;
  each: boolean;
  figures?: number;
  men?: number;
  calibres: Calibre[];
  /** Facts of the words the patterns took (battalion, battery, guns). */
  facts: Fact[];
}

const TIMES = new Set(['x', '×', 'х', '*']);
const ORDINAL = new Set(['й', 'я', 'ый', 'ой', 'ий', 'го', 'st', 'nd', 'rd', 'th', 'e', 'er', 'eme', 're']);
const ROMAN = /^[ivx]{1,5}$/;

/** The tokens of one unit's text, the line as written, the marks of tokens taken, the words. */
class Reader {
  readonly q: Quantities = { each: false, calibres: [], facts: [] };

  constructor(
    readonly tokens: readonly Token[],
    readonly raw: string,
    readonly used: boolean[],
    readonly words: Vocabulary,
  ) {}

  fact<F extends Fact['f']>(i: number, f: F): Extract<Fact, { f: F }> | undefined {
    const t = this.tokens[i];
    if (!t || t.kind === 'num' || this.used[i]) return undefined;
    return this.words.word(t.text)?.facts.find((x): x is Extract<Fact, { f: F }> => x.f === f);
  }

  has(i: number, f: Fact['f']): boolean {
    return this.fact(i, f) !== undefined;
  }

  text(i: number): string {
    return this.tokens[i]?.text ?? '';
  }

  written(from: number, to: number): string {
    return this.raw.slice(this.tokens[from]?.start ?? 0, this.tokens[to]?.end ?? 0);
  }

  take(from: number, to: number): void {
    for (let k = from; k <= to; k++) {
      const t = this.tokens[k];
      const facts = t?.kind === 'word' && !this.used[k] ? (this.words.word(t.text)?.facts ?? []) : [];
      for (const fact of facts)
        if (fact.f !== 'and' && fact.f !== 'figs' && fact.f !== 'men') this.q.facts.push(fact);
      this.used[k] = true;
    }
  }
}

/** Reads the numbers of `tokens` (a unit's text), marking in `used` the tokens it takes. */
export function readQuantities(
  tokens: readonly Token[],
  raw: string,
  used: boolean[],
  words: Vocabulary,
  lists: boolean,
): Quantities {
  const r = new Reader(tokens, raw, used, words);
  if (lists) {
    for (let i = 0; i < tokens.length && !r.q.list; i++) if (i === 0 || startsPart(tokens, i)) readList(r, i);
    leadingCount(r);
  }
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const t = tokens[i];
    if (t?.kind === 'num') readNumber(r, i);
    else if (TIMES.has(r.text(i)) && tokens[i + 1]?.kind === 'num' && tokens[i - 1]?.kind !== 'num') {
      const n = tokens[i + 1];
      const unitOf =
        r.has(i + 2, 'caliber') || r.has(i + 2, 'figs') || r.has(i + 2, 'men') || r.text(i + 2) === '-';
      if (n && Number.isInteger(n.value) && !unitOf) {
        r.q.count = n.value;
        r.take(i, i + 1);
      } else if (r.has(i + 2, 'figs') || r.has(i + 2, 'men')) used[i] = true; // "2 bns x 36 figs"
    } else if (r.has(i, 'each')) {
      r.q.each = true;
      used[i] = true;
    } else if (r.has(i, 'figs') || r.has(i, 'men')) readLabelled(r, i);
  }
  return r.q;
}

function isListNumber(t: Token | undefined): boolean {
  if (!t) return false;
  return t.kind === 'num' ? Number.isInteger(t.value) : t.kind === 'word' && ROMAN.test(t.text);
}

const PART_BREAKS = new Set([',', ';', ':', '—', '–', '(', '[']);

/** Whether token `i` begins a part of the text (after a comma, a colon, a dash, a bracket). */
function startsPart(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  return before?.kind === 'sym' && (PART_BREAKS.has(before.text) || (before.text === '-' && before.spaced));
}

/** Plural endings: "regts", "battalions"; «полка», «полков», «батареи», «батарей». */
const PLURAL = /(?:s|а|ов|и|ей|ев)$/;

/**
 * "2 Don Cossack regts", «2 казачьих полка»: a leading number whose first part ends in a counting
 * noun in the plural ("7 Hussar Regiment" is the 7th).
 */
function leadingCount(r: Reader): void {
  const first = r.tokens[0];
  if (
    r.q.count !== undefined ||
    r.q.list ||
    first?.kind !== 'num' ||
    r.used[0] ||
    !Number.isInteger(first.value)
  )
    return;
  if ((r.tokens[1] && !r.tokens[1].spaced) || TIMES.has(r.text(1))) return;
  let last = 1;
  while (r.tokens[last + 1] && !(r.tokens[last + 1]?.kind === 'sym' && PART_BREAKS.has(r.text(last + 1))))
    last++;
  if (last < 2 || !r.fact(last, 'noun')?.counts || !PLURAL.test(r.text(last))) return;
  r.q.count = first.value;
  r.take(0, 0);
  r.take(last, last);
}

/**
 * "1/, 2/, 3/ 27e Ligne", "I/ II/ IR 4", «1-й и 2-й бат.», "1st & 2nd bns": two numbers or more;
 * or one ordinal before a battalion word ("1st batallion", «1-й бат.»: that battalion's number).
 */
function readList(r: Reader, from: number): void {
  const numbers: string[] = [];
  let slashes = 0;
  let end = -1;
  let i = from;
  let ordinals = 0;
  while (isListNumber(r.tokens[i])) {
    let j = i + 1;
    if (r.text(j) === '-' && ORDINAL.has(r.text(j + 1))) j += 2;
    else if (r.tokens[j] && !r.tokens[j]?.spaced && ORDINAL.has(r.text(j))) j += 1;
    if (j > i + 1) ordinals++;
    const slash = r.text(j) === '/';
    if (slash) {
      slashes++;
      j++;
    }
    numbers.push(r.written(i, i).toUpperCase());
    end = j - 1;
    let k = j;
    while (r.text(k) === ',' || r.has(k, 'and')) k++;
    const nextSlashed = slash && isListNumber(r.tokens[k]) && r.text(k + 1) === '/';
    if (k === j && !nextSlashed) break;
    i = k;
  }
  const one = numbers.length === 1 && ordinals === 1 && slashes === 0;
  if (numbers.length < 2 && !one) return;
  if (slashes === numbers.length && !one) {
    r.take(from, end);
    r.q.list = numbers;
  } else if (
    slashes === 0 &&
    r.fact(end + 1, 'noun')?.counts &&
    (!one || r.fact(end + 1, 'arm')?.v === 'infantry')
  ) {
    r.take(from, end + 1);
    r.q.list = numbers;
  }
}

/** A number and what follows it: guns, a calibre, figures, men, a unit count. */
function readNumber(r: Reader, i: number): void {
  const t = r.tokens[i] as Token;
  const whole = Number.isInteger(t.value);
  if (whole && TIMES.has(r.text(i + 1)) && r.tokens[i + 2]?.kind === 'num') {
    const end = calibreAt(r, i + 2);
    if (end !== undefined) {
      r.q.facts.push({ f: 'guns' });
      r.take(i, end);
      return;
    }
  }
  if (whole && TIMES.has(r.text(i + 1)) && r.used[i + 2]) {
    r.q.facts.push({ f: 'guns' }); // "6 × 6-pounder (horse)": the gun's name was read already
    r.take(i, i + 1);
    return;
  }
  const end = calibreAt(r, i);
  if (end !== undefined) {
    // At the text's start the calibre begins the name too ("12pdr position battery").
    if (i > 0) r.take(i, end);
    return;
  }
  const after = r.text(i + 1) === '-' ? i + 2 : i + 1;
  if (whole && r.has(after, 'guns')) {
    r.take(i, after);
    return;
  }
  if (whole && r.has(after, 'howitzer')) {
    r.q.calibres.push({ howitzer: true, written: r.written(i, after) });
    r.take(i, after);
    return;
  }
  if (r.has(i + 1, 'figs')) {
    r.q.figures = t.value;
    r.take(i, r.text(i + 2) === '.' ? i + 2 : i + 1);
    return;
  }
  if (r.has(i + 1, 'men')) {
    r.q.men = t.value;
    r.take(i, r.text(i + 2) === '.' ? i + 2 : i + 1);
    return;
  }
  if (whole && TIMES.has(r.text(i + 1)) && r.tokens[i + 2]?.kind !== 'num') {
    r.q.count = t.value;
    r.take(i, i + 1);
    return;
  }
  const noun = r.fact(i + 1, 'noun');
  if (whole && noun) {
    if (noun.counts) r.q.count = t.value;
    r.take(i, r.text(i + 2) === '.' ? i + 2 : i + 1);
  }
}

/** "figs: 36", «чел. — 720»: the word before its number. */
function readLabelled(r: Reader, i: number): void {
  let j = i + 1;
  while ([':', '=', '.', '-', '—'].includes(r.text(j))) j++;
  const n = r.tokens[j];
  if (n?.kind !== 'num') return;
  if (r.has(i, 'figs')) r.q.figures = n.value;
  else r.q.men = n.value;
  r.take(i, j);
}

/** A calibre at `i` ("12pdr", "12-pounder", «12-фунт.», "7pdr howitzer"): pushed, and its last token. */
function calibreAt(r: Reader, i: number): number | undefined {
  const n = r.tokens[i];
  if (n?.kind !== 'num' || !Number.isInteger(n.value)) return undefined;
  let j = i + 1;
  if (r.text(j) === '-') j++;
  if (!r.has(j, 'caliber')) return undefined;
  if (r.text(j + 1) === '.') j++;
  const howitzer = r.has(j + 1, 'howitzer');
  if (howitzer) j++;
  r.q.calibres.push({ calibre: n.value, howitzer, written: r.written(i, j) });
  return j;
}
