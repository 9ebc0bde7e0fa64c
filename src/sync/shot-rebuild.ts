/**
 * A shot's chain worked out again by the engine from what the compact shared text (format v3,
 * compact.ts) carries: the battery's and target's cards, the shot's inputs, its dice, the rule
 * pack it names and where its casualties went. Pure: no storage, no DOM.
 *
 * The cards are the ones the text carries, as they are now; what the engine needs of the shot's
 * moment that a card no longer says is this:
 * - the target's figures then: they only cap the casualties (core/allocation.ts), so the carried
 *   outcome stands in for them: a part that lost N figures had at least N; a part that lost none
 *   is given one figure (its loss was 0 however many it had);
 * - whether it had a skirmish screen: the outcome says so (a screen's split has its own clause).
 * The writer checks every rebuilt chain against the chain its own phone showed and carries the
 * whole chain wherever they differ (a card edited since the shot, another campaign year), so a
 * chain rebuilt here is the one the firing phone showed.
 */
import { sameJson } from '../check';
import type { FireChain, FireRequest, FireTarget, ValidatedPack } from '../core';
import { askedAnswers, resolveFire } from '../core';
import type { ShotInput, UnitCard } from '../records';

/** Where a legal shot's casualties went: the formed unit's, and the screen's when it had one. */
export type ShotOutcome = readonly [line: number] | readonly [line: number, skirmishers: number];

/** The outcome a chain carries: `[line]` without a screen, `[line, skirmishers]` with one. */
export function outcomeOf(chain: FireChain): ShotOutcome {
  const a = chain.allocation;
  return a.ruleRef === undefined ? [a.line] : [a.line, a.skirmishers];
}

/** The target as the engine saw it, its figures standing in from the outcome. */
function targetOf(card: UnitCard, outcome: ShotOutcome): FireTarget {
  const [line, skirmishers] = outcome;
  const base = {
    side: card.side,
    arm: card.arm,
    nation: card.nation,
    class: card.class,
    figures: line > 0 ? line : 1,
  } as const;
  if (card.arm === 'artillery') return base;
  return {
    ...base,
    infantryType: card.infantryType,
    markers: card.markers,
    formation: card.formation,
    ...(skirmishers === undefined ? {} : { screen: { figures: skirmishers > 0 ? skirmishers : 1 } }),
  };
}

/** What the engine reads of the battery's card. */
export type BatteryOf = Pick<UnitCard, 'side' | 'nation' | 'batteryKind' | 'gunType'>;

export interface RebuildInput {
  readonly battery: BatteryOf;
  readonly target: UnitCard;
  readonly input: ShotInput;
  readonly dice: readonly [number, number];
  readonly outcome: ShotOutcome;
  /** The sending phone's campaign year (open order depends on it). */
  readonly year: number;
}

/** The engine's request for the shot (a legal shot's battery had not fired that turn). */
export function rebuildRequest(shot: RebuildInput): FireRequest {
  const target = targetOf(shot.target, shot.outcome);
  const b = shot.battery;
  return {
    battery: { side: b.side, nation: b.nation, kind: b.batteryKind, gunType: b.gunType },
    target,
    ammo: shot.input.ammo,
    range: shot.input.range,
    movement: shot.input.movement,
    firedThisTurn: false,
    // The answers the engine was given: only those to questions the Fire screen asked for the shot
    // (the log keeps every answer the form held).
    situation: askedAnswers(
      {
        ammo: shot.input.ammo,
        band: 'band' in shot.input.range ? shot.input.range.band : undefined,
        screened: (target.screen?.figures ?? 0) > 0,
      },
      shot.input.situation,
    ),
    campaignYear: shot.year,
    dice: shot.dice,
  };
}

/**
 * The chain the engine gives for the shot with `pack`, or undefined where it gives none (refused)
 * or one whose casualties went elsewhere than the text says (then it is not that shot's chain).
 */
export function rebuildChain(shot: RebuildInput, pack: ValidatedPack): FireChain | undefined {
  const result = resolveFire(rebuildRequest(shot), pack);
  if (!result.legal) return undefined;
  return sameJson(outcomeOf(result.chain), shot.outcome) ? result.chain : undefined;
}
