import { createEffect, Show } from 'solid-js';
import { setKeepAwake } from '../pwa/wake-lock';
import { useApp } from '../state/app-context';
import { useGame } from '../state/game';

/** The turn counter and "Next turn", and any storage problem, above every game screen. */
export function GameBar() {
  const app = useApp();
  const game = useGame();
  createEffect(() => setKeepAwake(game.state.game.keepAwake));
  return (
    <>
      <Show when={game.problem() ?? (game.blocked() ? 'blocked' : undefined)}>
        {(problem) => (
          <div class="banner" role="alert">
            <span>{app.t().storage[problem()]}</span>
            <Show when={problem() === 'version-change'}>
              <button type="button" class="btn" onClick={() => location.reload()}>
                {app.t().storage.reload}
              </button>
            </Show>
          </div>
        )}
      </Show>
      <div class="game-bar">
        <span class="turn" aria-live="polite">
          {app.t().log.turn(game.state.game.turn)}
        </span>
        <button type="button" class="btn" onClick={() => void game.actions.nextTurn()}>
          {app.t().log.nextTurn}
        </button>
      </div>
    </>
  );
}
