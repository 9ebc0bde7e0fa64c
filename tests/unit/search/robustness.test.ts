/**
 * Whatever is typed or pasted into the search box — quotes, dashes, colons, emoji, lone surrogates,
 * 500 characters of junk — search and suggestions answer with results or nothing, never an error,
 * and every result is a real clause the reference screen can open.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAUSE_IDS } from '../../../src/reference';
import { loadSearch, type SearchResult } from '../../../src/search/index';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const searcher = loadSearch(buildSearchIndexJson());
const known = new Set<string>(CLAUSE_IDS);

function wellFormed(results: SearchResult[], limit: number): void {
  expect(results.length).toBeLessThanOrEqual(limit);
  expect(new Set(results.map((r) => r.clauseId)).size).toBe(results.length);
  for (const r of results) {
    expect(known.has(r.clauseId)).toBe(true);
    expect(['ru', 'en']).toContain(r.lang);
    expect(Number.isFinite(r.score)).toBe(true);
    for (const s of r.snippet) {
      expect(typeof s.text).toBe('string');
      expect(typeof s.match).toBe('boolean');
    }
  }
}

/** Letters and keys players actually hit, so the generator also reaches the layout and typo paths. */
const keys = fc.constantFrom(
  ...'картечьядрастрельбазастрельщикиfirecanisterroundshot,.;\'[]`-:"«»()=−–—°”'.split(''),
  ' ',
  'ё',
  'Ё',
  'ä',
);

describe('any input', () => {
  it('arbitrary strings (any Unicode, up to 600 chars) never throw', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 600 }),
        fc.integer({ min: 0, max: 20 }),
        (q, limit) => {
          wellFormed(searcher.search(q, limit), limit);
          expect(Array.isArray(searcher.suggestTerms(q))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    // 300 searches of up to 600 characters: about 2 s alone, more on a loaded 2-core machine.
  }, 30_000);

  it('strings made of rules letters and layout keys never throw', () => {
    fc.assert(
      fc.property(fc.string({ unit: keys, maxLength: 80 }), (q) => {
        wellFormed(searcher.search(q), 10);
        for (const t of searcher.suggestTerms(q)) expect(t.distance).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 300 },
    );
  });

  it('a pasted paragraph of junk still answers quickly', () => {
    const junk = 'ъ-:"«»'.repeat(100);
    const started = performance.now();
    wellFormed(searcher.search(junk), 10);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
