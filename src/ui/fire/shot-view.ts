import type { Shot } from '../../state';
import { useApp, useGame } from '../../state';
import { fireText } from '../parts/fire-text';
import { useWords } from '../parts/words';

/** What the shot's views (ShotFields, its range, ShotSummary) each read: the app, the game, the engine's and the Fire screen's words, the shot and its form as typed. */
export function useShotView(shot: Shot) {
  const app = useApp();
  const game = useGame();
  const words = useWords();
  const t = () => fireText(app.lang());
  return { app, game, words, t, s: shot, draft: shot.draft };
}
