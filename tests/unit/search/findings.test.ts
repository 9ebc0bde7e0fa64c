/**
 * Issue 35, finding 8 (Search), one test per thing the players met, on the real content and the
 * practice pack. Each failed before the fix. The rules behind them are tested in depth in
 * synonyms.test.ts, look-alikes.test.ts and pack-words.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { practicePack } from '../../../src/packs/practice';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const searcher = loadSearch(buildSearchIndexJson());
const ids = (query: string) => searcher.search(query, 20).map((r) => r.clauseId);
const sorted = (list: readonly string[]) => [...list].sort();

describe('issue 35, finding 8', () => {
  it('«дальность», the everyday Russian for "range", finds the clauses "range" finds, in Russian', () => {
    const range = sorted(ids('range'));
    expect(range).toHaveLength(4);
    const results = searcher.search('дальность', 20);
    expect(sorted(results.map((r) => r.clauseId))).toEqual(range);
    for (const r of results) {
      expect(r.lang).toBe('ru');
      expect(r.snippet.some((s) => s.match)).toBe(true);
    }
  });

  it('«атака кавалерии» and «штыковая атака» list no look-alike clause («так», «таких»), only "not in this chapter"', () => {
    expect(ids('атака кавалерии')).toEqual([]);
    expect(ids('штыковая атака')).toEqual([]);
    expect(searcher.outside('атака кавалерии').map((m) => m.name.en)).toEqual(['charge', 'cavalry']);
    expect(searcher.outside('штыковая атака').map((m) => m.name.en)).toEqual(['bayonets', 'charge']);
  });

  it('"divisional commander" lists no clause', () => {
    expect(ids('divisional commander')).toEqual([]);
    expect(searcher.outside('divisional commander').map((m) => m.name.en)).toEqual([
      'division',
      'commanders',
    ]);
  });

  it('"howitzer" says it is a gun type of the rule pack in use, as the pack names it', () => {
    const [match, ...more] = searcher.withPack(practicePack).outside('howitzer');
    expect(more).toEqual([]);
    expect(match?.pack).toEqual({ topic: 'gun-type', held: true, guns: [{ en: 'Howitzer', ru: 'Гаубица' }] });
  });
});
