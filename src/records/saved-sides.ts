/**
 * v7: a saved side (issue 34, item 4): an order of battle kept on the phone apart from the game —
 * its name, nation and commander, its brigades with their commanders and units, its unattached
 * units, every unit at its starting figures. Its shape is the order-of-battle reader's own side
 * (src/oob `OobSide`, which a saved side fits), so a saved side is written, sent and read back as
 * a side of "Copy as text". Its record check and limits are with the other record checks (cards.ts).
 */
import type { Arm, BatteryKind, GunTypeId, InfantryMarkers, InfantryType, Nation, UnitClass } from '../core';

/** A unit of a saved side, as the order of battle writes it (no figures now: it is not in a game). */
export interface SavedUnit {
  readonly name: string;
  readonly arm: Arm;
  readonly infantryType: InfantryType;
  readonly markers: InfantryMarkers;
  readonly class: UnitClass;
  readonly nation: Nation;
  readonly figures: number;
  readonly gunType?: GunTypeId;
  readonly batteryKind?: BatteryKind;
}

export interface SavedBrigade {
  readonly name: string;
  readonly commander?: string;
  readonly rating?: string;
  readonly units: readonly SavedUnit[];
}

/** A side as it is kept: what the players named it, and when it was saved and last changed. */
export interface SavedSide {
  readonly id: string;
  readonly name: string;
  readonly nation: Nation;
  readonly commander?: string;
  readonly rating?: string;
  readonly brigades: readonly SavedBrigade[];
  readonly units: readonly SavedUnit[];
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** How many units a saved side holds, in its brigades and unattached. */
export function savedUnitCount(side: Pick<SavedSide, 'brigades' | 'units'>): number {
  return side.brigades.reduce((n, b) => n + b.units.length, side.units.length);
}

/**
 * The first line of a saved side sent to another phone (QR codes, a file): what the Receive screen
 * knows it by. The side follows as "Copy as text" writes it (src/ui/share/side-text.ts).
 */
export const SAVED_SIDE_MARK = 'Grand Battery side 1';

/** Cheap: is this text a sent side at all? (What it holds is read later.) */
export function isSavedSideText(text: string): boolean {
  return text.trimStart().startsWith(SAVED_SIDE_MARK);
}
