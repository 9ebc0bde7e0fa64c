/**
 * open-order.d: how infantry in a formation fires. Apart from the rest of open order
 * (open-order.ts re-exports it) because the roster's cards say it and nothing else of open order.
 */
import type { Formation, RuleRef } from './vocabulary';

export type FiresAs = 'close-order' | 'skirmish';

/**
 * How infantry in a formation fires. open-order.d: open order fires as close-order infantry,
 * even though it is a dispersed formation like a skirmish screen. Total: any value but those two
 * formations fires as close order, with no clause named.
 */
export function firesAs(formation: Formation): { readonly as: FiresAs; readonly ruleRef?: RuleRef } {
  if (formation === 'open-order') return { as: 'close-order', ruleRef: 'open-order.d' };
  if (formation === 'skirmish-screen') return { as: 'skirmish' };
  return { as: 'close-order' };
}
