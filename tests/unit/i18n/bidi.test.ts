/**
 * A name with a right-to-left override or right-to-left letters is isolated where it goes into a
 * sentence, so the words after it keep their order ("Mine fired", never "Minederif"); an ordinary
 * name is shown exactly as typed.
 */
import { describe, expect, it } from 'vitest';
import { isolate, isolateName } from '../../../src/i18n/bidi';
import { log as logEn } from '../../../src/i18n/en/log';
import { HOSTILE_NAMES, openBefore } from './bidi-check';

describe('isolating names in sentences', () => {
  it.each(HOSTILE_NAMES)('nothing in %j stays open over the words after it', (name) => {
    // Unisolated, the name leaves something open over " fired".
    const bare = logEn.firedBy(name);
    expect(openBefore(bare, bare.lastIndexOf('fired'))).toBeGreaterThan(0);
    for (const wrapped of [isolateName(name), isolate(name)]) {
      const sentence = logEn.firedBy(wrapped);
      expect(sentence.startsWith('\u2068')).toBe(true);
      expect(sentence.endsWith('\u2069 fired')).toBe(true);
      expect(openBefore(sentence, sentence.lastIndexOf('fired'))).toBe(0);
    }
  });

  it('keeps the name itself: only the isolate controls that could break out are taken from it', () => {
    expect(isolateName('Mine\u202e')).toBe('\u2068Mine\u202e\u2069');
    expect(isolateName('Mine\u2069\u202e')).toBe('\u2068Mine\u202e\u2069');
    expect(isolate('Grand Battery')).toBe('\u2068Grand Battery\u2069');
  });

  it('isolates a name in right-to-left letters, which would pull the words next to it its way', () => {
    expect(isolateName('שלום')).toBe('\u2068שלום\u2069');
    expect(isolateName('الحرس')).toBe('\u2068الحرس\u2069');
  });

  it('leaves ordinary names as typed, in either alphabet', () => {
    for (const name of ['Grand Battery', 'Мои', 'IR 4 Hoch- und Deutschmeister', '23½', '']) {
      expect(isolateName(name)).toBe(name);
    }
  });
});
