/**
 * A pasted order of battle made into the game's cards (issue 34, item 3): each side read becomes
 * one of the table's two sides (the player's choice, by order unless changed), each unit a card
 * at its starting figures. What the text did not give, a card still needs: the figures a new card
 * of that arm starts with (the preview says `figures.missing`), the pack's first gun of the kind.
 * Plain functions; the paste screen's chunk brings them (src/ui/units/paste/).
 */
import type { ValidatedPack } from '../../core/pack';
import { type Nation, NO_MARKERS } from '../../core/vocabulary';
import type { FigureScale, OobContext, OobReading, OobSide, OobUnit } from '../../oob';
import type { UnitCard, UnitSide } from '../../records/model';
import { newId } from '../game/lists';
import { DEFAULT_NATION, defaultFigures, defaultGunType } from '../units/model';

/**
 * Men a figure where the pack says none (no pack has a figure scale yet): our own practice value,
 * labelled practice wherever it turns men into figures (`figures.from-men { practice: true }`).
 */
export const PRACTICE_FIGURE_SCALE: FigureScale = { menPerFigure: 20, practice: true };

/** What the reader needs of the game: the pack's guns, the scale, each side's nation so far. */
export function pasteContext(pack: ValidatedPack, units: readonly UnitCard[]): OobContext {
  const nationOf = (side: UnitSide): Nation =>
    units.find((u) => u.side === side)?.nation ?? (side === 'mine' ? DEFAULT_NATION : 'austria');
  return {
    guns: pack.gunTypes,
    figureScale: PRACTICE_FIGURE_SCALE,
    nations: [nationOf('mine'), nationOf('opponent')],
  };
}

/** Each side read, the table's side it becomes: by order, the second and later ones the Opponent. */
export function defaultTargets(reading: OobReading): UnitSide[] {
  return reading.sides.map((_, i) => (i === 0 ? 'mine' : 'opponent'));
}

/** Every unit of a side in the order written: its brigades' first, then those of no brigade. */
export function sideUnits(side: OobSide): { unit: OobUnit; brigade?: number }[] {
  return [
    ...side.brigades.flatMap((b, brigade) => b.units.map((unit) => ({ unit, brigade }))),
    ...side.units.map((unit) => ({ unit })),
  ];
}

/** One unit as a new card of that side, created `at` (so the roster keeps the order written). */
export function cardOf(
  unit: OobUnit,
  side: UnitSide,
  pack: Pick<ValidatedPack, 'gunTypes'>,
  at: number,
): UnitCard {
  const figures = unit.figures ?? defaultFigures(unit.arm);
  const batteryKind = unit.batteryKind ?? 'foot';
  return {
    id: newId(),
    name: unit.name,
    side,
    nation: unit.nation,
    arm: unit.arm,
    infantryType: unit.infantryType,
    markers: { ...unit.markers },
    class: unit.class,
    startFigures: figures,
    figures,
    formation: 'line',
    screen: { attached: false, figures: 0 },
    gunType: unit.gunType ?? defaultGunType(pack, batteryKind),
    batteryKind,
    createdAt: at,
    updatedAt: at,
  };
}

/** The cards a confirmed paste adds, in the order written, after every card already there. */
export function pastedCards(
  reading: OobReading,
  targets: readonly UnitSide[],
  pack: Pick<ValidatedPack, 'gunTypes'>,
  ctx: { now: number; units: readonly UnitCard[] },
): UnitCard[] {
  const start = Math.max(ctx.now, ...ctx.units.map((u) => u.createdAt + 1));
  const units = reading.sides.flatMap((side, i) =>
    sideUnits(side).map(({ unit }) => ({ unit, side: targets[i] ?? 'opponent' })),
  );
  return units.map(({ unit, side }, i) => cardOf(unit, side, pack, start + i));
}

/** A card as a unit of an order of battle: at its starting figures (the army, not tonight's losses). */
export function unitOfCard(card: UnitCard): OobUnit {
  const battery = card.arm === 'artillery';
  return {
    name: card.name,
    arm: card.arm,
    infantryType: card.arm === 'infantry' ? card.infantryType : 'line',
    markers: card.arm === 'infantry' ? { ...card.markers } : { ...NO_MARKERS },
    class: card.class,
    nation: card.nation,
    figures: card.startFigures,
    ...(battery ? { gunType: card.gunType, batteryKind: card.batteryKind } : {}),
  };
}

/**
 * One side of the game as an order of battle ("Copy as text", a saved army): its name as the
 * players gave it, the nation most of its units have, its units in roster order.
 */
export function sideOfCards(cards: readonly UnitCard[], name: string | undefined): OobSide {
  const counts = new Map<Nation, number>();
  for (const c of cards) counts.set(c.nation, (counts.get(c.nation) ?? 0) + 1);
  const nation = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_NATION;
  const named = name?.trim();
  return {
    ...(named ? { name: named } : {}),
    nation,
    brigades: [],
    units: [...cards].sort((a, b) => a.createdAt - b.createdAt).map(unitOfCard),
  };
}
