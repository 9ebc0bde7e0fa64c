/**
 * A saved side as the text that goes to the other phone or into a file (issue 34, item 4): the
 * mark line (records' `SAVED_SIDE_MARK`), then the side as "Copy as text" writes it (src/oob
 * `writeOrderOfBattle`, in the sender's language), so the receiving phone reads it with the same
 * reader as a paste and the player could paste it too. QR codes and the file carry that text as
 * they carry every other (src/share frames, ShareAsFile). Loaded with the saved sides' screen, or
 * by the Show and Receive screens when a side is sent or read (it brings the order-of-battle reader).
 */

import type { Lang } from '../../core';
import { fail, ok, type Result, type ValidatedPack } from '../../core';
import {
  type OobContext,
  type OobReading,
  type OobSide,
  readOrderOfBattle,
  writeOrderOfBattle,
} from '../../oob';
import { isSavedSideText, SAVED_SIDE_MARK, type SavedSide, savedUnitCount } from '../../records';
import { defaultFigures, type NewSavedSide } from '../../state';

/** The text of a side to send: the mark, then the side in `lang`, written with the pack's guns. */
export function savedSideText(side: SavedSide, lang: Lang, pack: Pick<ValidatedPack, 'gunTypes'>): string {
  return `${SAVED_SIDE_MARK}\n${writeOrderOfBattle(side, lang, { guns: pack.gunTypes })}`;
}

/** A side read as one to keep: every unit with figures (the arm's default where the text gives none). */
export function keptSide(side: OobSide, fallbackName: string): NewSavedSide {
  const unit = (u: OobSide['units'][number]) => ({ ...u, figures: u.figures ?? defaultFigures(u.arm) });
  return {
    name: side.name?.trim() || fallbackName,
    nation: side.nation,
    ...(side.commander ? { commander: side.commander } : {}),
    ...(side.rating ? { rating: side.rating } : {}),
    brigades: side.brigades.map((b) => ({ ...b, units: b.units.map(unit) })),
    units: side.units.map(unit),
  };
}

/** Why a sent side was not read: not one at all, or a side with no unit in it. */
export type SideTextProblem = 'not-a-side' | 'no-units';

/** What a received side reads as: the side to keep, and how many of its lines were not read. */
export interface ReadSide {
  readonly side: NewSavedSide;
  readonly unreadLines: number;
}

/** A sent side's text read back (the first side it holds), nothing stored. */
export function readSavedSideText(
  text: string,
  context: OobContext,
  fallbackName: string,
): Result<ReadSide, SideTextProblem> {
  if (!isSavedSideText(text)) return fail('not-a-side');
  const body = text.trimStart().slice(SAVED_SIDE_MARK.length);
  const reading: OobReading = readOrderOfBattle(body, context);
  const first = reading.sides[0];
  if (!first) return fail('no-units');
  const side = keptSide(first, fallbackName);
  if (savedUnitCount(side) === 0) return fail('no-units');
  const unreadLines = reading.lines.filter(
    (l) => l.problems.length > 0 || l.units.some((u) => u.problems.length > 0),
  ).length;
  return ok({ side, unreadLines });
}
