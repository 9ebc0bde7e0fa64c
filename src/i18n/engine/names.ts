/**
 * What the roster says of the engine's vocabulary: names (nations, formations…) and clause titles.
 * Apart from the sentence helpers (./index.ts) so the first screen's shell carries only these.
 */
import type { RuleRef } from '../../core/vocabulary';
import type { Lang } from '../../reference/types';
import { engineNamesFor, engineWordsFor } from '../registry';
import type { EngineNames } from './types';

/** The vocabulary's names (nations, formations, clause titles…): on every screen, the roster too. */
export function engineNames(lang: Lang): EngineNames {
  return engineNamesFor(lang);
}

/**
 * A short clause name for link texts, e.g. "Canister restriction (A)". The roster's one
 * (open-order.d) is among the names; the others come with the engine's sentences, which every
 * screen but the roster loads first (`withEngineSentences`).
 */
export function ruleTitle(lang: Lang, ref: RuleRef): string {
  return ref === 'open-order.d' ? engineNamesFor(lang).firesAsRule : engineWordsFor(lang).ruleTitles[ref];
}
