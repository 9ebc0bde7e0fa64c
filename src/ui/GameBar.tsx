import { createEffect, For, onCleanup, Show } from 'solid-js';
import { loadWords, wordsIn } from '../i18n';
import { reloadForNewerData } from '../pwa';
import { afterFirstScreen, type TurnBefore, useApp, useGame } from '../state';
import { bannerShown, dismissToast, showToast, toasts, undoToast } from './Toasts';
import { turnEndFirst } from './turn/TurnEndFirst';

let keepAwakeLoaded = false;

/** The turn counter and "Next turn", and any storage problem, above every game screen. */
export function GameBar() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'app');
  /** The Undo of Next turn's words: with the end of the turn's, asked for after the first screen. */
  const undoWords = () => wordsIn(app.lang(), 'turnEnd').undo;
  afterFirstScreen(() => loadWords(['turnEnd']));
  const game = useGame();
  // Screen Wake Lock code loads only for a player who asked for it.
  createEffect(() => {
    const on = game.state.game.keepAwake;
    if (on || keepAwakeLoaded) {
      keepAwakeLoaded = true;
      // Nothing to answer: the screen stays awake or, where the browser says no, as it was.
      afterFirstScreen(async () => (await import('../pwa/wake-lock')).setKeepAwake(on));
    }
  });
  // A mis-tapped Next turn must not cost a battery its shot: its Undo stays a while (15 s) in the
  // one notice stack, drawn here beside the turn, on every game screen, while the turn it made is
  // the one on the table.
  let undoable: { id: number; turn: number } | undefined;
  const drop = () => {
    if (undoable) dismissToast(undoable.id);
    undoable = undefined;
  };
  onCleanup(drop);
  // The turn goes back, and the effect below takes the Undo away. Not undone: storage failed (the
  // banner says why), the turn has moved on since, or a shot was fired in it (both said here).
  const undo = async (before: TurnBefore) => {
    const undone = await game.turns.undoNext(before);
    if (undone.ok) return;
    const problem = undone.problem;
    if (problem === 'moved-on') showToast(undoWords().turnMovedOn);
    else if (problem.code === 'turn-has-shots')
      showToast(undoWords().turnHasShots(problem.turn, problem.shots));
  };
  // Next turn first shows the end of the turn (issue 36), whose own Next turn is this one.
  const { next, TurnEnd } = turnEndFirst(() => move());
  const move = async () => {
    const moved = await game.turns.next();
    drop();
    // Not moved (the last turn, or storage failed: the banner says why): no Undo to offer.
    if (!moved.ok) return;
    const before = moved.value;
    // Its words are here already (asked for after the first screen); a chunk that went missing
    // since (an old tab after an update) is said as such, and the turn stays moved.
    const loaded = await loadWords(['turnEnd']).then(
      () => true,
      () => false,
    );
    if (!loaded) {
      showToast(t().pwa.screenMissing);
      return;
    }
    const id = showToast(undoWords().undoNextTurnLabel(before.turn), {
      undo: () => undo(before),
      ms: 15_000,
      place: 'game-bar',
    });
    undoable = { id, turn: before.turn };
  };
  // Undo of Next turn only while the turn it made is the one on the table (not after New game).
  createEffect(() => {
    const turn = game.state.game.turn;
    if (undoable && turn !== undoable.turn + 1) drop();
  });
  return (
    <>
      <Show when={game.problem() ?? (game.blocked() ? 'blocked' : undefined)}>
        {(problem) => {
          onCleanup(bannerShown());
          return (
            <div class="banner" role="alert">
              <span>{t().storage[problem()]}</span>
              <Show when={problem() === 'version-change' || problem() === 'newer-version'}>
                <button type="button" class="btn" onClick={reloadForNewerData}>
                  {t().common.reload}
                </button>
              </Show>
            </div>
          );
        }}
      </Show>
      <div class="game-bar">
        <span class="turn" aria-live="polite">
          {t().game.turn(game.state.game.turn)}
        </span>
        <For each={toasts().filter((toast) => toast.place === 'game-bar')}>
          {(toast) => (
            // It says what it undoes (the turn), never a bare "Undo" beside a result's Undo.
            <button
              type="button"
              class="btn undo-turn"
              aria-label={toast.text}
              onClick={() => undoToast(toast)}
            >
              {undoWords().undoTurn(game.state.game.turn)}
            </button>
          )}
        </For>
        <button type="button" class="btn" onClick={next}>
          {t().game.nextTurn}
        </button>
      </div>
      <TurnEnd />
    </>
  );
}
