import { createSignal, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { useApp, useGame } from '../../state';
import type { NewGameChange } from '../../storage';
import { useHeed } from '../heed';
import { showToast } from '../Toasts';
import { reportHref } from './report-href';

/** The cards New game puts back at their starting figures: those that have lost (or gained) some. */
export function cardsBackToStart(units: readonly { figures: number; startFigures: number }[]): number {
  return units.filter((u) => u.figures !== u.startFigures).length;
}

/**
 * New game, at the top of the Log (never below the whole of it): it asks first, saying how many cards
 * go back to their starting figures, then starts the game with an Undo in a notice.
 */
export function NewGame() {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const t = () => wordsIn(app.lang(), 'log');
  const [asking, setAsking] = createSignal(false);
  const next = () => game.state.game.gameNumber + 1;
  // Not started (storage failed: the game is as it was, the banner says why): nothing to say or undo.
  const start = () => {
    setAsking(false);
    return heed(game.turns.newGame(), {
      done: (change) =>
        showToast(t().newGameStarted(change.after.game.gameNumber), { undo: () => undoNewGame(change) }),
    });
  };
  // Stood: the game bar and the cards say so. Storage failed: the banner says why. A later New game
  // started since (another tab, another phone): nothing changed, and the player is told why.
  const undoNewGame = (change: NewGameChange) =>
    heed(game.turns.undoNewGame(change), { say: () => t().newGameNotUndone(game.state.game.gameNumber) });

  return (
    <div class="log-new-game">
      <Show
        when={asking()}
        fallback={
          <button type="button" class="btn" aria-describedby="new-game-help" onClick={() => setAsking(true)}>
            {t().newGame}
          </button>
        }
      >
        <section class="new-game-ask" aria-labelledby="new-game-ask">
          <p id="new-game-ask" class="new-game-question">
            <strong>{t().newGameAsk(next())}</strong> {t().newGameCards(cardsBackToStart(game.state.units))}{' '}
            {t().newGameStays}
          </p>
          <div class="log-actions">
            <button
              type="button"
              class="btn primary"
              // The question's answer under the finger and the screen reader's focus.
              ref={(el) => queueMicrotask(() => el.focus())}
              onClick={start}
            >
              {t().newGameStart(next())}
            </button>
            <button type="button" class="btn" onClick={() => setAsking(false)}>
              {t().cancel}
            </button>
            {/* The game about to end: its battle report first, to share or print (issue 36). */}
            <a class="btn" href={reportHref()}>
              {t().newGameReportFirst}
            </a>
          </div>
        </section>
      </Show>
      <Show when={!asking()}>
        <p id="new-game-help" class="muted">
          {t().newGameHelp}
        </p>
      </Show>
    </div>
  );
}
