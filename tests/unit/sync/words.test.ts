/** The sync words (src/i18n/sync.ts): both languages key for key, a refusal for every code, a name for every field. */
import { describe, expect, it } from 'vitest';
import { sync as syncEn } from '../../../src/i18n/en/sync';
import { sync as syncRu } from '../../../src/i18n/ru/sync';
import { CARD_FIELDS } from '../../../src/records/fields';
import { SYNC_PROBLEM_CODES } from '../../../src/sync/problems';

function leaves(obj: object, prefix = ''): [string, unknown][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

describe('sync words', () => {
  it('Russian and English have the same keys and no empty string', () => {
    const en = leaves(syncEn);
    const ru = leaves(syncRu);
    expect(ru.map(([k]) => k)).toEqual(en.map(([k]) => k));
    for (const [key, value] of [...en, ...ru]) expect(String(value).trim(), key).not.toBe('');
  });

  it('every refusal code and every card field has words in both languages', () => {
    for (const words of [syncEn, syncRu]) {
      expect(Object.keys(words.problems).sort()).toEqual([...SYNC_PROBLEM_CODES].sort());
      expect(Object.keys(words.field).sort()).toEqual([...CARD_FIELDS].sort());
    }
    expect(syncRu.counts.shotsNew(3)).toBe('Новых выстрелов: 3');
    expect(syncEn.counts.shotsNew(1)).toBe('1 new shot');
  });

  it('says which game another game is, and how far ahead a wrong clock is, in both languages', () => {
    expect(syncEn.otherGameIs(7, 40)).toBe('The file is at game 7, turn 40.');
    expect(syncRu.otherGameIs(7, 40)).toBe('В файле — партия 7, ход 40.');
    expect(syncEn.otherGameReview(7, 40)).toMatch(/^This is another game \(game 7, turn 40\)/);
    expect(syncRu.otherGameReview(7, 40)).toMatch(/^Это другая партия \(партия 7, ход 40\)/);
    expect([syncEn.mergeAsThisGame, syncRu.mergeAsThisGame]).toEqual([
      'Merge as this game',
      'Объединить как эту партию',
    ]);
    expect(syncEn.clockAheadBy(2 * 24 * 60)).toBe('Its clock is 2 days ahead.');
    expect(syncEn.clockAheadBy(180)).toBe('Its clock is 3 hours ahead.');
    expect(syncRu.clockAheadBy(5)).toBe('Его часы спешат на 5 мин.');
    expect(syncEn.firedTwice('12-pounder', 3)).toBe('12-pounder fired twice in turn 3, once on each phone');
  });
});
