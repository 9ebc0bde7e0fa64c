import { isolateName, wordsIn } from '../../i18n';
import type { GameSettings, UnitSide } from '../../records';
import type { Lang } from '../../reference';
import { useApp, useGame } from '../../state';

/**
 * A side's display name: the players' own name for it (Settings → Sides), isolated when it could
 * reorder the sentence it goes into (i18n/bidi.ts), or the default word
 * ("Mine" / "Opponent", «Мои» / «Противник») while it is empty.
 */
export function sideNameIn(lang: Lang, names: GameSettings['sideNames'] | undefined, side: UnitSide): string {
  const own = names?.[side]?.trim();
  return own ? isolateName(own) : wordsIn(lang, 'names').sides[side];
}

/**
 * `sideName(side)` for any screen inside the app: follows the language and the players' names.
 * `const sideName = useSideName(); … {sideName(card.side)}`
 */
export function useSideName(): (side: UnitSide) => string {
  const app = useApp();
  const game = useGame();
  return (side) => sideNameIn(app.lang(), game.state.game.sideNames, side);
}
