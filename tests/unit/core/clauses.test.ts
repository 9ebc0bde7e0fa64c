import { describe, expect, it } from 'vitest';
import { resolveFire } from '../../../src/core/fire';
import { canFormOpenOrder, firesAs } from '../../../src/core/open-order';
import { RULE_REFS, type RuleRef } from '../../../src/core/vocabulary';
import { type Effect, fireCases, firesAsCases, openOrderCases } from './clause-cases';
import { shot, testPack } from './helpers';

describe('open order: who may form it (open-order, .a, .b, .c)', () => {
  it.each(openOrderCases)('$clause ($effect): $name', ({ unit, year, expect: expected }) => {
    const answer = canFormOpenOrder(unit, year);
    if (expected.ok) {
      expect(answer).toEqual({ ok: true, ruleRef: expected.ruleRef });
    } else {
      expect(answer.ok).toBe(false);
      const refusals = answer.ok ? [] : answer.refusals.map((r) => [r.code, r.ruleRef]);
      expect(refusals).toEqual(expected.refusals);
    }
  });
});

describe('open order fires as close order (open-order.d)', () => {
  it.each(firesAsCases)('$clause ($effect): $name', ({ formation, expect: expected }) => {
    expect(firesAs(formation)).toEqual(expected);
  });
});

describe('artillery fire, clause by clause', () => {
  it.each(fireCases)('$clause ($effect): $name', ({ patch, expect: expected }) => {
    const result = resolveFire(shot(patch), testPack);
    if (!expected.legal) {
      expect(result.legal).toBe(false);
      const refusals = result.legal ? [] : result.refusals.map((r) => [r.code, r.ruleRef]);
      expect(refusals).toEqual(expected.refusals);
      return;
    }
    if (!result.legal) throw new Error(`refused: ${JSON.stringify(result.refusals)}`);
    const { chain } = result;
    for (const [code, ruleRef] of expected.checks ?? []) {
      expect(chain.checks).toContainEqual({ code, ruleRef });
    }
    if (expected.modifiers) expect(chain.modifiers.map((m) => [m.code, m.value])).toEqual(expected.modifiers);
    if (expected.modifiedScore !== undefined) expect(chain.modifiedScore).toBe(expected.modifiedScore);
    if (expected.casualties !== undefined) expect(chain.casualties).toBe(expected.casualties);
    if (expected.allocation) expect(chain.allocation).toEqual(expected.allocation);
  });
});

describe('coverage of the rules text', () => {
  const rows: { clause: RuleRef; effect: Effect }[] = [...openOrderCases, ...firesAsCases, ...fireCases];

  it.each(RULE_REFS.map((ref) => [ref]))('%s has a case where it allows and one where it bites', (ref) => {
    const effects = new Set(rows.filter((row) => row.clause === ref).map((row) => row.effect));
    expect(effects.has('allows')).toBe(true);
    expect(effects.has('refuses') || effects.has('changes')).toBe(true);
  });

  it('every row names a real clause id', () => {
    for (const row of rows) expect(RULE_REFS).toContain(row.clause);
  });
});
