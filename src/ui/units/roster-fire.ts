import { type Accessor, createMemo } from 'solid-js';
import type { UnitCard, UnitSide } from '../../records';
import {
  armedBattery,
  clearFireSelection,
  type RosterTap,
  rosterTapOf,
  tapRosterUnit,
  useApp,
  useGame,
} from '../../state';

/** The bottom navigation and the firing banner above it: what lies under them is not on screen. */
const COVERED_BELOW = 140;

/**
 * The other side's group comes up when a battery is armed, so its first target is in view without
 * a scroll: its heading to the top, unless the middle of the first target's tap area is on screen.
 */
function bringTargetsIntoView(firingSide: UnitSide): void {
  const other: UnitSide = firingSide === 'mine' ? 'opponent' : 'mine';
  requestAnimationFrame(() => {
    const heading = document.getElementById(`units-group-${other}`);
    if (!heading) return;
    const first = heading.closest('section')?.querySelector('.unit-list [data-fire-keep]') ?? heading;
    const box = first.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    if (heading.getBoundingClientRect().top < 0 || middle > window.innerHeight - COVERED_BELOW)
      heading.scrollIntoView({ block: 'start' });
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
 * `rosterTapOf` (state/fire/selection.ts); this adds what the screen does after it.
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
