/**
 * English words for everything the rules engine and the pack validator answer with.
 * Terms follow shared/docs/rules-notes.md ("Terms"). Numbers that come from a rule pack are
 * "pack values", never the rulebook's; only open order's −2 is the text's own (open-order.e).
 */
import type { Params } from '../../core/codes';
import { SITUATION_QUESTIONS } from '../../core/situation';
import {
  formatDistance,
  formatFigures,
  formatNumber,
  formatSigned,
  param,
  ruleDistance,
} from '../engine/format';
import type { EngineSentences, EngineTerms, WordContext } from '../engine/types';
import { plural } from '../plural';

const n = (value: number): string => formatNumber('en', value);
/** Whole and half figures: "1 figure", "½ figure", "23½ figures". */
const figures = (count: number): string =>
  `${formatFigures('en', count)} ${count === 0.5 ? 'figure' : plural('en', count, { one: 'figure', other: 'figures' })}`;
const ten = (ctx: WordContext): string => ruleDistance('en', ctx.scale);
const whichDie = (index: number): string =>
  ['The first die', 'The second die'][index] ?? `Die no. ${n(index + 1)}`;

/**
 * Built with the table's terms (./terms.ts, a chunk of their own: importing them here would put them
 * in this chunk for the screens that need only them).
 */
export function engine(terms: EngineTerms): EngineSentences {
  const { rangeBands } = terms;
  const sentences: EngineSentences = {
    questions: {
      friendlyInArc: {
        label: 'Friends in the arc of fire',
        ask: "Is a friendly unit inside the battery's 30° arc of fire?",
      },
      friendlyNearFront: {
        label: 'Friends near the front',
        ask: (_, ctx) =>
          `Is a friendly unit within ${ten(ctx)} in front of the target, or within ${ten(ctx)} in front of the battery?`,
      },
      clearSightBeyond: {
        label: 'Clear line of sight past friends',
        ask: (_, ctx) =>
          `Is there a clear line of sight, with some part of the enemy unit more than ${ten(ctx)} from the friendly unit?`,
      },
      friendlyInBouncePath: {
        label: 'Friends in the bounce path',
        ask: 'Would a friendly unit take casualties from roundshot bouncing through?',
      },
      overheadFire: {
        label: 'Overhead fire',
        ask: 'Is the battery firing over the heads of friendly units?',
      },
      batteryOnHigherGround: {
        label: 'Battery on high ground',
        ask: 'Does the battery stand higher than both the target and the friendly units (on high ground)?',
      },
      friendsClearOfBatteryAndEnemy: {
        label: 'Friends clear of battery and enemy',
        ask: (_, ctx) =>
          `Are the friendly units at least ${ten(ctx)} from the battery's front and at least ${ten(ctx)} from the enemy?`,
      },
      screenIsTarget: {
        label: 'Skirmishers are the target',
        ask: 'Are the skirmishers themselves the target?',
      },
    },

    refusals: {
      'open-order.not-infantry': 'Only infantry can form open order.',
      'open-order.class-too-low': 'Only battalions classed Veteran, Elite or Guard may form open order.',
      'open-order.before-1812': (p: Params) => {
        const year = param(p, 'year');
        const from = String(param(p, 'fromYear') ?? 1812);
        return year === undefined
          ? `Before ${from}, Allied (Coalition) line battalions may not form open order.`
          : `In ${String(year)}, Allied (Coalition) line battalions may not yet form open order: only from ${from} on.`;
      },
      'open-order.french-ally-line':
        "A line battalion of France's allies is neither French (clause b) nor Allied (Coalition, clause c): no clause lets it form open order.",
      'open-order.year-invalid': 'The campaign year must be a whole year, such as 1812.',
      'open-order.invalid-unit': 'Describe the battalion fully: arm, nation and class.',
      'request.invalid-battery': 'Describe the battery fully: nation, foot or horse artillery, and gun type.',
      'request.invalid-target':
        'Describe the target fully: arm, nation, class, formation and the figures it has.',
      'request.invalid-ammo': 'Choose the ammunition: roundshot or canister.',
      'request.invalid-range': 'Give the range: a range band, or a measured distance of zero or more.',
      'request.invalid-movement':
        'Say how far the battery moved this turn, whether it unlimbered, and whether it has already fired.',
      'request.invalid-situation': 'Answer each question about the table with yes or no.',
      'request.campaign-year-missing':
        'The target is in open order: give the campaign year, as clause c depends on it.',
      'pack.invalid':
        'The rule pack in use is damaged or incomplete: check it in Settings → Rule packs, or use the practice pack.',
      'gun-type.unknown': 'This rule pack has no such gun type.',
      'gun-type.wrong-battery-kind': 'In this rule pack this gun does not serve with this kind of battery.',
      'range.scale-unsupported': (_, ctx) =>
        `This rule pack gives no ranges in ${ctx.scale === 'in' ? 'inches' : 'centimetres'}: declare the range band instead.`,
      'range.beyond-long': (p, ctx) => {
        const distance = param(p, 'distance');
        const longMax = param(p, 'longMax');
        const at =
          distance === undefined
            ? 'The target'
            : `At ${formatDistance('en', distance, ctx.scale)} the target`;
        const limit =
          longMax === undefined
            ? ''
            : ` (long range reaches ${formatDistance('en', longMax, ctx.scale)} for this gun: pack value)`;
        return `${at} is beyond long range${limit}.`;
      },
      'target.same-side': 'A battery may not fire at its own side.',
      'target.no-figures': 'The target has no figures left.',
      'target.formation-missing': (p) =>
        param(p, 'arm') === 1
          ? "Choose the cavalry's formation: line or column."
          : "Choose the target's formation: line, column, square, open order or skirmish screen.",
      'screen.missing': 'The skirmishers are named as the target, but the target has no skirmish screen.',
      'table.no-column':
        "The rule pack's Artillery Fire Casualty Table has no column for this ammunition at this range.",
      'dice.invalid': (p) => {
        const index = param(p, 'index');
        if (index !== undefined) return `${whichDie(index)} must be a whole number from 1 to 6.`;
        const count = param(p, 'count') ?? 2;
        return `Roll ${n(count)}D6: enter ${n(count)} dice, each from 1 to 6.`;
      },
      'situation.unanswered': (p, ctx) => {
        const question = SITUATION_QUESTIONS[param(p, 'question') ?? -1];
        if (question === undefined)
          return 'Answer first every question that decides whether this shot is allowed.';
        const asked = sentences.questions[question].ask;
        return `Answer first: ${typeof asked === 'string' ? asked : asked(p, ctx)}`;
      },
      'movement.fired-this-turn': 'This battery has already fired this turn; a battery fires once per turn.',
      'movement.moved-over-half': 'A battery that moved more than half its move may not fire.',
      'movement.foot-unlimbered': 'Foot artillery that unlimbered this turn may not fire.',
      'canister.friendly-in-arc': "No canister: a friendly unit is inside the battery's 30° arc of fire.",
      'long-range.friendly-near-front': (_, ctx) =>
        `No long-range fire: a friendly unit is within ${ten(ctx)} in front of the target or the battery, and no part of the enemy is in clear sight more than ${ten(ctx)} from it.`,
      'roundshot.friendly-in-bounce-path':
        'No fire: a friendly unit would take roundshot bounce-through casualties.',
      'overhead.not-higher-ground':
        'Overhead fire is allowed only from higher ground than both the target and the friendly units.',
      'overhead.friends-too-close': (_, ctx) =>
        `No overhead fire: the friendly units must be at least ${ten(ctx)} from the battery's front and ${ten(ctx)} from the enemy.`,
      'overhead.canister': 'Overhead fire is roundshot only: no canister over the heads of friendly units.',
    },

    checks: {
      'movement.not-fired-this-turn': 'Has not fired yet this turn.',
      'movement.did-not-move': 'The battery did not move.',
      'movement.moved-half': 'Moved up to half its move: may fire, with the movement penalty.',
      'movement.horse-artillery': 'Horse artillery: unlimbering does not stop it firing.',
      'movement.not-unlimbered': 'Did not unlimber this turn.',
      'canister.arc-clear': 'No friendly unit in the 30° arc of fire.',
      'canister.not-canister': 'Not canister: the arc-of-fire restriction does not apply.',
      'long-range.no-friendly-near-front': (_, ctx) =>
        `No friendly unit within ${ten(ctx)} in front of the target or the battery.`,
      'long-range.clear-sight-exception': (_, ctx) =>
        `Friends are near, but there is a clear line of sight and part of the enemy is more than ${ten(ctx)} from them: fire allowed by the exception.`,
      'long-range.not-long-range': 'Not at long range: the friends-in-front restriction does not apply.',
      'bounce.path-clear': "No friendly unit in the roundshot's bounce-through path.",
      'bounce.not-roundshot': 'Not roundshot: no bounce-through.',
      'overhead.not-overhead': 'The battery is not firing over the heads of friendly units.',
      'overhead.higher-ground': 'The battery is on higher ground than the target and the friendly units.',
      'overhead.friends-clear': (_, ctx) =>
        `The friendly units are at least ${ten(ctx)} from the battery's front and from the enemy.`,
      'overhead.roundshot': 'Overhead fire with roundshot is allowed.',
      'table.has-column': 'The casualty table has a column for this ammunition at this range.',
      'target.has-figures': 'The target has figures to lose.',
      'target.enemy': 'The target is an enemy unit.',
      'target.open-order-eligible': 'The target may be in open order.',
    },

    results: {
      figures,
      casualties: (count) => `Casualties: ${figures(count)}`,
      allocation: (skirmishers, line) =>
        skirmishers === 0
          ? `The skirmishers lose nothing; the screened unit loses ${figures(line)}.`
          : `The skirmishers lose ${figures(skirmishers)}, the screened unit ${figures(line)}.`,
      roll: (dice, totalModifier, modifiedScore) =>
        `2D6: ${n(dice[0])} + ${n(dice[1])} = ${n(dice[0] + dice[1])}; modifiers ${formatSigned('en', totalModifier)}; score ${formatNumber('en', modifiedScore)}.`,
      clamped: (clamped, score, row) =>
        clamped === 'below'
          ? `Score ${formatNumber('en', score)} is below the table: its lowest row (${formatNumber('en', row)}) was read.`
          : `Score ${formatNumber('en', score)} is above the table: its highest row (${formatNumber('en', row)}) was read.`,
      rangeDeclared: (band) => `${rangeBands[band]} (declared)`,
      rangeMeasured: (distance, band, bandMax, scale) =>
        `${formatDistance('en', distance, scale)}: ${rangeBands[band].toLowerCase()}, up to ${formatDistance('en', bandMax, scale)} for this gun (pack value)`,
    },
  };
  return sentences;
}
