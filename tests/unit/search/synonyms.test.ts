/**
 * Everyday words for the chapter's own terms (src/reference/synonyms.ts), on the real content.
 * Issue 35, finding 8: «дальность», the everyday Russian for "range", found nothing while "range"
 * found four clauses. Every entry of the list is a row here: each of its words finds the clauses its
 * terms find, and a word the chapter does not have finds those and no other, in its own language.
 */
import { describe, expect, it } from 'vitest';
import { clauses, glossary, SYNONYMS, sections } from '../../../src/reference';
import { OUTSIDE_TERMS } from '../../../src/reference/outside';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexFrom } from '../../../src/search/indexer';
import { normalize, scriptOf, tokenize } from '../../../src/search/normalize';
import { termOf } from '../../../src/search/stem';
import { isStopword } from '../../../src/search/stopwords';
import { synonymClauses } from '../../../src/search/synonym-index';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const searcher = loadSearch(buildSearchIndexJson());
/** The same content without the everyday words: what the chapter itself has. */
const bare = loadSearch(buildSearchIndexFrom({ sections, clauses, glossary }));
const ids = (query: string) => searcher.search(query, 20).map((r) => r.clauseId);
const sorted = (list: readonly string[]) => [...new Set(list)].sort();

describe('«дальность» and the other words for range', () => {
  const RANGE = sorted(ids('range'));

  it('"range" finds the four clauses that speak of a range', () => {
    expect(RANGE).toEqual(
      sorted([
        'artillery.procedure',
        'artillery.restrictions.B.a',
        'artillery.restrictions.B.b',
        'artillery.skirmishers.example',
      ]),
    );
  });

  it('«дальность» finds exactly those, in Russian, each with the text’s own words marked', () => {
    const results = searcher.search('дальность');
    expect(sorted(results.map((r) => r.clauseId))).toEqual(RANGE);
    for (const r of results) {
      expect(r.lang).toBe('ru');
      const marked = r.snippet.filter((s) => s.match).map((s) => s.text.toLowerCase());
      expect(marked.length, r.clauseId).toBeGreaterThan(0);
      for (const word of marked) expect(word).toMatch(/^(расстояни|дальн|дистанци|эффективн|картечн)/);
    }
  });

  it.each(['дальность', 'дальности', 'дистанция', 'расстояние', 'range', 'distance', 'дальнобойность'])(
    '%s finds every clause "range" finds',
    (word) => {
      expect(ids(word)).toEqual(expect.arrayContaining(RANGE));
    },
  );
});

type Row = [word: string, lang: 'ru' | 'en', expected: string[]];
const rows: Row[] = SYNONYMS.flatMap((entry) => {
  const expected = sorted([...synonymClauses(entry, glossary)]);
  return [
    ...entry.ru.map((word): Row => [word, 'ru', expected]),
    ...entry.en.map((word): Row => [word, 'en', expected]),
  ];
});

describe('each everyday word finds the clauses its terms find', () => {
  it('has rows for both languages and every entry', () => {
    expect(rows.filter(([, lang]) => lang === 'ru').length).toBeGreaterThan(100);
    expect(rows.filter(([, lang]) => lang === 'en').length).toBeGreaterThan(60);
    for (const entry of SYNONYMS) expect(synonymClauses(entry, glossary).size).toBeGreaterThan(0);
  });

  it.each(rows)('%s (%s)', (word, lang, expected) => {
    const results = searcher.search(word, 20);
    expect(results.map((r) => r.clauseId)).toEqual(expect.arrayContaining(expected));
    expect(searcher.outside(word)).toEqual([]);
    if (bare.search(word).length === 0) {
      // A word the chapter does not have: its clauses and no other, shown in its own language.
      expect(sorted(results.map((r) => r.clauseId))).toEqual(expected);
      for (const r of results) expect(r.lang).toBe(lang);
    }
  });

  it('a glossary term’s own words find every clause a synonym of it is sent to', () => {
    for (const entry of SYNONYMS)
      for (const id of entry.terms ?? []) {
        const term = glossary.find((g) => g.id === id);
        expect(term, id).toBeDefined();
        for (const headword of [term?.ru[0] ?? '', term?.en[0] ?? ''])
          expect(ids(headword), `${id}: ${headword}`).toEqual(expect.arrayContaining(term?.clauses ?? []));
      }
  });
});

describe('the list itself', () => {
  const all = SYNONYMS.flatMap((entry, i) => [
    ...entry.ru.map((word) => ({ word, lang: 'ru' as const, i })),
    ...entry.en.map((word) => ({ word, lang: 'en' as const, i })),
  ]);
  const glossaryForms = new Set(glossary.flatMap((g) => [...g.ru, ...g.en]).map(normalize));
  const outsideStems = new Set(OUTSIDE_TERMS.flatMap((t) => t.forms).map((f) => termOf(normalize(f))));

  it('holds single words in their own alphabet, none a function word, a glossary form or outside', () => {
    for (const { word, lang } of all) {
      expect(tokenize(word), word).toEqual([word]);
      expect(scriptOf(word), word).toBe(lang === 'ru' ? 'cyrillic' : 'latin');
      expect(isStopword(normalize(word)), word).toBe(false);
      expect(glossaryForms.has(normalize(word)), `${word} is a glossary form`).toBe(false);
      expect(outsideStems.has(termOf(normalize(word))), `${word} is outside the chapter`).toBe(false);
    }
  });

  it('leads each word to one meaning: no index term in two entries', () => {
    const owner = new Map<string, number>();
    for (const { word, i } of all) {
      const term = termOf(normalize(word));
      expect(owner.get(term) ?? i, `${word} (${term})`).toBe(i);
      owner.set(term, i);
    }
  });

  it('names only glossary terms and clauses that exist', () => {
    const clauseIds = new Set(clauses.map((c) => c.id));
    for (const entry of SYNONYMS) {
      expect((entry.terms?.length ?? 0) + (entry.clauses?.length ?? 0)).toBeGreaterThan(0);
      for (const id of entry.terms ?? []) expect(glossary.map((g) => g.id)).toContain(id);
      for (const id of entry.clauses ?? []) expect(clauseIds.has(id), id).toBe(true);
    }
  });
});
