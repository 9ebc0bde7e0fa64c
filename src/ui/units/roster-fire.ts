import { type Accessor, createMemo } from 'solid-js';
import { useApp } from '../../state/app-context';
import {
  armedBattery,
  clearFireSelection,
  type RosterTap,
  rosterTapOf,
  tapRosterUnit,
} from '../../state/fire-selection';
import { useGame } from '../../state/game';
import type { UnitCard, UnitSide } from '../../storage/model';

/**
 * The other side's group comes up when a battery is armed, so its first target is in view without
 * a scroll (unless its heading already sits in the upper part of the screen).
 */
function bringTargetsIntoView(firingSide: UnitSide): void {
  const other: UnitSide = firingSide === 'mine' ? 'opponent' : 'mine';
  requestAnimationFrame(() => {
    const heading = document.getElementById(`units-group-${other}`);
    if (!heading) return;
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.3) heading.scrollIntoView({ block: 'start' });
  });
}

export interface RosterFire {
  /** The battery armed on the roster (none once its shot is on the Fire screen). */
  armed: Accessor<UnitCard | undefined>;
  /** What a tap on this unit would do now: the card's or row's label and look follow it. */
  tapOf: (card: UnitCard) => RosterTap;
  /** The tap itself: arm, switch the firing battery, stand down, or fire at it (opens Fire). */
  tap: (card: UnitCard) => RosterTap;
  /** The banner's Cancel: nothing armed. */
  cancel: () => void;
}

/**
 * Tap-to-fire on the roster, for a full card and a compact row alike: the rules of the tap are
 * `rosterTapOf` (state/fire-selection.ts); this adds what the screen does after it.
 */
export function useRosterFire(): RosterFire {
  const app = useApp();
  const game = useGame();
  const armed = createMemo(() => armedBattery(game.state.units));
  return {
    armed,
    tapOf: (card) => rosterTapOf(card, armed()),
    tap: (card) => {
      const what = tapRosterUnit(card, armed());
      if (what === 'target') app.navigate({ screen: 'fire' });
      else if (what === 'select-firer') bringTargetsIntoView(card.side);
      return what;
    },
    cancel: clearFireSelection,
  };
}
