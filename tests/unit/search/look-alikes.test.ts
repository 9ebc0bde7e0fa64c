/**
 * Issue 35, finding 8 (findings.test.ts): a phrase whose content words the chapter does not have
 * lists no clause. No
 * look-alike is found by a typo or a prefix on a short or common word («атака» matched «так»,
 * «таких»; "commander" matched "companies"), while real typos of the chapter's own words still find
 * them. On the real content (src/reference).
 */
import { describe, expect, it } from 'vitest';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const searcher = loadSearch(buildSearchIndexJson());
const ids = (query: string) => searcher.search(query, 20).map((r) => r.clauseId);
const outsideNames = (query: string) => searcher.outside(query).map((m) => m.name.en);
const CANISTER = ['artillery.restrictions.A', 'artillery.skirmishers.canister'];

describe('a phrase the chapter does not have lists no clause', () => {
  it.each([
    ['атака на кавалерию', ['charge', 'cavalry']], // «на» is in every other clause
    ['cavalry charge', ['cavalry', 'charge']],
  ])('%s: nothing listed; it is said to be outside the chapter', (query, outside) => {
    expect(ids(query)).toEqual([]);
    expect(outsideNames(query)).toEqual(outside);
  });

  it.each([
    ['атака', 'так, таких: a function word one edit away'],
    ['commander', 'companies: two edits on a 7-letter stem'],
    ['woods', 'word: one edit on a 4-letter stem'],
    ['скорость', 'скорострельность: a whole word is no prefix of another'],
    ['убежище', '"e,t;bot" on the English layout: a lone letter is no word'],
    ['знамя', 'значит: one edit on a 4-letter stem'],
  ])('%s finds nothing (%s)', (query) => {
    expect(ids(query)).toEqual([]);
  });

  it('function words alone name nothing and offer no glossary term', () => {
    for (const query of ['так', 'the', 'на', 'of the']) {
      expect(ids(query)).toEqual([]);
      expect(searcher.suggestTerms(query)).toEqual([]);
    }
  });

  it('«6-pounder»: the gun calibre is outside, and its "6" is not looked up as the text’s 6"', () => {
    expect(ids('6-pounder')).toEqual([]);
    expect(ids('12-фунтовое')).toEqual([]);
    expect(outsideNames('6-pounder')).toEqual(['gun calibre']);
  });

  it('offers no glossary term that only looks alike: another first letter, or three letters', () => {
    expect(searcher.suggestTerms('night')).toEqual([]); // not "light infantry"
    expect(searcher.suggestTerms('лес')).toEqual([]); // not «лёгкая пехота»
  });
});

describe('real typos and prefixes of the chapter’s words still find them', () => {
  it.each([
    ['rfhntxm', CANISTER], // картечь on the English layout
    ['картеч', CANISTER],
    ['картечъ', CANISTER],
    ['карт', CANISTER],
    ['кар', CANISTER],
    ['canistr', CANISTER],
    ['застрельщи', ['artillery.skirmishers.canister', 'artillery.skirmishers.roundshot']],
    ['застрельшики', ['artillery.skirmishers.canister', 'artillery.skirmishers.roundshot']],
    ['roundshto', ['artillery.skirmishers.roundshot']],
    ['возвышенось', ['artillery.restrictions.C.a']],
    ['атака картечью', CANISTER], // the word the chapter has still counts
  ])('%s', (query, expected) => {
    expect(ids(query)).toEqual(expect.arrayContaining(expected));
  });
});
