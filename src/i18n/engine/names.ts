/**
 * A clause's short name for link texts. Apart from the sentence helpers (./index.ts), so the first
 * screen's shell carries only this.
 */
import type { Lang } from '../../core/lang';
import type { RuleRef } from '../../core/vocabulary';
import { wordsIn } from '../registry';

/**
 * A short clause name for link texts, e.g. "Canister restriction (A)". The roster's one
 * (open-order.d) is among the names; the others come with the engine's words, which every screen
 * but the roster loads with its chunk.
 */
export function ruleTitle(lang: Lang, ref: RuleRef): string {
  return ref === 'open-order.d'
    ? wordsIn(lang, 'app').names.firesAsRule
    : wordsIn(lang, 'engine').ruleTitles[ref];
}
