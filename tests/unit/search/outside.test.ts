/**
 * Words for things this chapter of the rules does not cover (issue 22): on the real content, search
 * says so instead of finding near spellings, offers no unrelated glossary term, and names the
 * glossary's nearest term when there is one.
 */
import { describe, expect, it } from 'vitest';
import { glossary } from '../../../src/reference';
import { OUTSIDE_TERMS } from '../../../src/reference/outside';
import { loadSearch } from '../../../src/search/index';
import { normalize } from '../../../src/search/normalize';
import { termOf } from '../../../src/search/stem';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const json = buildSearchIndexJson();
const searcher = loadSearch(json);
const CANISTER_CLAUSES = ['artillery.restrictions.A', 'artillery.skirmishers.canister'];

describe('a word outside this chapter', () => {
  it.each([
    ['square', 'square', undefined],
    ['Cavalry', 'cavalry', undefined],
    ['гаубица', 'howitzer', undefined],
    ['кавалерия', 'cavalry', undefined],
    ['кавалерии', 'cavalry', undefined],
    ['рикошет', 'ricochet', 'bounce-through'],
    ['каре', 'square', undefined],
  ])(
    '%s: nothing found, no look-alike suggestion, "outside" with its name and glossary term',
    (query, en, glossary) => {
      expect(searcher.search(query)).toEqual([]);
      expect(searcher.suggestTerms(query)).toEqual([]);
      const [match, ...more] = searcher.outside(query);
      expect(more).toEqual([]);
      expect(match?.name.en).toBe(en);
      expect(match?.glossary?.id).toBe(glossary);
    },
  );

  it('«каре» returns no canister clause, while «кар» typed on the way to картечь still finds them', () => {
    expect(searcher.search('каре').map((r) => r.clauseId)).toEqual([]);
    const typing = searcher.search('кар').map((r) => r.clauseId);
    for (const id of CANISTER_CLAUSES) expect(typing).toContain(id);
    expect(searcher.outside('кар')).toEqual([]);
  });

  it('beside a word the text has, the other word is still searched and the outside one named', () => {
    const ids = searcher.search('каре картечь').map((r) => r.clauseId);
    for (const id of CANISTER_CLAUSES) expect(ids).toContain(id);
    expect(searcher.outside('каре картечь').map((m) => m.name.en)).toEqual(['square']);
  });

  it('a word the text has is never called outside', () => {
    for (const query of ['картечь', 'canister', 'батарея', 'open order', 'рикошетт']) {
      expect(searcher.outside(query)).toEqual([]);
    }
  });

  it('the text really has none of the outside words, and each glossary link names a real term', () => {
    const data = JSON.parse(json) as { index: { index: [string, unknown][] } };
    const indexed = new Set(data.index.index.map(([term]) => term));
    for (const term of OUTSIDE_TERMS) {
      for (const form of term.forms) {
        expect(form.split(/\s+/), form).toHaveLength(1);
        expect(indexed.has(termOf(normalize(form))), `${form} is in the text`).toBe(false);
      }
      if (term.glossary) expect(glossary.map((t) => t.id)).toContain(term.glossary);
    }
  });
});
