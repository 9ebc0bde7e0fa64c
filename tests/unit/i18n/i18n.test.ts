import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/core/lang';
import { detectLang, plural, wordsIn } from '../../../src/i18n';
import { FIRST_SCREEN_WORDS, type Namespace } from '../../../src/i18n/catalogue';
import { SCREEN_WORDS } from '../../../src/i18n/screen-words';

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
  // The compiler holds each Russian file to the English shape; this holds what it cannot see: an
  // empty string, and a namespace whose loaders hand back another namespace's words.
  it.each(Object.keys({ ...FIRST_SCREEN_WORDS, ...SCREEN_WORDS }) as Namespace[])(
    'every language of the %s namespace has the same keys and no empty string',
    (namespace) => {
      const [first, ...others] = LANGS.map((lang) => leaves(wordsIn(lang, namespace)));
      for (const other of others)
        expect(other.map(([k]) => k).sort()).toEqual((first ?? []).map(([k]) => k).sort());
      for (const [key, value] of [first ?? [], ...others].flat())
        expect(String(value).trim(), key).not.toBe('');
    },
  );
});
