import { createEffect, createSignal, onCleanup, Show } from 'solid-js';
import { reloadForNewerData } from '../pwa/sw-bridge';
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
  // A mis-tapped Next turn must not cost a battery its shot: Undo stays beside the turn for a while.
  const [undoable, setUndoable] = createSignal<{ turn: number; fired: string[] }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  const next = async () => {
    const before = await game.actions.nextTurn();
    setUndoable(before);
    clearTimeout(timer);
    if (before) timer = setTimeout(() => setUndoable(undefined), 15_000);
  };
  // Undo of Next turn only while the turn it made is the one on the table (not after New game).
  createEffect(() => {
    const before = undoable();
    if (before && game.state.game.turn !== before.turn + 1) setUndoable(undefined);
  });
  const undo = async () => {
    const before = undoable();
    setUndoable(undefined);
    clearTimeout(timer);
    if (before) await game.actions.undoNextTurn(before);
  };
  return (
    <>
      <Show when={game.problem() ?? (game.blocked() ? 'blocked' : undefined)}>
        {(problem) => (
          <div class="banner" role="alert">
            <span>{app.t().storage[problem()]}</span>
            <Show when={problem() === 'version-change' || problem() === 'newer-version'}>
              <button type="button" class="btn" onClick={reloadForNewerData}>
                {app.t().storage.reload}
              </button>
            </Show>
          </div>
        )}
      </Show>
      <div class="game-bar">
        <span class="turn" aria-live="polite">
          {app.t().game.turn(game.state.game.turn)}
        </span>
        <Show when={undoable()}>
          {(before) => (
            <button
              type="button"
              class="btn"
              aria-label={app.t().game.undoNextTurnLabel(before().turn)}
              onClick={() => void undo()}
            >
              {app.t().game.undoNextTurn}
            </button>
          )}
        </Show>
        <button type="button" class="btn" onClick={() => void next()}>
          {app.t().game.nextTurn}
        </button>
      </div>
    </>
  );
}
