/** The sync words (src/i18n/sync.ts): both languages key for key, a refusal for every code, a name for every field. */
import { describe, expect, it } from 'vitest';
import { syncRu } from '../../../src/i18n/ru/sync';
import { syncEn } from '../../../src/i18n/sync';
import { CARD_FIELDS } from '../../../src/sync/fields';
import { SYNC_PROBLEM_CODES } from '../../../src/sync/payload';

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
});
