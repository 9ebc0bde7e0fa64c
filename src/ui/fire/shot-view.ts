import { wordsIn } from '../../i18n';
import { type Shot, useApp, useGame } from '../../state';

/** What the shot's views (ShotFields, its range, ShotSummary) each read: the app, the game, the engine's and the Fire screen's words, the shot and its form as typed. */
export function useShotView(shot: Shot) {
  const app = useApp();
  const game = useGame();
  const t = () => wordsIn(app.lang(), 'fire');
  const terms = () => wordsIn(app.lang(), 'terms');
  return { app, game, terms, t, s: shot, draft: shot.draft };
}
