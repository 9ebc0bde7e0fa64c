import { createSignal, Show } from 'solid-js';
import { withWords } from '../../i18n';
import { reloadingOnMissingChunk } from '../../pwa';
import { useGame } from '../../state';
import { lazyView } from '../lazy-view';

// The end of the turn (issue 36): its own chunk and words, fetched with the first Next turn.
const TurnEndScreen = lazyView(
  reloadingOnMissingChunk(
    withWords(['turnEnd', 'names'], () => import('./TurnEndScreen').then((m) => m.TurnEndScreen)),
  ),
);

/**
 * The step before Next turn: `next` shows the end of the turn (on by default; a Setting turns it
 * off, and then `next` moves at once), whose own "Next turn" calls `move`, the game bar's Next turn
 * with its Undo. `TurnEnd` draws it where the game bar puts it.
 */
export function turnEndFirst(move: () => Promise<void>) {
  const game = useGame();
  const [ending, setEnding] = createSignal(false);
  const next = () => (game.state.game.turnSummary === false ? move() : setEnding(true));
  const moveOn = () => {
    setEnding(false);
    return move();
  };
  const TurnEnd = () => (
    <Show when={ending()}>
      <TurnEndScreen onNext={moveOn} onClose={() => setEnding(false)} />
    </Show>
  );
  return { next, TurnEnd };
}
