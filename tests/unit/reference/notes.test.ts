/**
 * Translator's notes for readings of the engine a player would not guess (issue 15). Each note sits
 * on its clause in both languages, and the engine does exactly what the note says: if either
 * changes without the other, a row here fails.
 */
import { describe, expect, it } from 'vitest';
import { allocateCasualties } from '../../../src/core/allocation';
import { resolveFire } from '../../../src/core/fire';
import type { FireTarget } from '../../../src/core/fire-request';
import { canFormOpenOrder } from '../../../src/core/open-order';
import { practicePackData } from '../../../src/packs/practice';
import { validatePack } from '../../../src/packs/validate';
import type { ClauseId, TranslatorNote } from '../../../src/reference';
import { clauseById } from '../../../src/reference';

function noteOn(clause: ClauseId, id: string): TranslatorNote {
  const note = clauseById(clause).notes.find((n) => n.id === id);
  if (note === undefined) throw new Error(`${clause} has no ${id}`);
  return note;
}

const screenedColumn = (screen: number): FireTarget => ({
  side: 'opponent',
  arm: 'infantry',
  nation: 'france',
  infantryType: 'line',
  class: 'line',
  formation: 'column',
  figures: 24,
  screen: { figures: screen },
});

describe('the first casualty figure with half figures (artillery.skirmishers.canister)', () => {
  const note = noteOn('artillery.skirmishers.canister', 'note.first-casualty-half');

  it.each([
    {
      casualties: 0.5,
      screen: 6,
      split: [0.5, 0],
      en: 'A loss of ½ goes wholly to the skirmishers',
      ru: 'Потеря ½ целиком достаётся застрельщикам',
    },
    {
      casualties: 2.5,
      screen: 6,
      split: [1, 1.5],
      en: '2½ gives 1 to the skirmishers and 1½ to the screened unit',
      ru: 'при потерях 2½ застрельщики теряют 1 фигуру, а прикрытое подразделение — 1½',
    },
    {
      casualties: 3,
      screen: 0.5,
      split: [0.5, 2.5],
      en: 'a screen down to ½ a figure loses only that ½, and the unit loses the rest',
      ru: 'цепь, в которой осталась ½ фигуры, теряет только эту ½, остальное теряет подразделение',
    },
  ])('$en: the note says it and the engine does it', ({ casualties, screen, split, en, ru }) => {
    expect(note.text.en).toContain(en);
    expect(note.text.ru).toContain(ru);
    const answer = allocateCasualties(casualties, screenedColumn(screen), 'canister', false);
    expect([answer.skirmishers, answer.line]).toEqual(split);
  });
});

describe('a Jäger marker qualifies under clause a whatever the nation (open-order.a)', () => {
  const note = noteOn('open-order.a', 'note.jaeger-any-nation');

  it('the note says so in both languages', () => {
    expect(note.text.en).toMatch(/marked Jäger falls under clause a\) whatever its nation/);
    expect(note.text.ru).toMatch(/какой бы нации он ни был/);
  });

  it.each(['britain', 'france', 'french-ally', 'coalition-other'] as const)(
    'a %s Jäger battalion, veteran, in 1805',
    (nation) => {
      const unit = {
        arm: 'infantry',
        nation,
        infantryType: 'line',
        markers: { jager: true, fusilier: false, imperialGuard: false },
        class: 'veteran',
      } as const;
      expect(canFormOpenOrder(unit, 1805)).toEqual({ ok: true, ruleRef: 'open-order.a' });
      // …and the class is still required, as for any light battalion.
      expect(canFormOpenOrder({ ...unit, class: 'line' }, 1805)).toEqual({
        ok: false,
        refusals: [{ code: 'open-order.class-too-low', ruleRef: 'open-order.a' }],
      });
    },
  );
});

describe('open order’s −2 replaces the pack’s line value (open-order, open-order.e)', () => {
  const note = noteOn('open-order.e', 'note.open-order-replaces-line');

  it('the note says so, and the engine adds the −2 alone to a pack that gives a line +2', () => {
    expect(note.text.en).toMatch(/replaces the rule pack’s modifier for a line rather than adding to it/);
    expect(note.text.ru).toMatch(/заменяет модификатор набора правил за линию, а не добавляется к нему/);
    const data = structuredClone(practicePackData) as unknown as {
      modifiers: { targetFormation: Record<string, number> };
    };
    data.modifiers.targetFormation.line = 2;
    const checked = validatePack(data);
    if (!checked.ok) throw new Error('pack invalid');
    const shot = (formation: 'line' | 'open-order') =>
      resolveFire(
        {
          battery: { side: 'mine', nation: 'france', kind: 'foot', gunType: '6pdr' },
          target: {
            side: 'opponent',
            arm: 'infantry',
            nation: 'austria',
            infantryType: 'light',
            class: 'veteran',
            formation,
            figures: 24,
          },
          ammo: 'roundshot',
          range: { band: 'effective' },
          movement: { moved: 'none', unlimbered: false },
          firedThisTurn: false,
          campaignYear: 1809,
          dice: [3, 4],
        },
        checked.value,
      );
    const inLine = shot('line');
    const open = shot('open-order');
    expect(inLine.legal && inLine.chain.modifiers.map((m) => m.value)).toEqual([2]);
    expect(open.legal && open.chain.modifiers.map((m) => [m.code, m.value])).toEqual([
      ['target.open-order', -2],
    ]);
  });
});

describe('a refusal cites the clause it comes from (artillery.procedure)', () => {
  it('the procedure says why the request’s own refusals link to it', () => {
    const note = noteOn('artillery.procedure', 'note.procedure-refusals');
    expect(note.text.en).toMatch(/Every refusal links to the clause it comes from/);
    expect(note.text.ru).toMatch(/Каждый отказ ссылается на пункт/);
  });
});

describe('the half-move penalty is negative (artillery.movement)', () => {
  it('the note says a pack with zero or more is refused, and the validator refuses it', () => {
    const note = noteOn('artillery.movement', 'quirk.half-move-penalty-unstated');
    expect(note.text.en).toMatch(/refuses a rule pack with zero or a positive value/);
    expect(note.text.ru).toMatch(/с нулём или положительным значением/);
    for (const movedHalf of [0, 1]) {
      const data = structuredClone(practicePackData) as unknown as { modifiers: { movedHalf: number } };
      data.modifiers.movedHalf = movedHalf;
      const result = validatePack(data);
      expect(!result.ok && result.problem.problems.map((p) => p.code)).toEqual(['modifier.not-negative']);
    }
  });
});
