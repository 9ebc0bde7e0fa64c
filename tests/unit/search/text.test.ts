/** Word forms, ё, diacritics and keyboard layouts: the pieces that make a typed word meet the text. */
import { describe, expect, it } from 'vitest';
import { cyrillicToLatinLayout, latinToCyrillicLayout } from '../../../src/search/layout';
import { normalize } from '../../../src/search/normalize';
import { typoBudget } from '../../../src/search/query';
import { termOf } from '../../../src/search/stem';

describe('word forms meet on one index term', () => {
  // Each group is forms a player meets in the seed text or types; all must stem alike.
  it.each([
    [['картечь', 'картечью', 'картечи', 'Картечью']], // artillery.restrictions.A, .C.c
    [['стрельба', 'стрельбы', 'Стрельбе', 'стрельбу']],
    [['застрельщики', 'Застрельщикам', 'застрельщиками', 'Застрельщиков']], // artillery.skirmishers.*
    [['батарея', 'батареи', 'батарей', 'батарею']], // Snowball alone splits батаре / батар
    [['ядра', 'ядро', 'ядрами']],
    [['ведёт', 'ведет']],
    [['skirmishers', 'skirmisher', 'skirmish']],
    [['battery', 'batteries']],
    [['Jäger', 'Jager', 'jager']],
    [['unlimbered', 'unlimbering']],
  ])('%j', (forms) => {
    expect(new Set(forms.map(termOf)).size).toBe(1);
  });

  it('keeps different words apart', () => {
    expect(termOf('картечь')).not.toBe(termOf('карта'));
    expect(termOf('стрелки')).not.toBe(termOf('стрельба'));
    expect(termOf('roundshot')).not.toBe(termOf('round'));
  });

  it('keeps numbers and dice whole', () => {
    expect(termOf('2Д6')).toBe('2д6');
    expect(termOf('1812')).toBe('1812');
    expect(termOf('9pdr')).toBe('9pdr');
  });

  it('folds ё and Latin diacritics but keeps й', () => {
    expect(normalize('Ёлка Jäger Fusilier')).toBe('елка jager fusilier');
    expect(normalize('Рассыпной')).toBe('рассыпной');
  });
});

describe('keyboard layout', () => {
  it('reads English-layout typing as Russian, punctuation keys included', () => {
    expect(latinToCyrillicLayout('rfhntxm')).toBe('картечь');
    expect(latinToCyrillicLayout(',fnfhtz')).toBe('батарея'); // , is б
    expect(latinToCyrillicLayout('.')).toBe('ю');
    expect(latinToCyrillicLayout(';')).toBe('ж');
    expect(latinToCyrillicLayout("'")).toBe('э');
    expect(latinToCyrillicLayout('[]')).toBe('хъ');
    expect(latinToCyrillicLayout('`')).toBe('ё');
    expect(latinToCyrillicLayout('Jnrhsnsq')).toBe('открытый');
  });

  it('reads Russian-layout typing as English', () => {
    expect(cyrillicToLatinLayout('сфтшыеук')).toBe('canister');
    expect(cyrillicToLatinLayout('ЫЛШКЬШЫР')).toBe('skirmish');
  });
});

describe('typo budget', () => {
  it.each([
    ['ядра', 'ядр', 0], // under 5 letters: no typo
    ['ядрами', 'ядр', 0], // 6 letters, but a 3-letter stem would match too much
    ['картечь', 'картеч', 1],
    ['canister', 'canist', 1],
    ['roundshot', 'roundshot', 2], // 9+ letters: two
    ['застрельщики', 'застрельщик', 2],
  ])('%s → %i', (word, term, budget) => {
    expect(typoBudget(word, term)).toBe(budget);
  });
});
