import { createEffect, Show } from 'solid-js';
import { useApp } from '../state/app-context';
import { useGame } from '../state/game';

let keepAwakeLoaded = false;

/** The turn counter and "Next turn", and any storage problem, above every game screen. */
export function GameBar() {
  const app = useApp();
  const game = useGame();
  // Screen Wake Lock code loads only for a player who asked for it.
  createEffect(() => {
    const on = game.state.game.keepAwake;
    if (on || keepAwakeLoaded) {
      keepAwakeLoaded = true;
      void import('../pwa/wake-lock').then((m) => m.setKeepAwake(on));
    }
  });
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
