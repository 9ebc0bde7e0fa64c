import { describe, expect, it } from 'vitest';
import { detectLang, messagesFor, plural } from '../../../src/i18n';

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
});
