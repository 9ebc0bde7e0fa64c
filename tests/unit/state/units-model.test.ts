import { describe, expect, it } from 'vitest';
import { firedThisTurnIds, hasFiredThisTurn } from '../../../src/core';
import { practicePack } from '../../../src/packs';
import type { ResolutionRecord, UnitCard } from '../../../src/records/model';
import {
  DEFAULT_BATTALION_FIGURES,
  DEFAULT_CAVALRY_FIGURES,
  defaultFigures,
  duplicateCard,
  figuresText,
  lastUsedNation,
  newUnitForm,
  openOrderAnswer,
  parseFigures,
  type UnitForm,
  unitFormFromCard,
  validateUnitForm,
} from '../../../src/state/units/model';
import { brigadeGroups, isGone, losses } from '../../../src/state/units/roster';

/** Each side's units in roster order, as the roster shows an army without brigades. */
const rosterGroups = (units: UnitCard[]) => ({
  mine: brigadeGroups(units, [], 'mine').flatMap((g) => g.units),
  opponent: brigadeGroups(units, [], 'opponent').flatMap((g) => g.units),
});

import { unitCard } from '../fixtures';

const ctx = { pack: practicePack, campaignYear: 1813, now: 1000 };

function card(patch: Partial<UnitCard> = {}): UnitCard {
  return unitCard({ id: 'u1', name: '1st Battalion', ...patch });
}

function draft(patch: Partial<UnitForm> = {}): UnitForm {
  return {
    ...newUnitForm('infantry', { id: 'n1', now: 5, units: [], pack: practicePack }),
    name: 'Grenadiers',
    ...patch,
  };
}

describe('a new card needs only a name', () => {
  it('battalion: my side, 36 figures in line, named by the player', () => {
    const d = newUnitForm('infantry', { id: 'n1', now: 5, units: [], pack: practicePack });
    expect(d).toMatchObject({ side: 'mine', arm: 'infantry', formation: 'line', name: '' });
    expect(d.startFigures).toBe(String(DEFAULT_BATTALION_FIGURES));
    expect(d.figures).toBe('36');
    // Only the name is missing.
    const r = validateUnitForm(d, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.problem.errors)).toEqual(['name']);
    expect(validateUnitForm({ ...d, name: 'Grenadiers' }, ctx).ok).toBe(true);
  });

  it('battery: a foot battery with a gun type the pack has, valid once named', () => {
    const d = newUnitForm('artillery', { id: 'n2', now: 5, units: [], pack: practicePack });
    expect(d.batteryKind).toBe('foot');
    expect(practicePack.gunTypes.map((g) => g.id)).toContain(d.gunType);
    expect(validateUnitForm({ ...d, name: 'Battery Pernety' }, ctx).ok).toBe(true);
  });

  it('a new unit starts like the last one saved (side, nation, class); added to a side, like its last unit; else France', () => {
    const units = [
      card({ id: 'a', nation: 'russia', side: 'mine', updatedAt: 10 }),
      card({ id: 'b', nation: 'prussia', side: 'mine', class: 'veteran', updatedAt: 30 }),
      card({ id: 'c', nation: 'austria', side: 'opponent', class: 'elite', updatedAt: 50 }),
    ];
    // The player just saved an Austrian Elite unit of the opponent: the next one is entered like it.
    const next = newUnitForm('infantry', { id: 'x', now: 60, units, pack: practicePack });
    expect([next.side, next.nation, next.class]).toEqual(['opponent', 'austria', 'elite']);
    // Added on my side (its New button): like my last unit, the Prussian Veteran.
    const mine = newUnitForm('infantry', {
      id: 'y',
      now: 60,
      units,
      pack: practicePack,
      like: { side: 'mine' },
    });
    expect([mine.side, mine.nation, mine.class]).toEqual(['mine', 'prussia', 'veteran']);
    const first = newUnitForm('infantry', { id: 'z', now: 60, units: [], pack: practicePack });
    expect([first.side, first.nation, first.class]).toEqual(['mine', 'france', 'line']);
    expect(lastUsedNation(units, 'opponent')).toBe('austria');
    expect(lastUsedNation([units[2] as UnitCard], 'mine')).toBe('austria');
    expect(lastUsedNation([], 'mine')).toBe('france');
  });
});

describe('figures are whole or half numbers from 0 to 999, typed as a phone gives them', () => {
  it.each([
    ['0', 0],
    ['36', 36],
    [' 48 ', 48],
    ['999', 999],
    ['23.5', 23.5],
    ['23,5', 23.5],
    ['23½', 23.5],
    ['23 ½', 23.5],
    ['23 1/2', 23.5],
    ['½', 0.5],
    ['1/2', 0.5],
    ['0,5', 0.5],
    [',5', 0.5],
    ['24.0', 24],
    ['998.5', 998.5],
  ])('"%s" reads as %d', (text, value) => {
    expect(parseFigures(text)).toEqual({ ok: true, value });
  });
  it.each([
    ['', 'figures.not-half'],
    ['abc', 'figures.not-half'],
    ['3a', 'figures.not-half'],
    ['23.25', 'figures.not-half'],
    ['23,7', 'figures.not-half'],
    ['23 1/4', 'figures.not-half'],
    ['3/4', 'figures.not-half'],
    // "11/2" could be 1½ or 5½: not guessed.
    ['11/2', 'figures.not-half'],
    ['23.', 'figures.not-half'],
    ['1e2', 'figures.not-half'],
    ['-1', 'figures.out-of-range'],
    ['-½', 'figures.out-of-range'],
    ['1000', 'figures.out-of-range'],
    ['999.5', 'figures.out-of-range'],
  ])('"%s" is refused with %s', (text, code) => {
    const r = parseFigures(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ code, params: { min: 0, max: 999 } });
  });

  it('a unit may start at a half and stand at one; the card stores numbers, the form shows ½', () => {
    const r = validateUnitForm(draft({ startFigures: '24 1/2', figures: '23,5' }), ctx);
    expect(r.ok && [r.value.startFigures, r.value.figures]).toEqual([24.5, 23.5]);
    const back = unitFormFromCard(card({ startFigures: 24.5, figures: 0.5 }));
    expect([back.startFigures, back.figures]).toEqual(['24½', '½']);
    expect(figuresText(36)).toBe('36');
  });

  it('current figures above the start are refused; the typed text stays in the draft', () => {
    const d = draft({ startFigures: '24', figures: '30' });
    const r = validateUnitForm(d, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.errors.figures).toEqual({ code: 'figures.above-start', params: { max: 24 } });
    expect(d.figures).toBe('30');
  });

  it('skirmish screen figures are checked only when a screen is attached', () => {
    expect(validateUnitForm(draft({ screenAttached: false, screenFigures: 'x' }), ctx).ok).toBe(true);
    const r = validateUnitForm(draft({ screenAttached: true, screenFigures: 'x' }), ctx);
    expect(r.ok ? undefined : r.problem.errors.screenFigures?.code).toBe('figures.not-half');
    const ok = validateUnitForm(draft({ screenAttached: true, screenFigures: '6½' }), ctx);
    expect(ok.ok && ok.value.screen).toEqual({ attached: true, figures: 6.5 });
  });

  it('an attached screen has at least 1 figure: 0 and a typed ½ are refused', () => {
    for (const typed of ['0', '½', '0.5']) {
      const r = validateUnitForm(draft({ screenAttached: true, screenFigures: typed }), ctx);
      expect(r.ok ? undefined : r.problem.errors.screenFigures).toEqual({ code: 'screen.at-least-one' });
    }
    expect(validateUnitForm(draft({ screenAttached: true, screenFigures: '1' }), ctx).ok).toBe(true);
    // Unticked, an empty screen is no screen at all.
    expect(validateUnitForm(draft({ screenAttached: false, screenFigures: '0' }), ctx).ok).toBe(true);
  });

  it('a screen that fire left at ½ may be saved as it stands; one shot away to 0 may not', () => {
    const halfLeft = unitFormFromCard(card({ screen: { attached: true, figures: 0.5 } }));
    expect(halfLeft.screenFigures).toBe('½');
    const r = validateUnitForm({ ...halfLeft, name: 'Renamed' }, ctx);
    expect(r.ok && r.value.screen).toEqual({ attached: true, figures: 0.5 });
    const none = unitFormFromCard(card({ screen: { attached: true, figures: 0 } }));
    const refused = validateUnitForm(none, ctx);
    expect(refused.ok ? undefined : refused.problem.errors.screenFigures?.code).toBe('screen.at-least-one');
  });
});

describe('cavalry: figures, class and a formation of its own, no markers, screen or guns', () => {
  it('a new cavalry card: 12 figures (our default) in line, valid once named', () => {
    const d = newUnitForm('cavalry', { id: 'c1', now: 5, units: [], pack: practicePack });
    expect(d).toMatchObject({ arm: 'cavalry', formation: 'line', side: 'mine' });
    expect(d.startFigures).toBe(String(DEFAULT_CAVALRY_FIGURES));
    expect(defaultFigures('cavalry')).toBe(12);
    const r = validateUnitForm({ ...d, name: '1er Hussards', formation: 'column' }, ctx);
    expect(r.ok && r.value).toMatchObject({ arm: 'cavalry', formation: 'column', figures: 12 });
  });
  it('stands in line or column only', () => {
    const d = newUnitForm('cavalry', { id: 'c1', now: 5, units: [], pack: practicePack });
    for (const formation of ['square', 'open-order', 'skirmish-screen'] as const) {
      const r = validateUnitForm({ ...d, name: 'Uhlans', formation }, ctx);
      expect(r.ok ? undefined : r.problem.errors.formation?.code).toBe('formation.not-for-arm');
    }
  });
  it('carries no battalion markers or screen and is not asked for a gun type', () => {
    const d = newUnitForm('cavalry', { id: 'c1', now: 5, units: [], pack: practicePack });
    const r = validateUnitForm(
      {
        ...d,
        name: 'Cossacks',
        markers: { jager: true, fusilier: false, imperialGuard: true },
        screenAttached: true,
        screenFigures: '0',
        gunType: 'nonsense',
      },
      ctx,
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.markers).toEqual({ jager: false, fusilier: false, imperialGuard: false });
      expect(r.value.screen).toEqual({ attached: false, figures: 0 });
    }
  });
  it('a cavalry card survives the round trip through the form unchanged', () => {
    const c = card({ arm: 'cavalry', formation: 'column', startFigures: 12, figures: 7.5 });
    expect(validateUnitForm(unitFormFromCard(c), { ...ctx, now: c.updatedAt })).toEqual({
      ok: true,
      value: c,
    });
  });
});

describe('name', () => {
  it('is required (spaces alone do not count) and trimmed when saved', () => {
    const r = validateUnitForm(draft({ name: '   ' }), ctx);
    expect(r.ok ? undefined : r.problem.errors.name?.code).toBe('name.required');
    const ok = validateUnitForm(draft({ name: '  2e Léger  ' }), ctx);
    expect(ok.ok && ok.value.name).toBe('2e Léger');
  });
  it('is at most 60 characters, counted as the player sees them', () => {
    expect(validateUnitForm(draft({ name: 'x'.repeat(60) }), ctx).ok).toBe(true);
    const r = validateUnitForm(draft({ name: 'x'.repeat(61) }), ctx);
    expect(r.ok ? undefined : r.problem.errors.name).toEqual({ code: 'name.too-long', params: { max: 60 } });
    // Cyrillic letters are one character each, not two bytes.
    expect(validateUnitForm(draft({ name: 'Ж'.repeat(60) }), ctx).ok).toBe(true);
  });
});

describe('gun type must exist in the pack and fit the battery', () => {
  const battery = (patch: Partial<UnitForm>) =>
    draft({
      ...newUnitForm('artillery', { id: 'b', now: 1, units: [], pack: practicePack }),
      name: 'B',
      ...patch,
    });
  it('an unknown gun type is refused', () => {
    const r = validateUnitForm(battery({ gunType: '42pdr' }), ctx);
    expect(r.ok ? undefined : r.problem.errors.gunType?.code).toBe('gun-type.unknown');
  });
  it('a foot-only gun in a horse battery is refused (the pack says which kinds a gun serves)', () => {
    const footOnly = practicePack.gunTypes.find(
      (g) => g.batteryKinds?.length === 1 && g.batteryKinds[0] === 'foot',
    );
    expect(footOnly).toBeDefined();
    const r = validateUnitForm(battery({ gunType: footOnly?.id ?? '', batteryKind: 'horse' }), ctx);
    expect(r.ok ? undefined : r.problem.errors.gunType?.code).toBe('gun-type.wrong-battery-kind');
  });
  it('the horse 3-pounder of the practice pack serves a horse battery, not a foot one', () => {
    expect(validateUnitForm(battery({ gunType: '3pdr-horse', batteryKind: 'horse' }), ctx).ok).toBe(true);
    const r = validateUnitForm(battery({ gunType: '3pdr-horse', batteryKind: 'foot' }), ctx);
    expect(r.ok ? undefined : r.problem.errors.gunType?.code).toBe('gun-type.wrong-battery-kind');
  });
  it('a battalion is not asked for a gun type', () => {
    expect(validateUnitForm(draft({ gunType: 'nonsense' }), ctx).ok).toBe(true);
  });
});

describe('open order (open-order.a–.c) is decided by the engine with the campaign year', () => {
  it('a Russian Veteran line battalion may form it from 1812 (open-order.c), not in 1811', () => {
    const russian = draft({ nation: 'russia', class: 'veteran', formation: 'open-order' });
    expect(validateUnitForm(russian, { ...ctx, campaignYear: 1812 }).ok).toBe(true);
    const r = validateUnitForm(russian, { ...ctx, campaignYear: 1811 });
    expect(r.ok).toBe(false);
    const refusal = r.ok ? undefined : r.problem.errors.formation;
    expect(refusal?.code).toBe('formation.open-order-refused');
    expect(refusal?.openOrder?.refusals).toEqual([
      expect.objectContaining({ code: 'open-order.before-1812', ruleRef: 'open-order.c' }),
    ]);
  });
  it('a French line battalion classed Line is refused under open-order.b', () => {
    const a = openOrderAnswer(draft({ nation: 'france', class: 'line' }), 1813);
    expect(a.ok).toBe(false);
    if (!a.ok)
      expect(a.refusals.map((x) => [x.code, x.ruleRef])).toEqual([
        ['open-order.class-too-low', 'open-order.b'],
      ]);
  });
  it('Prussian Fusiliers classed Elite may (open-order.a)', () => {
    const a = openOrderAnswer(
      draft({
        nation: 'prussia',
        class: 'elite',
        markers: { jager: false, fusilier: true, imperialGuard: false },
      }),
      1806,
    );
    expect(a).toEqual({ ok: true, ruleRef: 'open-order.a' });
  });
});

describe('cards on the roster', () => {
  it('a card survives the round trip through the form unchanged', () => {
    const c = card({ screen: { attached: true, figures: 6 }, figures: 30 });
    const r = validateUnitForm(unitFormFromCard(c), { ...ctx, now: c.updatedAt });
    expect(r).toEqual({ ok: true, value: c });
  });

  it('a duplicate has a new id, the suffix, and still fits 60 characters', () => {
    const c = card({ name: 'y'.repeat(60) });
    const copy = duplicateCard(c, { id: 'u2', now: 99, suffix: ' (copy)' });
    expect(copy.id).toBe('u2');
    expect(copy.name.endsWith(' (copy)')).toBe(true);
    expect(copy.name.length).toBe(60);
    expect(copy.createdAt).toBe(99);
    expect(duplicateCard(card(), { id: 'u3', now: 1, suffix: ' (копия)' }).name).toBe(
      '1st Battalion (копия)',
    );
  });

  it('a duplicate is a fresh unit at its starting figures; its screen keeps its figures', () => {
    const c = card({ figures: 20.5, screen: { attached: true, figures: 3 } });
    const copy = duplicateCard(c, { id: 'u2', now: 99, suffix: ' (copy)' });
    expect(copy.figures).toBe(36);
    expect(copy.screen).toEqual({ attached: true, figures: 3 });
    expect(c.figures).toBe(20.5);
  });

  it('a duplicate goes right after the original on its side, not last', () => {
    const units = [
      card({ id: 'a', createdAt: 1000 }),
      card({ id: 'b', createdAt: 2000 }),
      card({ id: 'x', side: 'opponent', createdAt: 1500 }),
      card({ id: 'c', createdAt: 3000 }),
    ];
    const copy = duplicateCard(units[0] as UnitCard, { id: 'a2', now: 9000, suffix: ' (copy)', units });
    expect(Number.isInteger(copy.createdAt)).toBe(true);
    expect(rosterGroups([...units, copy]).mine.map((u) => u.id)).toEqual(['a', 'a2', 'b', 'c']);
    // A second copy of the same original also goes straight after it.
    const again = duplicateCard(units[0] as UnitCard, {
      id: 'a3',
      now: 9001,
      suffix: ' (copy)',
      units: [...units, copy],
    });
    expect(rosterGroups([...units, copy, again]).mine.map((u) => u.id)).toEqual(['a', 'a3', 'a2', 'b', 'c']);
    // The last card's copy is made now; with no millisecond to spare it goes last too.
    expect(duplicateCard(units[3] as UnitCard, { id: 'c2', now: 9000, suffix: '', units }).createdAt).toBe(
      9000,
    );
    const tight = [card({ id: 'p', createdAt: 10 }), card({ id: 'q', createdAt: 11 })];
    expect(
      duplicateCard(tight[0] as UnitCard, { id: 'p2', now: 50, suffix: '', units: tight }).createdAt,
    ).toBe(50);
  });

  it('a unit at 0 figures is gone; losses are counted from the start', () => {
    expect(isGone(card({ figures: 0 }))).toBe(true);
    expect(isGone(card({ figures: 1 }))).toBe(false);
    expect(losses(card({ startFigures: 36, figures: 27 }))).toEqual({ lost: 9, share: 0.25 });
    expect(losses(card({ startFigures: 0, figures: 0 }))).toEqual({ lost: 0, share: 0 });
  });

  it('a battery has fired this turn only after a legal shot logged this turn (artillery.movement)', () => {
    const shot = (turn: number, batteryId: string, legal: boolean): ResolutionRecord =>
      ({
        id: `${turn}-${batteryId}`,
        turn,
        input: { batteryId },
        result: legal ? { legal: true } : { legal: false, refusals: [] },
      }) as unknown as ResolutionRecord;
    const log = [shot(1, 'b1', true), shot(2, 'b1', false), shot(2, 'b2', true)];
    expect(hasFiredThisTurn(log, 1, 'b1')).toBe(true);
    expect(hasFiredThisTurn(log, 2, 'b1')).toBe(false);
    expect(hasFiredThisTurn(log, 2, 'b2')).toBe(true);
    // The roster's one pass over the log says the same of every battery.
    expect([...firedThisTurnIds(log, 1)]).toEqual(['b1']);
    expect([...firedThisTurnIds(log, 2)]).toEqual(['b2']);
    // The settings' list counts too (kept through Clear log), and a shot of another game does not.
    const game2 = [{ ...shot(2, 'b3', true), game: 2 }] as ResolutionRecord[];
    expect([...firedThisTurnIds(game2, { turn: 2, gameNumber: 1, fired: ['b4'] })]).toEqual(['b4']);
    expect([...firedThisTurnIds(game2, { turn: 2, gameNumber: 2, fired: [] })]).toEqual(['b3']);
  });

  it('groups by side in the order cards were made', () => {
    const g = rosterGroups([
      card({ id: 'c', createdAt: 3, side: 'opponent' }),
      card({ id: 'b', createdAt: 2 }),
      card({ id: 'a', createdAt: 1 }),
    ]);
    expect(g.mine.map((u) => u.id)).toEqual(['a', 'b']);
    expect(g.opponent.map((u) => u.id)).toEqual(['c']);
  });
});
