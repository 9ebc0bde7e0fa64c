/**
 * v7: a saved side (issue 34, item 4): an order of battle kept on the phone apart from the game —
 * its name, nation and commander, its brigades with their commanders and units, its unattached
 * units, every unit at its starting figures. Its shape is the order-of-battle reader's own side
 * (src/oob `OobSide`, which a saved side fits), so a saved side is written, sent and read back as
 * a side of "Copy as text". Its record check here, for backups; the limits beside it, apart from
 * model.ts so the first screen carries none of them.
 */
import type { Check, Shape } from '../check';
import { bool, halves, list, object, oneOf, text } from '../check';
import type { Arm, BatteryKind, GunTypeId, InfantryMarkers, InfantryType, Nation, UnitClass } from '../core';
import { ARMS, BATTERY_KINDS, INFANTRY_TYPES, NATIONS, UNIT_CLASSES } from '../core';
import { id, time } from './cards';
import {
  MAX_BRIGADE_NAME_LENGTH,
  MAX_COMMANDER_LENGTH,
  MAX_FIGURES,
  MAX_NAME_LENGTH,
  MAX_RATING_LENGTH,
  MAX_SIDE_NAME_LENGTH,
} from './model';

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

/** More than any side of a real evening: a bound on what a backup or a received text may make. */
export const MAX_SAVED_BRIGADES = 100;
export const MAX_SAVED_UNITS = 500;

const unitShape = {
  name: text(1, MAX_NAME_LENGTH),
  arm: oneOf(ARMS),
  infantryType: oneOf(INFANTRY_TYPES),
  markers: object({ jager: bool, fusilier: bool, imperialGuard: bool }),
  class: oneOf(UNIT_CLASSES),
  nation: oneOf(NATIONS),
  figures: halves(0, MAX_FIGURES),
  gunType: text(0, 64),
  batteryKind: oneOf(BATTERY_KINDS),
} satisfies Shape<SavedUnit>;
const units = list(object(unitShape, { optional: ['gunType', 'batteryKind'] }), MAX_SAVED_UNITS);

const commander = text(0, MAX_COMMANDER_LENGTH);
const rating = text(0, MAX_RATING_LENGTH);

const brigadeShape = {
  name: text(1, MAX_BRIGADE_NAME_LENGTH),
  commander,
  rating,
  units,
} satisfies Shape<SavedBrigade>;

const sideShape = {
  id,
  name: text(1, MAX_SIDE_NAME_LENGTH),
  nation: oneOf(NATIONS),
  commander,
  rating,
  brigades: list(object(brigadeShape, { optional: ['commander', 'rating'] }), MAX_SAVED_BRIGADES),
  units,
  createdAt: time,
  updatedAt: time,
} satisfies Shape<SavedSide>;

/** A saved side as a backup holds it (the store's records: src/storage/backup-records.ts). */
export const checkSavedSide: Check = object(sideShape, { optional: ['commander', 'rating'] });

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
