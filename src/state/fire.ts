/**
 * The glue between unit cards and the engine for one shot: plain functions, no Solid, so the
 * Fire screen stays thin and these are tested on their own.
 */
import type {
  Allocation,
  Ammo,
  FireBattery,
  FireSetup,
  FireTarget,
  Moved,
  RangeBand,
  Scale,
  SituationQuestion,
} from '../core';
import { relevantQuestions } from '../core/situation';
import type { GameSettings, ResolutionRecord, ShotInput, UnitCard } from '../storage/model';

export function toFireBattery(card: UnitCard): FireBattery {
  return { side: card.side, nation: card.nation, kind: card.batteryKind, gunType: card.gunType };
}

export function toFireTarget(card: UnitCard): FireTarget {
  const base = {
    side: card.side,
    arm: card.arm,
    nation: card.nation,
    class: card.class,
    figures: card.figures,
  } as const;
  if (card.arm === 'artillery') return base;
  const screen =
    card.screen.attached && card.screen.figures > 0 ? { figures: card.screen.figures } : undefined;
  return {
    ...base,
    infantryType: card.infantryType,
    markers: card.markers,
    formation: card.formation,
    ...(screen ? { screen } : {}),
  };
}

/** What the player has chosen on the Fire screen, before the dice. */
export interface ShotDraft {
  ammo: Ammo;
  /** A declared band, or a measured distance in the game's scale (empty while being typed). */
  rangeMode: 'band' | 'distance';
  band: RangeBand;
  distance: string;
  movement: { moved: Moved; unlimbered: boolean };
  situation: { [Q in SituationQuestion]?: boolean };
}

export const DEFAULT_DRAFT: ShotDraft = {
  ammo: 'roundshot',
  rangeMode: 'band',
  band: 'effective',
  distance: '',
  movement: { moved: 'none', unlimbered: false },
  situation: {},
};

/** A typed distance as a number, or undefined while it is not a usable one. */
export function parseDistance(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Number(normalised);
}

export function draftRange(draft: ShotDraft, scale: Scale): ShotInput['range'] | undefined {
  if (draft.rangeMode === 'band') return { band: draft.band };
  const distance = parseDistance(draft.distance);
  return distance === undefined ? undefined : { distance, scale };
}

export function hasFiredThisTurn(log: readonly ResolutionRecord[], turn: number, batteryId: string): boolean {
  return log.some((r) => r.turn === turn && r.input.batteryId === batteryId && r.result.legal);
}

export function fireSetup(
  battery: UnitCard,
  target: UnitCard,
  draft: ShotDraft,
  game: GameSettings,
  log: readonly ResolutionRecord[],
): FireSetup | undefined {
  const range = draftRange(draft, game.scale);
  if (!range) return undefined;
  return {
    battery: toFireBattery(battery),
    target: toFireTarget(target),
    ammo: draft.ammo,
    range,
    movement: draft.movement,
    firedThisTurn: hasFiredThisTurn(log, game.turn, battery.id),
    situation: askedAnswers(draft, toFireTarget(target)),
    campaignYear: game.campaignYear,
  };
}

/**
 * Only the answers to questions the screen actually asks for this shot reach the engine: a
 * remembered answer to a question no longer asked (say "the skirmishers are the target" after the
 * screen was wiped out) must not refuse a shot with no way to see or change it. With a measured
 * distance the band is not known yet, so the long-range questions count as asked (the screen asks
 * them too).
 */
export function askedAnswers(draft: ShotDraft, target: FireTarget): ShotDraft['situation'] {
  const band = draft.rangeMode === 'band' ? draft.band : 'long';
  const screened = (target.screen?.figures ?? 0) > 0;
  const asked: ShotDraft['situation'] = {};
  for (const q of relevantQuestions(draft.ammo, band, screened)) {
    if (q.onlyIf && !(draft.situation[q.onlyIf] ?? false)) continue;
    const answer = draft.situation[q.question];
    if (answer !== undefined) asked[q.question] = answer;
  }
  return asked;
}

/** The target card after the casualties are taken off (never below zero). */
export function withCasualties(target: UnitCard, allocation: Allocation): UnitCard {
  return {
    ...target,
    figures: Math.max(0, target.figures - allocation.line),
    screen: { ...target.screen, figures: Math.max(0, target.screen.figures - allocation.skirmishers) },
  };
}

/** The target card with applied casualties put back (undo). */
export function withoutCasualties(
  target: UnitCard,
  applied: { line: number; skirmishers: number },
): UnitCard {
  return {
    ...target,
    figures: target.figures + applied.line,
    screen: { ...target.screen, figures: target.screen.figures + applied.skirmishers },
  };
}
