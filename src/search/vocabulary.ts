/** The index's terms, sorted, to ask "is this a word of the rules?" cheaply (layout fix). */
export class Vocabulary {
  private readonly sorted: string[];

  constructor(terms: Iterable<string>) {
    this.sorted = [...new Set(terms)].sort();
  }

  private lowerBound(term: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sorted[mid] ?? '') < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  has(term: string): boolean {
    return this.sorted[this.lowerBound(term)] === term;
  }

  /** Whether some term starts with `prefix` (the term itself included). */
  hasPrefix(prefix: string): boolean {
    return (this.sorted[this.lowerBound(prefix)] ?? '').startsWith(prefix);
  }
}
