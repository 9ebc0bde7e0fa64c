/**
 * Every code, vocabulary member and clause id the engine can answer with has words in both
 * languages. The loops run over the engine's own tuples, so a new code without words fails here
 * (and in the compiler, through `EngineWords`).
 */
import { describe, expect, it } from 'vitest';
import {
  CHECK_CODES,
  MODIFIER_CODES,
  MODIFIER_SOURCES,
  REFUSAL_CODES,
  type Refusal,
  type RefusalCode,
} from '../../../src/core/codes';
import { resolveFire } from '../../../src/core/fire';
import type { FireRequest } from '../../../src/core/fire-request';
import { canFormOpenOrder, firesAs } from '../../../src/core/open-order';
import type { ValidatedPack } from '../../../src/core/pack';
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
  type RuleRef,
  SCALES,
  SIDES,
  UNIT_CLASSES,
} from '../../../src/core/vocabulary';
import { wordsIn } from '../../../src/i18n';
import {
  checkText,
  modifierText,
  packProblemText,
  questionLabel,
  questionText,
  refusalText,
  ruleTitle,
} from '../../../src/i18n/engine';
import { practicePack, practicePackData } from '../../../src/packs/practice';
import { PACK_PROBLEM_CODES, validatePack } from '../../../src/packs/validate';
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
  // The engine's words, wherever they load: the names (the cards'), the terms, the sentences.
  const words = { ...wordsIn(lang, 'names'), ...wordsIn(lang, 'terms'), ...wordsIn(lang, 'engine') };

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
    expect(Object.keys(wordsIn(lang, 'packProblems').codes).sort()).toEqual([...PACK_PROBLEM_CODES].sort());
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

// --- every refusal the engine can produce: an input that produces it, its clause, its words --------

/** A French foot 6pdr firing roundshot at effective range at an Austrian line in line, plus the patch. */
function fire(patch: Record<string, unknown> = {}, pack: unknown = practicePack): readonly Refusal[] {
  const request = {
    battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '6pdr' },
    target: {
      side: 'opponent',
      arm: 'infantry',
      nation: 'austria',
      infantryType: 'line',
      class: 'line',
      formation: 'line',
      figures: 24,
    },
    ammo: 'roundshot',
    range: { band: 'effective' },
    movement: { moved: 'none', unlimbered: false },
    firedThisTurn: false,
    dice: [3, 4],
    ...patch,
  } as unknown as FireRequest;
  const result = resolveFire(request, pack as ValidatedPack);
  return result.legal ? [] : result.refusals;
}
const target = (patch: Record<string, unknown>) => ({
  target: {
    side: 'opponent',
    arm: 'infantry',
    nation: 'austria',
    infantryType: 'line',
    class: 'line',
    formation: 'line',
    figures: 24,
    ...patch,
  },
});
function openOrder(unit: Record<string, unknown> | null, year: number): readonly Refusal[] {
  const answer = canFormOpenOrder(unit as never, year);
  return answer.ok ? [] : answer.refusals;
}
const line = { arm: 'infantry', nation: 'russia', infantryType: 'line', class: 'veteran' };
function cmOnlyPack(): ValidatedPack {
  const result = validatePack({ ...structuredClone(practicePackData), scales: ['cm'] });
  if (!result.ok) throw new Error('cm-only pack invalid');
  return result.value;
}

const PRODUCED: Readonly<Record<RefusalCode, readonly [RuleRef, () => readonly Refusal[]]>> = {
  'open-order.not-infantry': ['open-order', () => openOrder({ ...line, arm: 'artillery' }, 1813)],
  'open-order.class-too-low': ['open-order.c', () => openOrder({ ...line, class: 'conscript' }, 1813)],
  'open-order.before-1812': ['open-order.c', () => openOrder(line, 1811)],
  'open-order.french-ally-line': ['open-order.b', () => openOrder({ ...line, nation: 'french-ally' }, 1813)],
  'open-order.year-invalid': ['open-order.c', () => openOrder(line, Number.NaN)],
  'open-order.invalid-unit': ['open-order', () => openOrder(null, 1813)],
  'request.invalid-battery': ['artillery.procedure', () => fire({ battery: null })],
  'request.invalid-target': ['artillery.procedure', () => fire({ target: 'the Austrians' })],
  'request.invalid-ammo': ['artillery.procedure', () => fire({ ammo: 'grape' })],
  'request.invalid-range': ['artillery.procedure', () => fire({ range: {} })],
  'request.invalid-movement': ['artillery.movement', () => fire({ movement: null })],
  'request.invalid-situation': ['artillery.procedure', () => fire({ situation: [] })],
  'request.campaign-year-missing': [
    'open-order.c',
    () => fire(target({ formation: 'open-order', class: 'veteran' })),
  ],
  'pack.invalid': ['artillery.procedure', () => fire({}, { id: 'practice' })],
  'gun-type.unknown': [
    'artillery.procedure',
    () => fire({ battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '24pdr' } }),
  ],
  'gun-type.wrong-battery-kind': [
    'artillery.procedure',
    () => fire({ battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '3pdr-horse' } }),
  ],
  'range.scale-unsupported': [
    'artillery.procedure',
    () => fire({ range: { distance: 10, scale: 'in' } }, cmOnlyPack()),
  ],
  'range.beyond-long': ['artillery.procedure', () => fire({ range: { distance: 999, scale: 'cm' } })],
  'target.same-side': ['artillery.procedure', () => fire(target({ side: 'mine' }))],
  'target.no-figures': ['artillery.procedure', () => fire(target({ figures: 0 }))],
  'target.formation-missing': ['artillery.procedure', () => fire(target({ formation: undefined }))],
  'screen.missing': ['artillery.skirmishers.roundshot', () => fire({ situation: { screenIsTarget: true } })],
  'table.no-column': ['artillery.procedure', () => fire({ ammo: 'canister', range: { band: 'long' } })],
  'dice.invalid': ['artillery.procedure', () => fire({ dice: [0, 7] })],
  'situation.unanswered': ['artillery.restrictions.C.a', () => fire({ situation: { overheadFire: true } })],
  'movement.fired-this-turn': ['artillery.movement', () => fire({ firedThisTurn: true })],
  'movement.moved-over-half': [
    'artillery.movement',
    () => fire({ movement: { moved: 'over-half', unlimbered: false } }),
  ],
  'movement.foot-unlimbered': [
    'artillery.movement',
    () => fire({ movement: { moved: 'none', unlimbered: true } }),
  ],
  'canister.friendly-in-arc': [
    'artillery.restrictions.A',
    () => fire({ ammo: 'canister', range: { band: 'canister' }, situation: { friendlyInArc: true } }),
  ],
  'long-range.friendly-near-front': [
    'artillery.restrictions.B.a',
    () => fire({ range: { band: 'long' }, situation: { friendlyNearFront: true, clearSightBeyond: false } }),
  ],
  'roundshot.friendly-in-bounce-path': [
    'artillery.restrictions.B.c',
    () => fire({ situation: { friendlyInBouncePath: true } }),
  ],
  'overhead.not-higher-ground': [
    'artillery.restrictions.C.a',
    () =>
      fire({
        situation: { overheadFire: true, batteryOnHigherGround: false, friendsClearOfBatteryAndEnemy: true },
      }),
  ],
  'overhead.friends-too-close': [
    'artillery.restrictions.C.b',
    () =>
      fire({
        situation: { overheadFire: true, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: false },
      }),
  ],
  'overhead.canister': [
    'artillery.restrictions.C.c',
    () =>
      fire({
        ammo: 'canister',
        range: { band: 'canister' },
        situation: { overheadFire: true, batteryOnHigherGround: true, friendsClearOfBatteryAndEnemy: true },
      }),
  ],
};

describe('every refusal the engine can produce cites its clause and has words in both languages', () => {
  it('there is an example for every refusal code', () => {
    expect(Object.keys(PRODUCED).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it.each(Object.entries(PRODUCED))('%s', (code, [clause, produce]) => {
    const refusal = produce().find((r) => r.code === code);
    expect(refusal, `${code} was not produced`).toBeDefined();
    if (refusal === undefined) return;
    expect(refusal.ruleRef).toBe(clause);
    expect(RULE_REFS).toContain(refusal.ruleRef);
    for (const lang of LANGS) {
      for (const scale of SCALES)
        expectWords(lang, refusalText(lang, refusal, { scale }), `${code} (${scale})`);
      expectWords(lang, ruleTitle(lang, refusal.ruleRef), `${code} → ${refusal.ruleRef}`);
    }
  });

  it.each(LANGS)('situation.unanswered names each question that permits a shot (%s)', (lang) => {
    SITUATION_QUESTIONS.forEach((question, index) => {
      for (const scale of SCALES) {
        const text = refusalText(
          lang,
          { code: 'situation.unanswered', params: { question: index } },
          { scale },
        );
        expect(text).toContain(questionText(lang, question, { scale }));
      }
    });
  });
});
