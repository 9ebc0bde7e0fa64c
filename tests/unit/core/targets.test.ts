/**
 * Every unit a battery may aim at (issue 15): infantry as before, cavalry in line or column, and
 * batteries; the pack's modifiers for each; open order's −2 replacing the line value; and the
 * questions that permit a shot, which must be answered before it is rolled.
 */
import { describe, expect, it } from 'vitest';
import { assessFire } from '../../../src/core/assess';
import { legalAlternatives, resolveFire } from '../../../src/core/fire';
import type { FireRequest, FireTarget } from '../../../src/core/fire-request';
import type { ValidatedPack } from '../../../src/core/pack';
import { QUESTION_RULE_REFS, SITUATION_QUESTIONS, unansweredQuestions } from '../../../src/core/situation';
import { validatePack } from '../../../src/packs/validate';
import { type Patch, shot, testPack, testPackData } from './helpers';

function packWith(modifiers: Record<string, unknown>): ValidatedPack {
  const data = structuredClone(testPackData) as unknown as { modifiers: Record<string, unknown> };
  Object.assign(data.modifiers, modifiers);
  const result = validatePack(data);
  if (!result.ok) throw new Error(JSON.stringify(result.problem.problems));
  return result.value;
}

/** The test pack with the modifiers issue 15 added: cavalry line +1, column +3, a battery −2. */
const targetsPack = packWith({ cavalryFormation: { line: 1, column: 3 }, batteryTarget: -2 });

const cavalry = (formation: FireTarget['formation']): Patch['target'] => ({
  arm: 'cavalry',
  infantryType: undefined,
  markers: undefined,
  formation,
  figures: 12,
});
const battery: Patch['target'] = {
  arm: 'artillery',
  infantryType: undefined,
  markers: undefined,
  formation: undefined,
  figures: 4,
};

function result(patch: Patch, pack = targetsPack) {
  return resolveFire(shot(patch), pack);
}
function modifiers(patch: Patch, pack = targetsPack) {
  const answer = result(patch, pack);
  if (!answer.legal) throw new Error(`refused: ${JSON.stringify(answer.refusals)}`);
  return answer.chain.modifiers.map((m) => [m.code, m.value, m.ruleRef, m.source]);
}
function refusals(patch: Patch, pack = targetsPack) {
  const answer = result(patch, pack);
  return answer.legal ? [] : answer.refusals;
}

describe('cavalry targets (line or column)', () => {
  it('takes the pack’s value for its formation, as a pack value under the procedure', () => {
    expect(modifiers({ target: cavalry('line') })).toEqual([
      ['target-cavalry.line', 1, 'artillery.procedure', 'pack'],
    ]);
    expect(modifiers({ target: cavalry('column') })).toEqual([
      ['target-cavalry.column', 3, 'artillery.procedure', 'pack'],
    ]);
  });

  it('the score moves with it: 3 + 4 + 3 for a cavalry column reads row 10 (4 casualties)', () => {
    const answer = result({ target: cavalry('column') });
    expect(answer.legal && [answer.chain.modifiedScore, answer.chain.casualties]).toEqual([10, 4]);
  });

  it('is not infantry: the pack’s infantry line value is not added to a cavalry line', () => {
    const pack = packWith({ targetFormation: { line: 2 }, cavalryFormation: { column: 1 } });
    expect(modifiers({ target: cavalry('line') }, pack)).toEqual([]);
    expect(modifiers({}, pack)).toEqual([['target-formation.line', 2, 'artillery.procedure', 'pack']]);
  });

  it('a pack made before cavalry (no such values) adds nothing, and the shot is still allowed', () => {
    expect(modifiers({ target: cavalry('column') }, testPack)).toEqual([]);
  });

  it('without a formation is refused like infantry, and the words name cavalry’s formations', () => {
    expect(refusals({ target: cavalry(undefined) })).toEqual([
      { code: 'target.formation-missing', ruleRef: 'artillery.procedure', params: { arm: 1 } },
    ]);
    expect(refusals({ target: { formation: undefined } })).toEqual([
      { code: 'target.formation-missing', ruleRef: 'artillery.procedure', params: { arm: 0 } },
    ]);
  });

  it.each(['square', 'open-order', 'skirmish-screen'] as const)('may not stand in %s', (formation) => {
    expect(refusals({ target: cavalry(formation) }).map((r) => r.code)).toEqual(['request.invalid-target']);
  });

  it('a skirmish screen on a cavalry card is ignored: every casualty goes to the regiment', () => {
    const answer = result({
      ammo: 'canister',
      range: { band: 'canister' },
      target: { ...cavalry('line'), screen: { figures: 4 } },
    });
    expect(answer.legal && answer.chain.allocation).toEqual({ skirmishers: 0, line: 4 });
  });

  it('and its skirmishers cannot be named the target: there is no screen', () => {
    expect(
      refusals({
        target: { ...cavalry('line'), screen: { figures: 4 } },
        situation: { screenIsTarget: true },
      }),
    ).toEqual([{ code: 'screen.missing', ruleRef: 'artillery.skirmishers.roundshot' }]);
  });
});

describe('battery targets (no formation)', () => {
  it('takes the pack’s battery value', () => {
    expect(modifiers({ target: battery })).toEqual([['target.battery', -2, 'artillery.procedure', 'pack']]);
  });

  it('with a formation is not a battery the engine can read', () => {
    expect(refusals({ target: { ...battery, formation: 'line' } }).map((r) => r.code)).toEqual([
      'request.invalid-target',
    ]);
  });

  it('adds the half-move penalty on top, cumulatively', () => {
    expect(modifiers({ target: battery, movement: { moved: 'half' } })).toEqual([
      ['target.battery', -2, 'artillery.procedure', 'pack'],
      ['battery.moved-half', -1, 'artillery.movement', 'pack'],
    ]);
  });

  it('a pack without the value adds nothing', () => {
    expect(modifiers({ target: battery }, testPack)).toEqual([]);
  });
});

describe('open order is a line, but its −2 replaces the pack’s line value (open-order, open-order.e)', () => {
  const pack = packWith({ targetFormation: { line: 3, column: 1 } });
  const light = { infantryType: 'light', class: 'veteran' } as const;

  it('a light battalion in line takes the pack’s +3', () => {
    expect(modifiers({ target: { ...light, formation: 'line' } }, pack)).toEqual([
      ['target-formation.line', 3, 'artillery.procedure', 'pack'],
    ]);
  });

  it('the same battalion in open order takes the text’s −2 alone, not −2 and +3', () => {
    const answer = result({ target: { ...light, formation: 'open-order' }, campaignYear: 1809 }, pack);
    if (!answer.legal) throw new Error('refused');
    expect(answer.chain.modifiers).toEqual([
      { code: 'target.open-order', value: -2, ruleRef: 'open-order.e', source: 'text' },
    ]);
    expect(answer.chain.modifiedScore).toBe(5);
  });
});

describe('questions that permit a shot must be answered (situation.unanswered)', () => {
  const index = (question: (typeof SITUATION_QUESTIONS)[number]) => SITUATION_QUESTIONS.indexOf(question);

  it('overhead fire owes both conditions an answer, each refusal citing its own clause', () => {
    expect(refusals({ situation: { overheadFire: true } })).toEqual([
      {
        code: 'situation.unanswered',
        ruleRef: 'artillery.restrictions.C.a',
        params: { question: index('batteryOnHigherGround') },
      },
      {
        code: 'situation.unanswered',
        ruleRef: 'artillery.restrictions.C.b',
        params: { question: index('friendsClearOfBatteryAndEnemy') },
      },
    ]);
  });

  it('friends near the front at long range owe the clear-sight exception an answer', () => {
    expect(refusals({ range: { band: 'long' }, situation: { friendlyNearFront: true } })).toEqual([
      {
        code: 'situation.unanswered',
        ruleRef: QUESTION_RULE_REFS.clearSightBeyond,
        params: { question: index('clearSightBeyond') },
      },
    ]);
  });

  it('is not owed where the question is not asked: at effective range B.a does not apply (B.b)', () => {
    expect(refusals({ situation: { friendlyNearFront: true } })).toEqual([]);
  });

  it('is not owed when the condition is answered no or left unanswered (its default is no)', () => {
    expect(refusals({ situation: { overheadFire: false } })).toEqual([]);
    expect(refusals({ range: { band: 'long' }, situation: {} })).toEqual([]);
    expect(refusals({ range: { band: 'long' } })).toEqual([]);
  });

  it('an answer of no is an answer: the clause itself then refuses', () => {
    expect(
      refusals({
        situation: { overheadFire: true, batteryOnHigherGround: false, friendsClearOfBatteryAndEnemy: true },
      }).map((r) => r.code),
    ).toEqual(['overhead.not-higher-ground']);
  });

  it('nothing is legal instead while overhead fire waits for its answers', () => {
    expect(legalAlternatives(shot({ situation: { overheadFire: true } }), testPack)).toEqual([]);
  });

  it('unansweredQuestions names what is owed, before the defaults fill anything in', () => {
    expect(
      unansweredQuestions('roundshot', 'long', { friendlyNearFront: true, overheadFire: true }).map(
        (q) => q.question,
      ),
    ).toEqual(['clearSightBeyond', 'batteryOnHigherGround', 'friendsClearOfBatteryAndEnemy']);
    expect(
      unansweredQuestions('roundshot', 'long', {
        overheadFire: true,
        batteryOnHigherGround: true,
        friendsClearOfBatteryAndEnemy: false,
      }),
    ).toEqual([]);
  });

  it('the assessment agrees with the resolution', () => {
    const request: FireRequest = shot({ situation: { overheadFire: true } });
    const assessment = assessFire(request, testPack);
    expect(assessment.ok).toBe(false);
    expect(!assessment.ok && assessment.refusals.map((r) => r.code)).toEqual([
      'situation.unanswered',
      'situation.unanswered',
    ]);
  });
});
