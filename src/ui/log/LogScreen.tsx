import { createMemo, For, onMount, Show } from 'solid-js';
import { isolateName, withWords, wordsIn } from '../../i18n';
import { reloadingOnMissingChunk } from '../../pwa';
import { inLogOrder, shotGame } from '../../records';
import { useApp, useGame } from '../../state';
import { lazyView } from '../lazy-view';
import { useSideName } from '../parts/side-name';
import { Loading } from '../ScreenError';
import { LogActions } from './LogActions';
import { LogEntry, type LogView } from './LogEntry';
import { NewGame } from './NewGame';
import { reportHref, reportOf } from './report-href';
import './log.css';

// The battle report (issue 36): `#/log/report` (the game on the table), `#/log/report/2` (game 2).
// A chunk of its own, reached from the Log: the app's first load and routes stay as they were.
const ReportScreen = lazyView(
  reloadingOnMissingChunk(
    withWords(['terms', 'fire', 'log', 'report'], () =>
      import('../report/ReportScreen').then((m) => m.ReportScreen),
    ),
  ),
  Loading,
);

/** The Log, or the battle report it opens (`#/log/report…`). */
export function LogScreen() {
  const app = useApp();
  return (
    <Show when={reportOf(app.route().param)} fallback={<LogList />}>
      {(game) => <ReportScreen game={game().game} />}
    </Show>
  );
}

/** New game; the log of shots, the later game first and newest first in it, with a header per game once it holds more than one; its actions under it. */
function LogList() {
  const app = useApp();
  const game = useGame();
  const currentGame = () => game.state.game.gameNumber;
  // Game headers only once there is more than one game in the log.
  const severalGames = () => game.state.log.some((r) => shotGame(r) !== currentGame());
  const t = () => wordsIn(app.lang(), 'log');
  const heldFire = () => (game.state.game.heldFire ?? []).filter((h) => h.game === currentGame()).reverse();
  // By game, then time: a late shot of an earlier game (from the club or a file) under this game's.
  const log = createMemo(() => inLogOrder(game.state.log));
  // The Log opens at its top (New game, then the newest shot), whatever the last screen's scroll was.
  onMount(() => window.scrollTo(0, 0));

  // One formatter per language, not one per entry (200 entries: building one costs more than using it).
  const clock = createMemo(() => new Intl.DateTimeFormat(app.lang(), { hour: '2-digit', minute: '2-digit' }));
  const view: LogView = {
    sideName: useSideName(),
    time: (at: number) => clock().format(at),
    currentGame,
  };

  return (
    <section class="screen log" aria-labelledby="log-title">
      <h1 id="log-title">{t().title}</h1>
      {/* New game first: reached without a swipe through the whole Log. */}
      <NewGame />
      {/* The battle report of the game on the table (issue 36); an earlier game's under its heading. */}
      <p class="log-report">
        <a class="btn" href={reportHref()}>
          {t().report}
        </a>
      </p>
      {/* "They hold fire" at the end of a turn (issue 36): this game's, newest first. */}
      <Show when={heldFire().length > 0}>
        <ul class="log-held">
          <For each={heldFire()}>
            {(h) => (
              <li>
                <span class="log-when">{view.time(h.at)}</span> {view.sideName(h.side)}:{' '}
                {t().heldFire(isolateName(h.batteryName), h.turn)}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={game.state.log.length > 0} fallback={<p class="muted">{t().empty}</p>}>
        <p class="muted">{t().count(game.state.log.length)}</p>
        <ol class="log-list">
          <For each={log()}>
            {(r, i) => (
              <>
                <Show when={severalGames() && (i() === 0 || shotGame(log()[i() - 1] ?? r) !== shotGame(r))}>
                  <li class="log-game">
                    <h2>{t().game(shotGame(r))}</h2>
                    <a class="btn" href={reportHref(shotGame(r))}>
                      {t().reportOf(shotGame(r))}
                    </a>
                  </li>
                </Show>
                <LogEntry record={r} view={view} />
              </>
            )}
          </For>
        </ol>
      </Show>
      <LogActions />
    </section>
  );
}
