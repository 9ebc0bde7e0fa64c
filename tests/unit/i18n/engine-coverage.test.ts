/**
 * Every code, vocabulary member and clause id the engine can answer with has words in both
 * languages. The loops run over the engine's own tuples, so a new code without words fails here
 * (and in the compiler, through `EngineWords`).
 */
import { describe, expect, it } from 'vitest';
import { CHECK_CODES, MODIFIER_CODES, MODIFIER_SOURCES, REFUSAL_CODES } from '../../../src/core/codes';
import { firesAs } from '../../../src/core/open-order';
import { SITUATION_QUESTIONS } from '../../../src/core/situation';
import {
  AMMUNITION,
  ARMS,
  BATTERY_KINDS,
  FORMATIONS,
  INFANTRY_TYPES,
  MOVED,
  NATIONS,
  NO_MARKERS,
  RANGE_BANDS,
  RULE_REFS,
  SCALES,
  SIDES,
  UNIT_CLASSES,
} from '../../../src/core/vocabulary';
import {
  checkText,
  engineWords,
  modifierText,
  packProblemText,
  questionLabel,
  questionText,
  refusalText,
  ruleTitle,
} from '../../../src/i18n/engine';
import { PACK_PROBLEM_CODES } from '../../../src/packs/validate';
import type { Lang } from '../../../src/reference/types';

const LANGS: readonly Lang[] = ['en', 'ru'];
const CYRILLIC = /[А-Яа-яЁё]/;

/** A word is shown to a player: non-empty, no leaked "undefined"/"NaN", in the right script. */
function expectWords(lang: Lang, text: string, what: string): void {
  expect(text.trim(), what).not.toBe('');
  expect(text, what).not.toMatch(/undefined|NaN|\[object/);
  if (lang === 'ru') expect(text, `${what} is Russian`).toMatch(CYRILLIC);
  else expect(text, `${what} is English`).not.toMatch(CYRILLIC);
}

describe.each(LANGS)('engine words in %s', (lang) => {
  const words = engineWords(lang);

  it('names every vocabulary member', () => {
    const sets = [
      ['nations', NATIONS, words.nations],
      ['sides', SIDES, words.sides],
      ['arms', ARMS, words.arms],
      ['infantryTypes', INFANTRY_TYPES, words.infantryTypes],
      ['markers', Object.keys(NO_MARKERS), words.markers],
      ['unitClasses', UNIT_CLASSES, words.unitClasses],
      ['formations', FORMATIONS, words.formations],
      ['batteryKinds', BATTERY_KINDS, words.batteryKinds],
      ['ammunition', AMMUNITION, words.ammunition],
      ['rangeBands', RANGE_BANDS, words.rangeBands],
      ['moved', MOVED, words.moved],
      ['scales', SCALES, words.scales],
      ['scaleHints', SCALES, words.scaleHints],
      ['modifierSources', MODIFIER_SOURCES, words.modifierSources],
    ] as const;
    for (const [name, members, labels] of sets) {
      const table = labels as Readonly<Record<string, string>>;
      // Exactly the engine's members: no stale key for a member the engine dropped.
      expect(Object.keys(table).sort(), name).toEqual([...members].sort());
      for (const member of members) expectWords(lang, table[member] ?? '', `${name}.${member}`);
      // Labels in one set must tell the members apart on a picker.
      expect(new Set(Object.values(table)).size, name).toBe(members.length);
    }
  });

  it('says how each formation fires (open-order.d)', () => {
    // FiresAs has no tuple in the engine; `firesAs` answers for every formation, so ask it.
    for (const formation of FORMATIONS) expectWords(lang, words.firesAs[firesAs(formation).as], formation);
  });

  it('words every step of a resolved shot', () => {
    const results = words.results;
    for (const band of RANGE_BANDS) {
      expectWords(lang, results.rangeDeclared(band), band);
      for (const scale of SCALES) expectWords(lang, results.rangeMeasured(12.5, band, 40, scale), band);
    }
    expectWords(lang, results.roll([3, 4], -2, 5), 'roll');
    expectWords(lang, results.clamped('below', -1, 0), 'clamped below');
    expectWords(lang, results.clamped('above', 20, 14), 'clamped above');
    expect(results.clamped('below', -1, 0)).not.toBe(results.clamped('above', -1, 0));
  });

  it('asks every table question as a yes/no question, in both scales', () => {
    for (const question of SITUATION_QUESTIONS) {
      expectWords(lang, questionLabel(lang, question), question);
      expect(
        SITUATION_QUESTIONS.filter((other) => questionLabel(lang, other) === questionLabel(lang, question)),
      ).toEqual([question]);
      for (const scale of SCALES) {
        const asked = questionText(lang, question, { scale });
        expectWords(lang, asked, `${question} (${scale})`);
        expect(asked.endsWith('?'), asked).toBe(true);
      }
    }
  });

  it('has a sentence for every refusal, check and modifier, even without params', () => {
    expect(Object.keys(words.refusals).sort()).toEqual([...REFUSAL_CODES].sort());
    expect(Object.keys(words.checks).sort()).toEqual([...CHECK_CODES].sort());
    expect(Object.keys(words.modifiers).sort()).toEqual([...MODIFIER_CODES].sort());
    for (const scale of SCALES) {
      for (const code of REFUSAL_CODES) expectWords(lang, refusalText(lang, { code }, { scale }), code);
      for (const code of CHECK_CODES) expectWords(lang, checkText(lang, { code }, { scale }), code);
    }
    for (const code of MODIFIER_CODES) {
      for (const source of MODIFIER_SOURCES)
        expectWords(lang, modifierText(lang, { code, value: -1, source }), `${code} ${source}`);
    }
  });

  it('has a sentence for every pack problem, with and without a distance path', () => {
    expect(Object.keys(words.packProblems).sort()).toEqual([...PACK_PROBLEM_CODES].sort());
    for (const code of PACK_PROBLEM_CODES) {
      expectWords(lang, packProblemText(lang, { code, path: 'version' }), code);
      expectWords(lang, packProblemText(lang, { code, path: 'gunTypes[0].ranges.long.in' }), code);
    }
  });

  it('titles every clause, each title its own', () => {
    expect(Object.keys(words.ruleTitles)).toEqual([...RULE_REFS]);
    for (const ref of RULE_REFS) expectWords(lang, ruleTitle(lang, ref), ref);
    expect(new Set(RULE_REFS.map((ref) => ruleTitle(lang, ref))).size).toBe(RULE_REFS.length);
  });
});

describe('no sentence passes a number off as official', () => {
  // rules-notes: the app must never claim to be official; pack numbers are "pack values".
  it.each(LANGS)('%s', (lang) => {
    const texts: string[] = [];
    for (const scale of SCALES) {
      const params = { distance: 90, longMax: 75, year: 1811, fromYear: 1812, index: 0, count: 2 };
      for (const code of REFUSAL_CODES) texts.push(refusalText(lang, { code, params }, { scale }));
      for (const code of CHECK_CODES) texts.push(checkText(lang, { code }, { scale }));
      for (const question of SITUATION_QUESTIONS) texts.push(questionText(lang, question, { scale }));
    }
    for (const code of PACK_PROBLEM_CODES)
      texts.push(packProblemText(lang, { code, path: 'version', params: { min: 1, max: 9 } }));
    for (const ref of RULE_REFS) texts.push(ruleTitle(lang, ref));
    for (const text of texts) expect(text).not.toMatch(/official|официальн/i);
  });
});
