import { createMemo, createSignal, For, Show } from 'solid-js';
import { shareText } from '../../pwa/share';
import type { ResolutionRecord } from '../../records/model';
import { shotGame, shotSide } from '../../records/model';
import { useApp } from '../../state/app-context';
import { useGame } from '../../state/game';
import { RefusalList } from '../fire/ChainParts';
import { ChainView, PackStampView, useApplyResult } from '../fire/ResultCard';
import { useWords } from '../fire/words';
import { useSideName } from '../side-name';
import { showToast } from '../Toasts';
import { logAsText } from './log-text';
import { StepsNeedPack } from './StepsNeedPack';
import '../fire/fire.css';
import './log.css';
import { fireText } from '../fire/text';
import { logText } from './text';

export function LogScreen() {
  const app = useApp();
  const game = useGame();
  const words = useWords();
  const { apply, undo } = useApplyResult();
  const sideName = useSideName();
  const currentGame = () => game.state.game.gameNumber;
  // Game headers only once there is more than one game in the log.
  const severalGames = () => game.state.log.some((r) => shotGame(r) !== currentGame());
  const t = () => logText(app.lang());
  const say = (next: { text: string; undo?: () => void }) =>
    showToast(next.text, next.undo ? { undo: next.undo } : {});

  // One formatter per language, not one per entry (200 entries: building one costs more than using it).
  const clock = createMemo(() => new Intl.DateTimeFormat(app.lang(), { hour: '2-digit', minute: '2-digit' }));
  const time = (at: number) => clock().format(at);

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

  const undoLast = async () => {
    const record = lastApplied();
    if (!record) return say({ text: t().nothingToUndo });
    if (await undo(record)) say({ text: t().undone });
  };

  const newGame = async () => {
    const change = await game.actions.newGame();
    if (change)
      say({
        text: t().newGameStarted(change.after.game.gameNumber),
        undo: () => void game.actions.undoNewGame(change),
      });
  };

  const clear = async () => {
    const removed = await game.actions.clearLog();
    say({ text: t().cleared, undo: () => void game.actions.restoreLog(removed) });
  };

  const share = async () => {
    const text = logAsText(
      game.state.log,
      { log: t(), game: app.t().game, practice: fireText(app.lang()).practice },
      { ...words(), side: sideName },
      app.lang(),
    );
    const outcome = await shareText({ title: t().exportTitle, text });
    if (outcome === 'copied') say({ text: t().copied });
    else if (outcome === 'not-copied') say({ text: t().exportFailed });
  };

  const summary = (r: ResolutionRecord) =>
    r.result.legal ? logText(app.lang()).casualties(r.result.chain.casualties) : t().refused;

  return (
    <section class="screen log" aria-labelledby="log-title">
      <h1 id="log-title">{t().title}</h1>
      <Show when={game.state.log.length > 0} fallback={<p class="muted">{t().empty}</p>}>
        <p class="muted">{t().count(game.state.log.length)}</p>
        <ol class="log-list">
          <For each={game.state.log}>
            {(r, i) => {
              // The chain and its buttons are drawn when the entry is first opened: 200 closed
              // entries' chains were three quarters of the screen's DOM, built for nobody.
              const [opened, setOpened] = createSignal(false);
              return (
                <>
                  <Show
                    when={
                      severalGames() && (i() === 0 || shotGame(game.state.log[i() - 1] ?? r) !== shotGame(r))
                    }
                  >
                    <li class="log-game">
                      <h2>{t().game(shotGame(r))}</h2>
                    </li>
                  </Show>
                  <li
                    class="log-entry"
                    classList={{
                      refused: !r.result.legal,
                      mine: shotSide(r) === 'mine',
                      theirs: shotSide(r) === 'opponent',
                    }}
                  >
                    <details onToggle={(e) => e.currentTarget.open && setOpened(true)}>
                      <summary>
                        <span class="log-when">
                          {app.t().game.turn(r.turn)} · {time(r.at)}
                        </span>
                        <span class="log-side">{t().firedBy(sideName(shotSide(r)))}</span>
                        <span class="log-who">
                          <bdi>{r.batteryName}</bdi> → <bdi>{r.targetName}</bdi>
                        </span>
                        <span class="log-what">
                          {words().ammo(r.input.ammo)} · <strong>{summary(r)}</strong>
                          <Show when={r.result.legal}>
                            {' '}
                            · {r.applied ? t().applied : r.undone ? t().undoneEntry : t().notApplied}
                          </Show>
                        </span>
                      </summary>
                      <Show when={opened()}>
                        <div class="log-body">
                          <Show when={r.result.legal ? r.result.chain : undefined}>
                            {(c) => (
                              <Show
                                when={r.result.legal && r.result.needsPack}
                                fallback={<ChainView chain={c()} />}
                              >
                                <StepsNeedPack record={r} chain={c()} />
                              </Show>
                            )}
                          </Show>
                          <Show when={r.result.legal ? undefined : r.result.refusals}>
                            {(list) => <RefusalList refusals={list()} />}
                          </Show>
                          <PackStampView pack={r.pack} />
                          <Show when={r.result.legal && !r.applied ? r.result.chain : undefined}>
                            {(c) => (
                              <Show
                                when={shotGame(r) === currentGame()}
                                fallback={<p class="muted">{t().earlierGame}</p>}
                              >
                                <Show
                                  when={game.state.units.some((u) => u.id === r.input.targetId)}
                                  fallback={<p class="muted">{t().targetGone}</p>}
                                >
                                  <button
                                    type="button"
                                    class="btn primary"
                                    onClick={() => void apply(r, c())}
                                  >
                                    {fireText(app.lang()).apply}
                                  </button>
                                </Show>
                              </Show>
                            )}
                          </Show>
                        </div>
                      </Show>
                    </details>
                  </li>
                </>
              );
            }}
          </For>
        </ol>
      </Show>
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
        <button type="button" class="btn" aria-describedby="new-game-help" onClick={() => void newGame()}>
          {t().newGame}
        </button>
        <p id="new-game-help" class="muted">
          {t().newGameHelp}
        </p>
      </div>
    </section>
  );
}
