/**
 * Morale thresholds (issue 36): an optional part of a rule pack. The rules text names no morale test,
 * so a pack gives them in its own words or not at all; a pack made before them still validates and
 * opens, by file and by link; bad values get every problem on its own field, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { RulePack } from '../../../src/core/pack';
import { loadLanguage } from '../../../src/i18n';
import { packProblemLine } from '../../../src/i18n/engine';
import { diffPacks, numbersDiffer, practicePack } from '../../../src/packs';
import { checkPackForm, dataFromPackForm, keptPackForm, packFormFromData } from '../../../src/packs/form';
import { packFileText, packLinkHash, parsePackText } from '../../../src/packs/share';
import { validatePack } from '../../../src/packs/validate';
import { testPackData } from '../core/helpers';

const morale = {
  unitAtOrUnder: { percent: 50, words: { en: 'Test morale (p. 34)', ru: 'Проверка морали (с. 34)' } },
  brigadeLost: { percent: 33, words: { en: 'Brigade test', ru: 'Проверка бригады' } },
};
const withMorale = { ...testPackData, id: 'club-gdb', morale };
const context = { takenIds: [], builtInId: 'practice' };

const problemsOf = (input: unknown) => {
  const result = validatePack(input);
  return result.ok ? [] : result.problem.problems.map((p) => [p.path, p.code]);
};

describe('a pack’s morale thresholds', () => {
  it('are optional: a pack made before them validates, and has none', () => {
    const old = validatePack(testPackData);
    expect(old.ok && old.value.morale).toBeUndefined();
    const pack = validatePack(withMorale);
    expect(pack.ok && pack.value.morale).toEqual(morale);
  });

  it('the practice pack has practice thresholds, and their words say so in both languages', () => {
    expect(practicePack.morale?.unitAtOrUnder?.percent).toBe(50);
    expect(practicePack.morale?.brigadeLost?.percent).toBe(25);
    for (const t of [practicePack.morale?.unitAtOrUnder, practicePack.morale?.brigadeLost]) {
      expect(t?.words.en).toMatch(/^Practice/);
      expect(t?.words.ru).toMatch(/^Учебный/);
    }
  });

  it('refuse a percentage that is not whole or not 1–100, empty words and unknown keys, each on its path', () => {
    const bad = {
      ...withMorale,
      morale: {
        unitAtOrUnder: { percent: 0, words: { en: '', ru: 'Проверка' } },
        brigadeLost: { percent: 12.5, words: { en: 'Test' } },
        armyLost: { percent: 50, words: morale.brigadeLost.words },
      },
    };
    expect(problemsOf(bad)).toEqual([
      ['morale.armyLost', 'key.unknown'],
      ['morale.unitAtOrUnder.percent', 'number.out-of-range'],
      ['morale.unitAtOrUnder.words.en', 'string.empty'],
      ['morale.brigadeLost.percent', 'type.integer'],
      ['morale.brigadeLost.words.ru', 'key.missing'],
    ]);
    expect(
      problemsOf({ ...withMorale, morale: { unitAtOrUnder: { ...morale.unitAtOrUnder, percent: 101 } } }),
    ).toEqual([['morale.unitAtOrUnder.percent', 'number.out-of-range']]);
    expect(problemsOf({ ...withMorale, morale: 50 })).toEqual([['morale', 'type.object']]);
  });

  it('a bad value reads as a clear sentence in English and in Russian, saying where', async () => {
    await loadLanguage('en');
    await loadLanguage('ru');
    const problem = {
      path: 'morale.unitAtOrUnder.percent',
      code: 'number.out-of-range' as const,
      params: { min: 1, max: 100 },
    };
    expect(packProblemLine('en', problem)).toBe(
      'Rule pack › morale thresholds › unit at or under N % of its figures › N %: Must be from 1 to 100.',
    );
    expect(packProblemLine('ru', problem)).toMatch(
      /^Набор правил › пороги морали › часть с N % фигур или меньше › N %: /,
    );
  });

  it('travel by file and by link, and a link made before them still opens', () => {
    const pack = validatePack(withMorale);
    if (!pack.ok) throw new Error('fixture');
    const byFile = parsePackText(packFileText(pack.value));
    expect(byFile.ok && byFile.value).toEqual(pack.value);
    const byLink = parsePackText(`https://example.org/app/${packLinkHash(pack.value)}`);
    expect(byLink.ok && byLink.value.morale).toEqual(morale);
    const old = validatePack({ ...testPackData, id: 'old-pack' });
    if (!old.ok) throw new Error('fixture');
    const oldLink = parsePackText(packLinkHash(old.value));
    expect(oldLink.ok && oldLink.value.morale).toBeUndefined();
  });

  it('a changed threshold is a change of the pack’s numbers, shown as one', () => {
    const before = validatePack(withMorale);
    const after = validatePack({
      ...withMorale,
      morale: { ...morale, brigadeLost: { ...morale.brigadeLost, percent: 40 } },
    });
    if (!before.ok || !after.ok) throw new Error('fixture');
    expect(diffPacks(before.value, after.value)).toEqual([
      { kind: 'field', path: 'morale.brigadeLost.percent', before: 33, after: 40 },
    ]);
    expect(numbersDiffer(before.value, after.value)).toBe(true);
  });
});

describe('morale thresholds in the pack editor', () => {
  it('are read into the editor and written back as the same pack; all empty is no thresholds', () => {
    const pack = validatePack(withMorale);
    if (!pack.ok) throw new Error('fixture');
    const draft = packFormFromData(pack.value);
    expect(draft.morale.unitAtOrUnder).toEqual({ percent: '50', words: morale.unitAtOrUnder.words });
    expect(checkPackForm(draft, context).pack).toEqual(pack.value);
    draft.morale.unitAtOrUnder = { percent: '', words: { en: ' ', ru: '' } };
    draft.morale.brigadeLost = { percent: '', words: { en: '', ru: '' } };
    expect((dataFromPackForm(draft) as RulePack).morale).toBeUndefined();
    expect(checkPackForm(draft, context).pack?.morale).toBeUndefined();
  });

  it('take "50 %" as typed from a rulebook, and flag a half-typed threshold on its empty fields', () => {
    const draft = packFormFromData(testPackData);
    draft.morale.brigadeLost = { percent: '25 %', words: { en: 'Brigade test', ru: '' } };
    expect(checkPackForm(draft, context).problems.map((p) => [p.field, p.code])).toEqual([
      ['morale.brigadeLost.words.ru', 'string.empty'],
    ]);
    draft.morale.brigadeLost = { percent: '', words: { en: 'Brigade test', ru: 'Проверка бригады' } };
    expect(checkPackForm(draft, context).problems.map((p) => [p.field, p.code])).toEqual([
      ['morale.brigadeLost.percent', 'key.missing'],
    ]);
    draft.morale.brigadeLost.percent = 'half';
    expect(checkPackForm(draft, context).problems.map((p) => [p.field, p.code])).toEqual([
      ['morale.brigadeLost.percent', 'type.integer'],
    ]);
  });

  it('an editor form kept by a version before thresholds opens with them empty', () => {
    const { morale: _, ...kept } = packFormFromData(testPackData);
    const form = keptPackForm(kept) as ReturnType<typeof packFormFromData>;
    expect(form.morale).toEqual({
      unitAtOrUnder: { percent: '', words: { en: '', ru: '' } },
      brigadeLost: { percent: '', words: { en: '', ru: '' } },
    });
  });
});
