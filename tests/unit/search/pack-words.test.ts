/**
 * Issue 35, finding 8: "howitzer" answered only "not in this chapter" although the battery editor
 * offers howitzers, a gun type of the rule pack. Terms the rule pack in use has and the chapter
 * does not say so: a gun type of the pack (named as the pack names it), or a target the pack gives
 * a modifier for; and when the pack in use has no such gun, that too.
 */
import { describe, expect, it } from 'vitest';
import type { RulePack } from '../../../src/core/pack';
import { practicePack } from '../../../src/packs/practice';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexJson } from '../../../src/search/vite-plugin';

const base = loadSearch(buildSearchIndexJson());
const practice = base.withPack(practicePack);
const HOWITZER = { en: 'Howitzer', ru: 'Гаубица' };

/** A player's own pack: other gun names, no howitzer, no square, cavalry or battery modifiers. */
const own: RulePack = {
  ...practicePack,
  id: 'own',
  gunTypes: [
    {
      ...practicePack.gunTypes[0],
      id: 'shuvalov',
      name: { en: 'Shuvalov secret howitzer', ru: 'Шуваловская гаубица' },
    },
    {
      ...practicePack.gunTypes[0],
      id: 'horse-6',
      name: { en: 'Horse 6-pounder', ru: 'Конное 6-фунтовое орудие' },
    },
  ] as RulePack['gunTypes'],
  modifiers: { movedHalf: -1, targetFormation: { column: 1 } },
};
const ownPack = base.withPack(own);

describe('a gun type of the rule pack in use', () => {
  it.each(['howitzer', 'Howitzers', 'гаубица', 'гаубицы'])(
    '%s: a gun type of the pack, by its name there',
    (query) => {
      expect(practice.search(query)).toEqual([]);
      expect(practice.suggestTerms(query)).toEqual([]);
      const [match, ...more] = practice.outside(query);
      expect(more).toEqual([]);
      expect(match?.name.en).toBe('howitzer');
      expect(match?.pack).toEqual({ topic: 'gun-type', held: true, guns: [HOWITZER] });
    },
  );

  it('"pounder" and «фунтовое» name every pounder of the pack', () => {
    for (const query of ['pounder', '12-фунтовое', '6-pounder']) {
      const [match] = practice.outside(query);
      expect(match?.pack?.held).toBe(true);
      expect(match?.pack?.guns.map((g) => g.en)).toEqual([
        '6-pounder',
        '9-pounder',
        '12-pounder',
        '3-pounder (horse)',
      ]);
      expect(practice.search(query)).toEqual([]);
    }
  });

  it('a pack without howitzers says it has none by that name', () => {
    const [match] = base
      .withPack({ ...practicePack, gunTypes: practicePack.gunTypes.slice(0, 2) })
      .outside('howitzer');
    expect(match?.pack).toEqual({ topic: 'gun-type', held: false, guns: [] });
  });

  it('a gun name of the player’s own pack is a pack word, unless the chapter has the word', () => {
    const [shuvalov] = ownPack.outside('шуваловская');
    expect(shuvalov?.name).toEqual({ en: 'Shuvalov secret howitzer', ru: 'Шуваловская гаубица' });
    expect(shuvalov?.pack).toEqual({ topic: 'gun-type', held: true, guns: [shuvalov?.name] });
    expect(ownPack.search('шуваловская')).toEqual([]);
    // "horse" and «орудие» are words of the chapter (horse artillery, the battery): still searched.
    expect(ownPack.outside('horse')).toEqual([]);
    expect(ownPack.search('орудие').length).toBeGreaterThan(0);
    // The base searcher knows no pack: the word is simply not in the text.
    expect(base.outside('шуваловская')).toEqual([]);
  });
});

describe('a target the pack gives a modifier for', () => {
  it.each([
    ['square', 'square-target'],
    ['каре', 'square-target'],
    ['cavalry', 'cavalry-target'],
    ['кирасиры', 'cavalry-target'],
    ['контрбатарейная', 'battery-target'],
  ])('%s: the practice pack has its modifier, the player’s pack has not', (query, topic) => {
    expect(practice.outside(query)[0]?.pack).toEqual({ topic, held: true, guns: [] });
    expect(ownPack.outside(query)[0]?.pack).toEqual({ topic, held: false, guns: [] });
  });

  it('what no pack holds says nothing of one (morale, charge)', () => {
    for (const query of ['мораль', 'атака', 'divisional'])
      expect(practice.outside(query)[0]?.pack).toBeUndefined();
  });
});

describe('any pack', () => {
  it('a value that is no pack leaves the search as it was, never throwing', () => {
    for (const junk of [null, {}, { gunTypes: 3 }, { gunTypes: [{}], modifiers: null }] as never[]) {
      const s = base.withPack(junk);
      expect(s.search('дальность').length).toBe(4);
      expect(s.outside('howitzer')[0]?.name.en).toBe('howitzer');
    }
  });
});
