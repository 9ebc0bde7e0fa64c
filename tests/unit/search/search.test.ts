/**
 * Search behaviour on a fixed fixture (tests/unit/search/fixture.ts): results, languages, snippets,
 * glossary bridges and suggestions. Recall on the real content is in recall.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../src/reference/types';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexFrom, type SearchContent } from '../../../src/search/indexer';
import { fixture } from './fixture';

/** A searcher over `content`: its index, loaded with the texts it was built from. */
const indexed = (content: SearchContent) => loadSearch(buildSearchIndexFrom(content), { content });
const searcher = indexed(fixture);
const ids = (query: string, limit?: number) => searcher.search(query, limit).map((r) => r.clauseId);
const marked = (query: string) =>
  searcher.search(query, 1)[0]?.snippet.flatMap((s) => (s.match ? [s.text] : [])) ?? [];

describe('results', () => {
  it('gives each clause once, best first, in the language that matched', () => {
    const ru = searcher.search('картечь');
    expect(new Set(ru.map((r) => r.clauseId)).size).toBe(ru.length);
    expect(ru.every((r) => r.lang === 'ru')).toBe(true);
    expect(ru.map((r) => r.score)).toEqual([...ru.map((r) => r.score)].sort((a, b) => b - a));
    const en = searcher.search('canister');
    expect(en[0]?.lang).toBe('en');
    expect(en.map((r) => r.clauseId)).toContain('artillery.restrictions.A');
  });

  it('respects the limit', () => {
    expect(ids('картечь', 2)).toHaveLength(2);
    expect(ids('картечь', 0)).toEqual([]);
  });

  it('finds a clause by its group heading', () => {
    // "А. Ограничения на ведение Стрельбы Картечью." heads artillery.restrictions.A and stops at
    // the next heading (Б), so B.c is not found by it.
    expect(searcher.search('ограничения', 3).map((r) => [r.clauseId, r.field])).toEqual([
      ['artillery.restrictions.A', 'heading'],
    ]);
  });

  it('searches translator’s notes and says so', () => {
    const hit = searcher.search('Otkrytyi')[0];
    expect(hit?.clauseId).toBe('open-order.c');
    expect(hit?.field).toBe('notes');
  });

  it('matches prefixes while typing, in both languages', () => {
    expect(ids('застрел', 1)).toEqual(['artillery.skirmishers.canister']);
    expect(ids('skirm', 2)).toContain('artillery.skirmishers.canister');
    expect(ids('unlimb', 1)).toEqual(['artillery.movement']);
  });

  it('forgives one typo from 5 letters and two from 9, not more', () => {
    expect(ids('картечъ', 3)).toContain('artillery.restrictions.A');
    expect(ids('зостремьщики', 3)).toContain('artillery.skirmishers.canister'); // 12 letters, 2 typos
    expect(ids('cnistr')).toEqual([]); // 2 edits on 7 letters
    expect(ids('ядрв')).toEqual([]); // 4 letters: exact only
  });

  it('fixes the keyboard layout only when the text as typed is not a word of the rules', () => {
    expect(ids('rfhntxm', 3)).toContain('artillery.restrictions.A');
    expect(ids(',fnfhtz', 2)).toContain('artillery.movement');
    // "fire" in Russian layout would be "ашку": it is an English word of the rules and stays one.
    expect(searcher.search('fire')[0]?.lang).toBe('en');
  });

  it('ignores punctuation typed around words', () => {
    expect(ids('«картечь»,', 3)).toEqual(ids('картечь', 3));
  });
});

describe('glossary bridges the languages', () => {
  // A clause whose English text lacks the word, so only the glossary can connect the two.
  const clause: Clause = {
    id: 'artillery.restrictions.A',
    section: 's',
    label: { ru: 'А.', en: 'A.' },
    text: { ru: 'Нельзя вести огонь картечью.', en: 'No close-range fire.' },
    notes: [],
    terms: [],
    labelFromSeed: false,
  };
  const section = {
    id: 's',
    title: { ru: 'Т', en: 'T' },
    titleFromSeed: false,
    headings: [],
    clauses: [clause.id],
  };
  const canister = { id: 'canister', ru: ['картечь'], en: ['canister'], clauses: [clause.id] };

  it('finds the Russian clause from the English term', () => {
    const withGlossary = indexed({ sections: [section], clauses: [clause], glossary: [canister] });
    const hit = withGlossary.search('canister')[0];
    expect(hit?.clauseId).toBe(clause.id);
    expect(hit?.lang).toBe('ru');
    expect(hit?.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['картечью']);
  });

  it('finds nothing without the glossary entry', () => {
    const without = indexed({ sections: [section], clauses: [clause], glossary: [] });
    expect(without.search('canister')).toEqual([]);
  });

  it('links the fixture’s pairs both ways', () => {
    expect(ids('roundshot', 1)).toEqual(['artillery.restrictions.B.c']);
    expect(ids('ядер', 1)).toEqual(['artillery.restrictions.B.c']);
    expect(ids('Открытый Заказ', 1)).toEqual(['open-order.c']);
    expect(ids('open order', 3)).toEqual(
      expect.arrayContaining(['open-order', 'open-order.c', 'open-order.e']),
    );
    expect(ids('стрелки', 1)).toEqual(['artillery.skirmishers.example']);
  });
});

describe('snippets', () => {
  it('marks the matched words, whatever their form', () => {
    expect(marked('застрельщики')).toEqual(['застрельщиками', 'Застрельщикам']);
    expect(
      searcher.search('canister').flatMap((r) => r.snippet.filter((s) => s.match).map((s) => s.text)),
    ).toEqual(expect.arrayContaining(['Canister', 'canister']));
  });

  it('is a short window of the text with ellipses where it was cut', () => {
    const hit = searcher.search('Застрельщикам')[0];
    const text = hit?.snippet.map((s) => s.text).join('') ?? '';
    expect(text.startsWith('…')).toBe(true);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(26);
    const clause = fixture.clauses.find((c) => c.id === hit?.clauseId);
    expect(clause?.text.ru).toContain(text.replace(/^…/, '').replace(/…$/, ''));
  });

  it('returns markup as plain text, never as HTML', () => {
    const clause: Clause = {
      id: 'x',
      section: 's',
      label: { ru: '', en: '' },
      text: { ru: 'картечь <img src=x onerror=alert(1)> &amp;', en: 'canister' },
      notes: [],
      terms: [],
      labelFromSeed: false,
    };
    const s = indexed({
      sections: [{ id: 's', title: { ru: '', en: '' }, titleFromSeed: false, headings: [], clauses: ['x'] }],
      clauses: [clause],
      glossary: [],
    });
    const snippet = s.search('картечь')[0]?.snippet ?? [];
    expect(snippet.map((p) => p.text).join('')).toBe(clause.text.ru);
    expect(snippet[0]).toEqual({ text: 'картечь', match: true });
  });
});

describe('nothing found', () => {
  it('offers the closest glossary terms, in either language and layout', () => {
    expect(ids('картчъ')).toEqual([]);
    expect(searcher.suggestTerms('картчъ')[0]?.id).toBe('canister');
    expect(searcher.suggestTerms('canistr')[0]?.id).toBe('canister');
    expect(searcher.suggestTerms('ифееукн')[0]?.id).toBe('battery'); // "battery" on the Russian layout
    expect(searcher.suggestTerms(',fnfhtb')[0]?.id).toBe('battery'); // "батареи" on the English layout
  });

  it('offers nothing for text that resembles no term', () => {
    expect(searcher.suggestTerms('-')).toEqual([]);
    expect(searcher.suggestTerms('xyzzyq')).toEqual([]);
  });

  it('offers no glossary term that is merely spelt alike: another word is not a typo (issue 22)', () => {
    // "cannon" is a gun, not canister; "square" is not the Guard: three letters in six differ.
    expect(searcher.suggestTerms('cannon')).toEqual([]);
    expect(searcher.suggestTerms('square')).toEqual([]);
  });
});

describe('index file', () => {
  it('is refused when it is not ours (a build problem, reported once at load)', () => {
    expect(() => loadSearch('{"v":999}')).toThrow();
  });

  it('is refused when built from other rules content: its results would open the wrong clauses', () => {
    expect(() => loadSearch(buildSearchIndexFrom(fixture))).toThrow(/other rules content/);
  });

  it('holds which document is which, not the texts the Rules screen already has', () => {
    const data = JSON.parse(buildSearchIndexFrom(fixture)) as { docs: object[] };
    expect(data.docs[0]).toEqual({ c: fixture.clauses[0]?.id, l: 'ru' });
    expect(JSON.stringify(data)).not.toContain(fixture.clauses[0]?.text.ru);
  });
});
