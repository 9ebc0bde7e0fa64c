import { describe, expect, it } from 'vitest';
import { detectLang, messagesFor, plural } from '../../../src/i18n';
import { fireEn } from '../../../src/i18n/fire';
import { logEn } from '../../../src/i18n/log';
import { fireRu } from '../../../src/i18n/ru/fire';
import { logRu } from '../../../src/i18n/ru/log';
import { rulesRu } from '../../../src/i18n/ru/rules';
import { settingsRu } from '../../../src/i18n/ru/settings';
import { unitRowsRu } from '../../../src/i18n/ru/unit-rows';
import { rulesEn } from '../../../src/i18n/rules';
import { settingsEn } from '../../../src/i18n/settings';
import { unitRowsEn } from '../../../src/i18n/unit-rows';

const figures = { one: 'фигура', few: 'фигуры', many: 'фигур', other: 'фигуры' };

describe('Russian plurals', () => {
  it.each([
    [1, 'фигура'],
    [2, 'фигуры'],
    [4, 'фигуры'],
    [5, 'фигур'],
    [11, 'фигур'],
    [12, 'фигур'],
    [21, 'фигура'],
    [22, 'фигуры'],
    [25, 'фигур'],
    [0, 'фигур'],
  ])('%i %s', (n, word) => {
    expect(plural('ru', n, figures)).toBe(word);
  });
  it('English uses one/other', () => {
    expect(plural('en', 1, { one: 'figure', other: 'figures' })).toBe('figure');
    expect(plural('en', 0, { one: 'figure', other: 'figures' })).toBe('figures');
  });
});

describe('language detection', () => {
  it('picks the first of Russian or English the browser prefers', () => {
    expect(detectLang(['ru-RU', 'en-US'])).toBe('ru');
    expect(detectLang(['de-DE', 'en-GB', 'ru'])).toBe('en');
    expect(detectLang(['uk', 'ru'])).toBe('ru');
    expect(detectLang([])).toBe('en');
  });
});

describe('UI dictionaries', () => {
  function leaves(obj: object, prefix = ''): [string, unknown][] {
    return Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
    );
  }
  it('Russian and English have the same keys and no empty string', () => {
    const en = leaves(messagesFor('en'));
    const ru = leaves(messagesFor('ru'));
    expect(ru.map(([k]) => k)).toEqual(en.map(([k]) => k));
    for (const [key, value] of [...en, ...ru]) expect(String(value).trim(), key).not.toBe('');
  });

  it("the Fire, Log, Rules, Settings screens' and the compact roster's own words (in their chunks, not the first one) match too", () => {
    for (const [en, ru] of [
      [fireEn, fireRu],
      [logEn, logRu],
      [rulesEn, rulesRu],
      [settingsEn, settingsRu],
      [unitRowsEn, unitRowsRu],
    ] as const) {
      const enLeaves = leaves(en);
      const ruLeaves = leaves(ru);
      expect(ruLeaves.map(([k]) => k)).toEqual(enLeaves.map(([k]) => k));
      for (const [key, value] of [...enLeaves, ...ruLeaves]) expect(String(value).trim(), key).not.toBe('');
    }
  });
});
