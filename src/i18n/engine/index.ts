/**
 * The engine's codes in the player's language. The engine answers only with stable codes, numeric
 * params and clause ids (src/core/codes.ts); these helpers turn them into sentences. The i18n room's
 * second face, for the screens that show the engine's answers: kept out of i18n/index.ts, which the
 * first screen loads.
 */
import type { Check, Modifier, Params, Refusal, SituationQuestion } from '../../core';
import {
  AMMUNITION,
  CAVALRY_FORMATIONS,
  FORMATIONS,
  isOneOf,
  RANGE_BANDS,
  type RuleRef,
  SCALES,
  type Scale,
} from '../../core';
import type { PackProblem } from '../../packs';
import type { Lang } from '../../reference';
import { wordsIn } from '../registry';
import { formatSigned } from './format';
import {
  type EngineNames,
  type EngineTerms,
  PACK_FIELDS,
  type PackPhrase,
  type PackProblemContext,
  type PackProblemWords,
  type Phrase,
  type WordContext,
} from './types';

const NO_PARAMS: Params = Object.freeze({});

function say(phrase: Phrase, params: Params | undefined, ctx: WordContext): string {
  return typeof phrase === 'string' ? phrase : phrase(params ?? NO_PARAMS, ctx);
}

/** A clause's short name for link texts, e.g. "Canister restriction (A)". */
export function ruleTitle(lang: Lang, ref: RuleRef): string {
  return wordsIn(lang, 'terms').ruleTitles[ref];
}

/** Why the engine refused, e.g. "No canister: a friendly unit is inside the battery's 30° arc of fire." */
export function refusalText(lang: Lang, refusal: Pick<Refusal, 'code' | 'params'>, ctx: WordContext): string {
  return say(wordsIn(lang, 'engine').refusals[refusal.code], refusal.params, ctx);
}

/** Why a restriction that was considered let the fire through. */
export function checkText(lang: Lang, check: Pick<Check, 'code' | 'params'>, ctx: WordContext): string {
  return say(wordsIn(lang, 'engine').checks[check.code], check.params, ctx);
}

/**
 * "Target in column: +1 (pack value)". The source is always named, so a pack's number is never
 * shown as if the rulebook printed it; only open order's −2 says "rules text" (open-order.e).
 */
export function modifierText(lang: Lang, modifier: Pick<Modifier, 'code' | 'value' | 'source'>): string {
  const words = wordsIn(lang, 'terms');
  return `${words.modifiers[modifier.code]}: ${formatSigned(lang, modifier.value)} (${words.modifierSources[modifier.source]})`;
}

/** A modifier's name and where its value comes from: "Target in column (pack value)". */
export function modifierName(lang: Lang, modifier: Pick<Modifier, 'code' | 'source'>): string {
  const words = wordsIn(lang, 'terms');
  return `${words.modifiers[modifier.code]} (${words.modifierSources[modifier.source]})`;
}

/** The yes/no question a player answers at the table; distances in the game's scale. */
export function questionText(lang: Lang, question: SituationQuestion, ctx: WordContext): string {
  return say(wordsIn(lang, 'engine').questions[question].ask, undefined, ctx);
}

export function questionLabel(lang: Lang, question: SituationQuestion): string {
  return wordsIn(lang, 'engine').questions[question].label;
}

// --- pack problems ------------------------------------------------------------------------------

type PathToken = { readonly key: string } | { readonly index: number };

/** `gunTypes[1].ranges.long.cm` → keys and list positions, in order. */
function tokens(path: string): PathToken[] {
  const found: PathToken[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) found.push({ index: Number(match[2]) });
    else if (match[1] !== undefined) found.push({ key: match[1] });
  }
  return found;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** A key's words, read in the light of the keys above it (`canister` is a band under `ranges`). */
function keyLabel(
  words: EngineTerms & EngineNames,
  where: PackProblemWords['path'],
  key: string,
  above: readonly string[],
): string {
  const parent = above[above.length - 1];
  const grandparent = above[above.length - 2];
  if ((parent === 'ranges' || grandparent === 'table') && isOneOf(RANGE_BANDS, key))
    return lowerFirst(words.rangeBands[key]);
  if (grandparent === 'ranges' && isOneOf(SCALES, key)) return words.scales[key];
  if (parent === 'table' && isOneOf(AMMUNITION, key)) return lowerFirst(words.ammunition[key]);
  if (parent === 'targetFormation' && isOneOf(FORMATIONS, key)) return lowerFirst(words.formations[key]);
  if (parent === 'cavalryFormation' && isOneOf(CAVALRY_FORMATIONS, key))
    return lowerFirst(words.formations[key]);
  if (isOneOf(PACK_FIELDS, key)) return where.fields[key];
  return where.unknownField(key);
}

/**
 * Where in a pack a problem is, in words: `gunTypes[1].ranges.effective.cm` →
 * "Rule pack › gun type 2 › ranges › effective range › cm". Positions count from 1.
 */
export function packPathText(lang: Lang, path: string): string {
  const words = { ...wordsIn(lang, 'names'), ...wordsIn(lang, 'terms') };
  const where = wordsIn(lang, 'packProblems').path;
  const parts = [where.root];
  const keys: string[] = [];
  for (const token of tokens(path)) {
    if ('key' in token) {
      parts.push(keyLabel(words, where, token.key, keys));
      keys.push(token.key);
      continue;
    }
    const position = token.index + 1;
    const last = keys[keys.length - 1];
    if (last === 'gunTypes') parts.push(where.gunType(position));
    else if (keys[keys.length - 3] === 'table') parts.push(where.row(position));
    else parts.push(where.entry(position));
  }
  return parts.join(' › ');
}

/** The scale of the value at `path` when it is a distance (`…ranges.<band>.<scale>`). */
export function packDistanceScale(path: string): Scale | undefined {
  const keys = tokens(path).flatMap((token) => ('key' in token ? [token.key] : []));
  const last = keys[keys.length - 1];
  if (keys[keys.length - 3] === 'ranges' && isOneOf(SCALES, last)) return last;
  return undefined;
}

/** What is wrong, without where: "Must be from −10 to 10." */
export function packProblemText(lang: Lang, problem: Pick<PackProblem, 'code' | 'path' | 'params'>): string {
  const phrase: PackPhrase = wordsIn(lang, 'packProblems').codes[problem.code];
  if (typeof phrase === 'string') return phrase;
  const distanceScale = packDistanceScale(problem.path);
  const ctx: PackProblemContext = distanceScale === undefined ? {} : { distanceScale };
  return phrase(problem.params ?? NO_PARAMS, ctx);
}

/** Where and what, on one line: "Rule pack › version: Must be from 1 to 1000000." */
export function packProblemLine(lang: Lang, problem: Pick<PackProblem, 'code' | 'path' | 'params'>): string {
  return `${packPathText(lang, problem.path)}: ${packProblemText(lang, problem)}`;
}
