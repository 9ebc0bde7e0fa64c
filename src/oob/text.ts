/**
 * A line's text as the reader sees it: folded (lower case, no accents on Latin letters, ё as е:
 * the search's own `normalize`, kept to the same length so every token points back into the
 * text as written) and cut into tokens: words, numbers (1,200 and 1 200 men; 36.5, 36,5 and 36½
 * figures; 36.3 too, which the reader then refuses as no half) and single symbols.
 */
import { normalize } from '../search';

export interface Token {
  readonly kind: 'word' | 'num' | 'sym';
  /** Folded. */
  readonly text: string;
  /** Where it stands in the line as written. */
  readonly start: number;
  readonly end: number;
  /** Whitespace (or the line's start) before it. */
  readonly spaced: boolean;
  /** A number's value. */
  readonly value: number;
}

/** Lower case, no accents, ё as е, the same length as the text (so positions agree). */
export function fold(text: string): string {
  const folded = normalize(text);
  if (folded.length === text.length) return folded;
  return Array.from(text, (ch) => {
    const one = normalize(ch);
    return one.length === ch.length ? one : ch;
  }).join('');
}

const TOKEN =
  /(\d{1,3}(?:[,.\u00a0\u202f\u2009]\d{3})+(?!\d)|\d+(?:[.,]\d(?!\d)(?![.,]\d))?(?:\s?½)?|½)|([\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*)|(\t|\S)/gu;

function numberValue(text: string): number {
  const half = text.endsWith('½') ? 0.5 : 0;
  const digits = text.replace('½', '').trim();
  if (digits === '') return half;
  if (/^\d+[.,]\d$/.test(digits)) return Number(digits.replace(',', '.'));
  return Number(digits.replace(/[^\d]/g, '')) + half;
}

/** The tokens of a line (folded text, positions in the line as written). */
export function tokenize(line: string): Token[] {
  const folded = fold(line);
  const tokens: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const text = m[0];
    const spaced = start === 0 || /\s/.test(folded[start - 1] ?? '');
    const kind = m[1] !== undefined ? 'num' : m[2] !== undefined ? 'word' : 'sym';
    tokens.push({
      kind,
      text,
      start,
      end: start + text.length,
      spaced,
      value: kind === 'num' ? numberValue(text) : 0,
    });
  }
  return joinSpacedThousands(tokens);
}

/** «1 200 чел.»: a number of one or two digits and a spaced three-digit one after a break are one number. */
function joinSpacedThousands(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i];
    const b = tokens[i + 1];
    const before = out[out.length - 1];
    const after = tokens[i + 2];
    const joins =
      a?.kind === 'num' &&
      b?.kind === 'num' &&
      /^\d{1,2}$/.test(a.text) &&
      /^\d{3}$/.test(b.text) &&
      b.spaced &&
      b.start - a.end === 1 &&
      (before === undefined || before.kind === 'sym') &&
      after?.kind !== 'num';
    if (a && b && joins) {
      out.push({ ...a, text: `${a.text}${b.text}`, end: b.end, value: a.value * 1000 + b.value });
      i++;
    } else if (a) out.push(a);
  }
  return out;
}
