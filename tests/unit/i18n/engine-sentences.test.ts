/**
 * The sentences carry the engine's numbers: each case takes a real answer from the engine or the
 * pack validator and checks what the player reads. If the engine renames a param, these fail.
 */
import { describe, expect, it } from 'vitest';
import { allocateCasualties } from '../../../src/core/allocation';
import type { Refusal } from '../../../src/core/codes';
import { resolveFire } from '../../../src/core/fire';
import type { FireRequest, FireTarget } from '../../../src/core/fire-request';
import { canFormOpenOrder } from '../../../src/core/open-order';
import { findGunType } from '../../../src/core/pack';
import { bandForDistance } from '../../../src/core/range';
import { readTable } from '../../../src/core/table';
import { wordsIn } from '../../../src/i18n';
import {
  checkText,
  modifierText,
  packPathText,
  packProblemLine,
  packProblemText,
  questionText,
  refusalText,
  ruleTitle,
} from '../../../src/i18n/engine';
import { practicePack, practicePackData, validatePack } from '../../../src/packs';

const NBSP = '\u00a0';

const column: FireTarget = {
  side: 'opponent',
  arm: 'infantry',
  nation: 'austria',
  infantryType: 'line',
  class: 'line',
  formation: 'column',
  figures: 24,
};

/** A French foot 6pdr, unmoved, firing roundshot at effective range at an Austrian column. */
function request(patch: Partial<FireRequest> = {}): FireRequest {
  return {
    battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '6pdr' },
    target: column,
    ammo: 'roundshot',
    range: { band: 'effective' },
    movement: { moved: 'none', unlimbered: false },
    firedThisTurn: false,
    dice: [3, 4],
    ...patch,
  };
}

function refusalsOf(patch: Partial<FireRequest>): readonly Refusal[] {
  const result = resolveFire(request(patch), practicePack);
  return result.legal ? [] : result.refusals;
}

function onlyRefusal(refusals: readonly Refusal[], code: Refusal['code']): Refusal {
  const found = refusals.find((refusal) => refusal.code === code);
  if (found === undefined) throw new Error(`expected ${code}, got ${refusals.map((r) => r.code).join(', ')}`);
  return found;
}

describe('open-order.c: the campaign year is in the refusal', () => {
  const russianLine = { arm: 'infantry', nation: 'russia', infantryType: 'line', class: 'veteran' } as const;

  it.each([1811, 1805])('a Russian veteran line battalion in %i', (year) => {
    const answer = canFormOpenOrder(russianLine, year);
    if (answer.ok) throw new Error('expected a refusal before 1812');
    const refusal = onlyRefusal(answer.refusals, 'open-order.before-1812');
    for (const lang of ['en', 'ru'] as const) {
      const text = refusalText(lang, refusal, { scale: 'cm' });
      expect(text).toContain(String(year));
      expect(text).toContain('1812');
    }
    expect(refusalText('ru', refusal, { scale: 'cm' })).toContain(`В ${year} году`);
  });
});

describe('the game scale decides 10 cm or 6" (rules-notes quirk: not a conversion)', () => {
  const nearFront = onlyRefusal(
    refusalsOf({ range: { band: 'long' }, situation: { friendlyNearFront: true, clearSightBeyond: false } }),
    'long-range.friendly-near-front',
  );
  const overheadTooClose = onlyRefusal(
    refusalsOf({ situation: { overheadFire: true, friendsClearOfBatteryAndEnemy: false } }),
    'overhead.friends-too-close',
  );

  it.each([
    ['en', 'cm', `10${NBSP}cm`, '6"'],
    ['en', 'in', '6"', `10${NBSP}cm`],
    ['ru', 'cm', `10${NBSP}см`, '6"'],
    ['ru', 'in', '6"', `10${NBSP}см`],
  ] as const)('%s, %s game: shows %s, never %s', (lang, scale, shown, hidden) => {
    const texts = [
      refusalText(lang, nearFront, { scale }),
      refusalText(lang, overheadTooClose, { scale }),
      questionText(lang, 'friendlyNearFront', { scale }),
      questionText(lang, 'clearSightBeyond', { scale }),
      questionText(lang, 'friendsClearOfBatteryAndEnemy', { scale }),
      checkText(lang, { code: 'long-range.clear-sight-exception' }, { scale }),
      checkText(lang, { code: 'overhead.friends-clear' }, { scale }),
    ];
    for (const text of texts) {
      expect(text).toContain(shown);
      expect(text).not.toContain(hidden);
    }
  });
});

describe('range.beyond-long shows the measured distance and the pack limit', () => {
  const gun = findGunType(practicePack, '6pdr');
  if (gun === undefined) throw new Error('practice pack lost its 6pdr');

  it.each([
    ['en', 100, 'cm', `100${NBSP}cm`, `${gun.ranges.long.cm}${NBSP}cm`],
    ['en', 60, 'in', '60"', `${gun.ranges.long.in}"`],
    ['ru', 100, 'cm', `100${NBSP}см`, `${gun.ranges.long.cm}${NBSP}см`],
    ['ru', 80.5, 'cm', `80,5${NBSP}см`, `${gun.ranges.long.cm}${NBSP}см`],
    ['en', 80.5, 'cm', `80.5${NBSP}cm`, `${gun.ranges.long.cm}${NBSP}cm`],
  ] as const)('%s: %f %s', (lang, distance, scale, measured, limit) => {
    const answer = bandForDistance(gun, distance, scale, practicePack);
    if (answer.ok) throw new Error('expected beyond long range');
    const text = refusalText(lang, answer.refusal, { scale });
    expect(text).toContain(measured);
    expect(text).toContain(limit);
    // The limit is the pack's number, and says so.
    expect(text).toContain(lang === 'en' ? 'pack value' : 'значение из набора правил');
  });
});

describe('bad dice say which die', () => {
  it('each die that is not 1..6 gets its own sentence', () => {
    const refusals = refusalsOf({ dice: [0, 9] }).filter((refusal) => refusal.code === 'dice.invalid');
    expect(refusals).toHaveLength(2);
    const en = refusals.map((refusal) => refusalText('en', refusal, { scale: 'cm' }));
    const ru = refusals.map((refusal) => refusalText('ru', refusal, { scale: 'cm' }));
    expect(en[0]).toMatch(/first die/);
    expect(en[1]).toMatch(/second die/);
    expect(ru[0]).toMatch(/^Первый кубик/);
    expect(ru[1]).toMatch(/^Второй кубик/);
  });

  it('not a pair of dice asks for 2D6', () => {
    const dice = [3] as unknown as FireRequest['dice'];
    const refusal = onlyRefusal(refusalsOf({ dice }), 'dice.invalid');
    expect(refusalText('en', refusal, { scale: 'cm' })).toContain('2D6');
    expect(refusalText('ru', refusal, { scale: 'cm' })).toContain('2Д6: введите 2 кубика');
  });
});

describe('modifiers name their source', () => {
  it('pack values are labelled as pack values (artillery.procedure, artillery.movement)', () => {
    const result = resolveFire(request({ movement: { moved: 'half', unlimbered: false } }), practicePack);
    if (!result.legal) throw new Error('expected a legal shot');
    const en = result.chain.modifiers.map((modifier) => modifierText('en', modifier));
    const ru = result.chain.modifiers.map((modifier) => modifierText('ru', modifier));
    const columnValue = practicePack.modifiers.targetFormation.column ?? 0;
    const movedValue = practicePack.modifiers.movedHalf;
    const signed = (value: number) => (value > 0 ? `+${value}` : `\u2212${Math.abs(value)}`);
    expect(en).toEqual([
      `Target in column: ${signed(columnValue)} (pack value)`,
      `Battery moved up to half its move: ${signed(movedValue)} (pack value)`,
    ]);
    expect(ru).toEqual([
      `Цель в колонне: ${signed(columnValue)} (значение из набора правил)`,
      `Батарея прошла до половины дистанции движения: ${signed(movedValue)} (значение из набора правил)`,
    ]);
  });

  it("open order's −2 is the rules text's own (open-order.e)", () => {
    const target: FireTarget = {
      ...column,
      nation: 'russia',
      infantryType: 'light',
      class: 'veteran',
      formation: 'open-order',
    };
    const result = resolveFire(request({ target, campaignYear: 1812 }), practicePack);
    if (!result.legal) throw new Error('expected a legal shot');
    expect(result.chain.modifiers.map((modifier) => modifierText('en', modifier))).toEqual([
      'Target in open order: \u22122 (rules text)',
    ]);
    expect(result.chain.modifiers.map((modifier) => modifierText('ru', modifier))).toEqual([
      'Цель в рассыпном строю: \u22122 (текст правил)',
    ]);
  });
});

describe('casualties in Russian and English plurals', () => {
  const screened: FireTarget = { ...column, screen: { figures: 6 } };

  it('the worked example: canister, 4 casualties, skirmishers 1, column 3 (artillery.skirmishers.example)', () => {
    const split = allocateCasualties(4, screened, 'canister', false);
    const words = { en: wordsIn('en', 'engine').results, ru: wordsIn('ru', 'engine').results };
    expect(words.en.allocation(split.skirmishers, split.line)).toBe(
      'The skirmishers lose 1 figure, the screened unit 3 figures.',
    );
    expect(words.ru.allocation(split.skirmishers, split.line)).toBe(
      'Застрельщики теряют 1 фигуру, прикрытое подразделение — 3 фигуры.',
    );
    expect(words.ru.casualties(split.skirmishers + split.line)).toBe('Потери: 4 фигуры');
  });

  it('roundshot: the screen loses nothing (artillery.skirmishers.roundshot)', () => {
    const split = allocateCasualties(5, screened, 'roundshot', false);
    expect(wordsIn('ru', 'engine').results.allocation(split.skirmishers, split.line)).toBe(
      'Застрельщики не несут потерь; прикрытое подразделение теряет 5 фигур.',
    );
    expect(wordsIn('en', 'engine').results.allocation(split.skirmishers, split.line)).toBe(
      'The skirmishers lose nothing; the screened unit loses 5 figures.',
    );
  });

  it.each([
    [1, 'Потери: 1 фигура', 'Casualties: 1 figure'],
    [2, 'Потери: 2 фигуры', 'Casualties: 2 figures'],
    [5, 'Потери: 5 фигур', 'Casualties: 5 figures'],
    [11, 'Потери: 11 фигур', 'Casualties: 11 figures'],
    [21, 'Потери: 21 фигура', 'Casualties: 21 figures'],
    [0, 'Потери: 0 фигур', 'Casualties: 0 figures'],
  ])('%i', (count, ru, en) => {
    expect(wordsIn('ru', 'engine').results.casualties(count)).toBe(ru);
    expect(wordsIn('en', 'engine').results.casualties(count)).toBe(en);
  });
});

describe('half figures (issue 15): 23½, never 23.5', () => {
  it.each([
    [23.5, 'Потери: 23½ фигуры', 'Casualties: 23½ figures'],
    [0.5, 'Потери: ½ фигуры', 'Casualties: ½ figure'],
    [1.5, 'Потери: 1½ фигуры', 'Casualties: 1½ figures'],
  ])('%f', (count, ru, en) => {
    expect(wordsIn('ru', 'engine').results.casualties(count)).toBe(ru);
    expect(wordsIn('en', 'engine').results.casualties(count)).toBe(en);
  });

  it('2½ by canister through a screen: 1 to the skirmishers, 1½ to the unit (note.first-casualty-half)', () => {
    const split = allocateCasualties(2.5, { ...column, screen: { figures: 6 } }, 'canister', false);
    expect(wordsIn('en', 'engine').results.allocation(split.skirmishers, split.line)).toBe(
      'The skirmishers lose 1 figure, the screened unit 1½ figures.',
    );
    expect(wordsIn('ru', 'engine').results.allocation(split.skirmishers, split.line)).toBe(
      'Застрельщики теряют 1 фигуру, прикрытое подразделение — 1½ фигуры.',
    );
  });

  it('½ goes wholly to the skirmishers', () => {
    const split = allocateCasualties(0.5, { ...column, screen: { figures: 6 } }, 'canister', false);
    expect(wordsIn('en', 'engine').results.allocation(split.skirmishers, split.line)).toBe(
      'The skirmishers lose ½ figure, the screened unit 0 figures.',
    );
    expect(wordsIn('ru', 'engine').results.allocation(split.skirmishers, split.line)).toBe(
      'Застрельщики теряют ½ фигуры, прикрытое подразделение — 0 фигур.',
    );
  });
});

describe('questions that permit a shot: the refusal asks the very question (situation.unanswered)', () => {
  it.each([
    ['batteryOnHigherGround', { overheadFire: true, friendsClearOfBatteryAndEnemy: true }, 'effective'],
    ['friendsClearOfBatteryAndEnemy', { overheadFire: true, batteryOnHigherGround: true }, 'effective'],
    ['clearSightBeyond', { friendlyNearFront: true }, 'long'],
  ] as const)('%s', (question, situation, band) => {
    const refusal = onlyRefusal(refusalsOf({ situation, range: { band } }), 'situation.unanswered');
    for (const lang of ['en', 'ru'] as const) {
      for (const scale of ['cm', 'in'] as const) {
        const text = refusalText(lang, refusal, { scale });
        expect(text).toContain(questionText(lang, question, { scale }));
        expect(text).toMatch(lang === 'en' ? /^Answer first: / : /^Сначала ответьте на вопрос: «/);
      }
    }
  });
});

describe('cavalry and battery targets in words', () => {
  it('a cavalry target without a formation is asked for line or column', () => {
    const target: FireTarget = {
      side: 'opponent',
      arm: 'cavalry',
      nation: 'russia',
      class: 'line',
      figures: 12,
    };
    const refusal = onlyRefusal(refusalsOf({ target }), 'target.formation-missing');
    expect(refusalText('en', refusal, { scale: 'cm' })).toBe(
      "Choose the cavalry's formation: line or column.",
    );
    expect(refusalText('ru', refusal, { scale: 'cm' })).toBe(
      'Выберите построение кавалерии: линия или колонна.',
    );
  });

  it('the practice pack’s cavalry and battery values are labelled as pack values', () => {
    const cavalry: FireTarget = {
      side: 'opponent',
      arm: 'cavalry',
      nation: 'russia',
      class: 'line',
      formation: 'line',
      figures: 12,
    };
    const result = resolveFire(request({ target: cavalry }), practicePack);
    if (!result.legal) throw new Error('expected a legal shot');
    expect(result.chain.modifiers.map((m) => modifierText('en', m))).toEqual([
      'Target is cavalry in line: +1 (pack value)',
    ]);
    expect(result.chain.modifiers.map((m) => modifierText('ru', m))).toEqual([
      'Цель — кавалерия в линии: +1 (значение из набора правил)',
    ]);
  });
});

describe('the steps of a shot', () => {
  it('dice, modifiers and score (artillery.procedure: roll 2D6, add all modifiers)', () => {
    const result = resolveFire(request({ dice: [3, 4] }), practicePack);
    if (!result.legal) throw new Error('expected a legal shot');
    const { dice, totalModifier, modifiedScore } = result.chain;
    expect(wordsIn('en', 'engine').results.roll(dice, totalModifier, modifiedScore)).toBe(
      `2D6: 3 + 4 = 7; modifiers +${totalModifier}; score ${modifiedScore}.`,
    );
    expect(wordsIn('ru', 'engine').results.roll(dice, totalModifier, modifiedScore)).toContain(
      '2Д6: 3 + 4 = 7',
    );
  });

  it('a score off the table names the row read instead', () => {
    const rows = practicePack.table.roundshot.long;
    if (rows === null) throw new Error('practice pack lost a column');
    const cell = readTable(rows, 'roundshot', 'long', 99);
    if (cell === undefined || cell.clamped === 'none') throw new Error('expected a clamped read');
    expect(wordsIn('en', 'engine').results.clamped(cell.clamped, cell.score, cell.row)).toContain(
      `highest row (${cell.row})`,
    );
    expect(wordsIn('ru', 'engine').results.clamped(cell.clamped, cell.score, cell.row)).toContain(
      `верхняя строка (${cell.row})`,
    );
  });
});

describe('pack problems: sentence and place, from the validator', () => {
  /** A copy of the practice pack with one thing broken, and what the validator says about it. */
  function broken(edit: (pack: Record<string, unknown>) => void) {
    const data: Record<string, unknown> = structuredClone(practicePackData);
    edit(data);
    const result = validatePack(data);
    if (result.ok) throw new Error('expected problems');
    return result.problem.problems;
  }

  it('a long range shorter than effective range, in inches', () => {
    const problems = broken((pack) => {
      const second = (pack.gunTypes as { ranges: { long: { in: number } } }[])[1];
      if (second !== undefined) second.ranges.long.in = 20;
    });
    const problem = problems.find((entry) => entry.code === 'range.not-increasing');
    if (problem === undefined) throw new Error('expected range.not-increasing');
    const effective = practicePackData.gunTypes[1].ranges.effective.in;
    expect(packProblemText('en', problem)).toContain(`more than ${effective}"`);
    expect(packProblemText('ru', problem)).toContain(`больше ${effective}"`);
    expect(packPathText('en', problem.path)).toBe(
      'Rule pack › gun types › gun type 2 › ranges › long range › inches',
    );
    expect(packPathText('ru', problem.path)).toBe(
      'Набор правил › орудия › орудие 2 › дистанции › дальняя дистанция › дюймы',
    );
  });

  it('numbers out of range, too-long text, decreasing casualties: params in the sentence', () => {
    const problems = broken((pack) => {
      pack.version = 0;
      pack.name = { en: 'x'.repeat(81), ru: 'Учебные' };
      const row = (pack.table as { roundshot: { canister: { casualties: number }[] } }).roundshot.canister[3];
      if (row !== undefined) row.casualties = 0;
    });
    const lines = (lang: 'en' | 'ru') => problems.map((problem) => packProblemLine(lang, problem));
    expect(lines('en')).toEqual(
      expect.arrayContaining([
        'Rule pack › version: Must be from 1 to 1000000.',
        'Rule pack › name › English: Too long: at most 80 characters.',
        'Rule pack › casualty table › roundshot › canister range › row 4 › casualties: A higher score may not cause fewer casualties: at least 1 figure.',
      ]),
    );
    expect(lines('ru')).toEqual(
      expect.arrayContaining([
        'Набор правил › версия: Должно быть от 1 до 1000000.',
        'Набор правил › название › по-английски: Слишком длинный текст: не больше 80 символов.',
        'Набор правил › таблица потерь › ядра › картечная дистанция › строка 4 › потери: Более высокий результат не может давать меньше потерь: нужно не меньше 1 фигуры.',
      ]),
    );
  });
});

describe('pack problems of issue 15: the sign rule, half figures, the new modifiers', () => {
  function problemsOf(edit: (pack: { modifiers: Record<string, unknown>; table: unknown }) => void) {
    const data = structuredClone(practicePackData) as unknown as {
      modifiers: Record<string, unknown>;
      table: unknown;
    };
    edit(data);
    const result = validatePack(data);
    if (result.ok) throw new Error('expected problems');
    return result.problem.problems;
  }

  it('a half-move penalty of 0 is refused as not negative (artillery.movement)', () => {
    const [problem] = problemsOf((pack) => {
      pack.modifiers.movedHalf = 0;
    });
    if (problem === undefined) throw new Error('expected a problem');
    expect(packProblemLine('en', problem)).toBe(
      'Rule pack › modifiers › moved up to half: The rules text calls this a negative modifier: enter a value below zero, such as \u22121.',
    );
    expect(packProblemLine('ru', problem)).toBe(
      'Набор правил › модификаторы › движение до половины: В тексте правил это отрицательный модификатор: введите значение меньше нуля, например \u22121.',
    );
  });

  it('casualties finer than a half figure', () => {
    const [problem] = problemsOf((pack) => {
      const rows = (pack.table as { roundshot: { long: { casualties: number }[] } }).roundshot.long;
      const row = rows[7];
      if (row) row.casualties = 1.25;
    });
    if (problem === undefined) throw new Error('expected a problem');
    expect(packProblemLine('en', problem)).toBe(
      'Rule pack › casualty table › roundshot › long range › row 8 › casualties: Must be a whole or half number of figures, such as 2 or 2.5.',
    );
    expect(packProblemLine('ru', problem)).toBe(
      'Набор правил › таблица потерь › ядра › дальняя дистанция › строка 8 › потери: Нужно целое или половинное число фигур, например 2 или 2,5.',
    );
  });

  it('a cavalry modifier out of bounds, and a half figure below the row before', () => {
    const problems = problemsOf((pack) => {
      pack.modifiers.cavalryFormation = { line: 12 };
      const rows = (pack.table as { roundshot: { long: { casualties: number }[] } }).roundshot.long;
      const row = rows[10];
      if (row) row.casualties = 1.5;
    });
    expect(problems.map((problem) => packProblemLine('en', problem))).toEqual([
      'Rule pack › modifiers › cavalry target formation › line: Must be from \u221210 to 10.',
      'Rule pack › casualty table › roundshot › long range › row 11 › casualties: A higher score may not cause fewer casualties: at least 2 figures.',
    ]);
    expect(packPathText('ru', 'modifiers.batteryTarget')).toBe(
      'Набор правил › модификаторы › батарея как цель',
    );
    expect(packPathText('ru', 'modifiers.cavalryFormation.column')).toBe(
      'Набор правил › модификаторы › построение кавалерии как цели › колонна',
    );
  });
});

describe('clause titles for links', () => {
  it('artillery.restrictions.A', () => {
    expect(ruleTitle('en', 'artillery.restrictions.A')).toBe('Canister restriction (A)');
    expect(ruleTitle('ru', 'artillery.restrictions.A')).toBe('Ограничение стрельбы картечью (А)');
  });
});
