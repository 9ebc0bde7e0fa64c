/**
 * A short piece of the matched text with the matched words marked, as plain segments (never HTML),
 * so the UI renders text nodes and a clause can never inject markup.
 */
import { normalize, type WordSpan, wordSpans } from './normalize';

export interface SnippetSegment {
  text: string;
  match: boolean;
}

const ELLIPSIS = '…';

/** A text split into words once, each word normalised, so its snippets allocate little. */
export interface PreparedText {
  text: string;
  spans: WordSpan[];
  /** `normalize` of each span's word. */
  words: string[];
}

export function prepareText(text: string): PreparedText {
  const spans = wordSpans(text);
  return { text, spans, words: spans.map((s) => normalize(s.word)) };
}

/**
 * Whether a word of the text is one the search matched. Index terms are stems, and a stem is the
 * start of its word, so a prefix test avoids stemming every word again; stems under 3 letters must
 * be the whole word, or "в" would light up every word starting with в. The English stemmer writes a
 * final y as i ("battery" → "batteri", "casualty" → "casualti"): such a stem also starts its word
 * with y in place of the i. `w` is normalised.
 */
function isMatch(w: string, matched: readonly string[]): boolean {
  return matched.some((t) =>
    t.length < 3 ? w === t : w.startsWith(t) || (t.endsWith('i') && w.startsWith(`${t.slice(0, -1)}y`)),
  );
}

/** The window of at most `maxWords` words holding the most matches (the earliest among equals). */
export function makeSnippet(
  source: string | PreparedText,
  matchedTerms: readonly string[],
  maxWords = 24,
): SnippetSegment[] {
  const { text, spans, words } = typeof source === 'string' ? prepareText(source) : source;
  if (spans.length === 0) return text ? [{ text, match: false }] : [];
  const hits = words.map((w) => isMatch(w, matchedTerms));
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < spans.length; i++) {
    if (hits[i]) count++;
    const drop = i - maxWords;
    if (drop >= 0 && hits[drop]) count--;
    const start = Math.max(0, i - maxWords + 1);
    if (count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  // Start a few words before the first hit of the window, so the match is read in context.
  let first = best;
  while (first < spans.length && !hits[first]) first++;
  const start = first < spans.length ? Math.max(best, first - 3) : best;
  const end = Math.min(spans.length, start + maxWords);
  const firstSpan = spans[start];
  const lastSpan = spans[end - 1];
  if (!firstSpan || !lastSpan) return [];

  const from = start === 0 ? 0 : firstSpan.start;
  const to = end === spans.length ? text.length : lastSpan.end;
  const segments: SnippetSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  if (from > 0) push(ELLIPSIS, false);
  let pos = from;
  for (let i = start; i < end; i++) {
    const s = spans[i];
    if (!s || !hits[i]) continue;
    push(text.slice(pos, s.start), false);
    push(text.slice(s.start, s.end), true);
    pos = s.end;
  }
  push(text.slice(pos, to), false);
  if (to < text.length) push(ELLIPSIS, false);
  return segments;
}
