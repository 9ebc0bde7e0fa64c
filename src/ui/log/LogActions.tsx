import { wordsIn } from '../../i18n';
import { shareText } from '../../pwa/share';
import { shotGame } from '../../records/model';
import { useApp, useGame } from '../../state';
import type { NewGameChange } from '../../storage/game-changes';
import { useHeed } from '../heed';
import { useApplyResult } from '../parts/ChainView';
import { useSideName } from '../parts/side-name';
import { showToast } from '../Toasts';
import { logAsText } from './log-text';

/** Under the log: Undo the last applied shot, Share the log as text, Clear it; then New game. */
export function LogActions() {
  const app = useApp();
  const game = useGame();
  const heed = useHeed();
  const sideName = useSideName();
  const { undo } = useApplyResult();
  const t = () => wordsIn(app.lang(), 'log');
  const currentGame = () => game.state.game.gameNumber;
  const say = (next: { text: string; undo?: () => void }) =>
    showToast(next.text, next.undo ? { undo: next.undo } : {});

  // The newest applied shot whose card is still on the roster: a deleted card cannot take figures back,
  // and must not block undoing older shots on other cards.
  // Only this game's shots: an earlier game's casualties belong to that game's figures.
  const lastApplied = () =>
    game.state.log.find(
      (r) =>
        r.applied &&
        shotGame(r) === currentGame() &&
        game.state.units.some((u) => u.id === r.applied?.targetId),
    );

  const undoLast = () => {
    const record = lastApplied();
    if (!record) return say({ text: t().nothingToUndo });
    undo(record, () => say({ text: t().undone }));
  };

  // Not started (storage failed: the game is as it was, the banner says why): nothing to say or undo.
  const newGame = () =>
    heed(game.turns.newGame(), {
      done: (change) =>
        say({ text: t().newGameStarted(change.after.game.gameNumber), undo: () => undoNewGame(change) }),
    });

  // Stood: the game bar and the cards say so. Storage failed: the banner says why. A later New game
  // started since (another tab, another phone): nothing changed, and the player is told why.
  const undoNewGame = (change: NewGameChange) =>
    heed(game.turns.undoNewGame(change), { say: () => t().newGameNotUndone(currentGame()) });

  // Not cleared (storage failed: the log is back, the banner says why): nothing to say or undo. Its
  // Undo that cannot be stored leaves the log as stored, and the banner says why.
  const clear = () =>
    heed(game.shots.clearLog(), {
      done: (removed) => say({ text: t().cleared, undo: () => heed(game.shots.restoreLog(removed)) }),
    });

  const share = async () => {
    const text = logAsText(game.state.log, app.lang(), sideName);
    const outcome = await shareText({ title: t().exportTitle, text });
    if (outcome === 'copied') say({ text: t().copied });
    else if (outcome === 'not-copied') say({ text: t().exportFailed });
  };

  return (
    <>
      <div class="log-actions">
        <button type="button" class="btn" onClick={undoLast} disabled={!lastApplied()}>
          {t().undoLast}
        </button>
        <button type="button" class="btn" onClick={share} disabled={game.state.log.length === 0}>
          {t().export}
        </button>
        <button type="button" class="btn" onClick={clear} disabled={game.state.log.length === 0}>
          {t().clear}
        </button>
      </div>
      <div class="log-new-game">
        <button type="button" class="btn" aria-describedby="new-game-help" onClick={newGame}>
          {t().newGame}
        </button>
        <p id="new-game-help" class="muted">
          {t().newGameHelp}
        </p>
      </div>
    </>
  );
}
