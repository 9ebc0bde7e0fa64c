/**
 * Orders of battle and the game (issue 34, items 3 and 4): what the reader needs of the game (the
 * pack's guns, a figure scale, each side's nation) and a side of the game as an order of battle
 * (Copy as text). A pasted side is made into cards by the brigade verbs (units/brigades.ts
 * `addSide`). Plain functions; the paste screen's chunk brings them (src/ui/units/paste/).
 */
import type { ValidatedPack } from '../../core';
import { type Nation, NO_MARKERS } from '../../core';
import type { FigureScale, OobContext, OobSide, OobUnit } from '../../oob';
import type { BrigadeRecord, UnitCard, UnitSide } from '../../records';
import { DEFAULT_NATION } from '../units/model';
import { brigadeGroups } from '../units/roster';

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
 * players gave it, the nation most of its units have, its brigades with their commanders and
 * units, then its unattached units, in roster order.
 */
export function sideOfGame(
  units: readonly UnitCard[],
  brigades: readonly BrigadeRecord[],
  side: UnitSide,
  name: string | undefined,
): OobSide {
  const counts = new Map<Nation, number>();
  for (const c of units) if (c.side === side) counts.set(c.nation, (counts.get(c.nation) ?? 0) + 1);
  const nation = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_NATION;
  const groups = brigadeGroups(units, brigades, side);
  const named = name?.trim();
  return {
    ...(named ? { name: named } : {}),
    nation,
    brigades: groups.flatMap(({ brigade, units: of }) =>
      brigade
        ? [
            {
              name: brigade.name,
              ...(brigade.commander ? { commander: brigade.commander } : {}),
              ...(brigade.rating ? { rating: brigade.rating } : {}),
              units: of.map(unitOfCard),
            },
          ]
        : [],
    ),
    units: groups.find((g) => !g.brigade)?.units.map(unitOfCard) ?? [],
  };
}
