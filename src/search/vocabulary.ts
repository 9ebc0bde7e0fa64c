/** The index's terms, sorted, to ask "is this a word of the rules?" cheaply (layout fix, prefixes, typos). */
import { editDistance } from './distance';

/** An index term within a typo of what was typed. */
export interface Typo {
  term: string;
  distance: number;
}

/**
 * Shorter terms are never reached by a typo: one edit on three or four letters is another word
 * ("shoot" is not "shot", «атака» not «так»).
 */
const MIN_TYPO_TERM = 5;

function sortedSet(terms: Iterable<string>): string[] {
  return [...new Set(terms)].sort();
}

/** Where `term` is or would be in a sorted list. */
function lowerBound(sorted: readonly string[], term: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? '') < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class Vocabulary {
  private readonly sorted: string[];
  private readonly typoTargets: string[];

  /**
   * `terms`: every index term. `typoTargets`: the terms a typo may reach (the chapter's own words:
   * those of the translator's notes alone are discussion, "conversion" is no typo of "cover").
   */
  constructor(terms: Iterable<string>, typoTargets: Iterable<string> = terms) {
    this.sorted = sortedSet(terms);
    this.typoTargets = sortedSet(typoTargets);
  }

  has(term: string): boolean {
    return this.sorted[lowerBound(this.sorted, term)] === term;
  }

  /** Whether some term starts with `prefix` (the term itself included). */
  hasPrefix(prefix: string): boolean {
    return (this.sorted[lowerBound(this.sorted, prefix)] ?? '').startsWith(prefix);
  }

  /** The terms longer than `prefix` that start with it. */
  startingWith(prefix: string): string[] {
    const out: string[] = [];
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length; i++) {
      const t = this.sorted[i] ?? '';
      if (!t.startsWith(prefix)) break;
      if (t !== prefix) out.push(t);
    }
    return out;
  }

  /**
   * The terms a typo of `term` could have meant: at most `budget` edits away, of 5+ letters, and
   * starting with the same letter (players mistype inside a word, rarely its first letter; a word
   * that differs there is another word).
   */
  typosOf(term: string, budget: number): Typo[] {
    const first = term.charAt(0);
    if (budget <= 0 || !first) return [];
    const out: Typo[] = [];
    // Terms starting with the same letter sit together in sorted order.
    for (let i = lowerBound(this.typoTargets, first); i < this.typoTargets.length; i++) {
      const t = this.typoTargets[i] ?? '';
      if (!t.startsWith(first)) break;
      if (t === term || t.length < MIN_TYPO_TERM || Math.abs(t.length - term.length) > budget) continue;
      const distance = editDistance(term, t, budget);
      if (distance <= budget) out.push({ term: t, distance });
    }
    return out;
  }
}
