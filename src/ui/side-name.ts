import { isolateName } from '../i18n/bidi';
import type { UnitSide } from '../records/model';
import { useApp } from '../state/app-context';
import { useGame } from '../state/game';

/**
 * A side's name as the players set it (Settings → Sides), isolated when it could reorder the sentence
 * it goes into (i18n/bidi.ts), or the default words in the UI's language.
 */
export function useSideName(): (side: UnitSide) => string {
  const app = useApp();
  const game = useGame();
  return (side) => {
    const named = game.state.game.sideNames?.[side]?.trim();
    if (named) return isolateName(named);
    return side === 'mine' ? app.t().units.mine : app.t().units.opponent;
  };
}
