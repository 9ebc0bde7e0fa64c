import { For, Show } from 'solid-js';
import { useApp } from '../../state/app-context';
import { broughtCounts, type ClubProblem, clubBusy, clubProblem, clubSettings } from '../../state/club';
import { syncAndSay } from './ClubForm';
import { type ClubText, clubText } from './text';

/** A failure in the exact words of what happened, and that nothing on this phone was lost. */
function problemText(t: ClubText, p: ClubProblem): string {
  const words = [t.problems[p.code]];
  if (p.code === 'refused' && p.detail) words.push(t.serverSaid(p.detail));
  if (p.code === 'server' && p.detail) words.push(t.serverCode(p.detail));
  if (p.code === 'other-game' && p.detail) {
    const [game, turn] = p.detail.split(':').map(Number);
    words.push(t.otherGame(game ?? 0, turn ?? 0));
  }
  if (p.code !== 'other-game') words.push(t.nothingLost);
  return words.join(' ');
}

/** Syncing, the last failure (another game: "Merge it as this game"), the last sync and what it brought. */
export function ClubStatus() {
  const app = useApp();
  const t = () => clubText(app.lang());
  const when = (at: number) =>
    new Intl.DateTimeFormat(app.lang(), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at));
  const onSync = (asThisGame: boolean) => syncAndSay(app.lang, asThisGame);

  return (
    <div class="club-status" role="status" aria-live="polite">
      <Show when={clubBusy()}>
        <p>{t().syncing}</p>
      </Show>
      <Show when={!clubBusy() && clubProblem()}>
        {(p) => (
          <div class="club-problem" role="alert">
            <p>{problemText(t(), p())}</p>
            <Show when={p().code === 'other-game'}>
              <button type="button" class="btn" onClick={() => void onSync(true)}>
                {t().mergeAsThisGame}
              </button>
            </Show>
            <Show when={p().code === 'reload'}>
              <button type="button" class="btn primary" onClick={() => location.reload()}>
                {t().reload}
              </button>
            </Show>
          </div>
        )}
      </Show>
      <Show when={clubSettings().last} fallback={<p class="muted">{t().neverSynced}</p>}>
        {(last) => (
          <div class="club-last">
            <p>{t().lastSync(when(last().at))}</p>
            <p>
              {t().brought}{' '}
              {broughtCounts(last())
                .map(([k, n]) => t().counts[k](n))
                .join(', ') || t().nothingNew}
            </p>
            <Show when={last().refused > 0}>
              <p class="club-warning">{t().refusedThere(last().refused)}</p>
            </Show>
            <Show when={last().skipped.length > 0}>
              <div class="club-warning">
                <p>{t().skipped(last().skipped.length)}</p>
                <ul>
                  <For each={last().skipped.slice(0, 20)}>
                    {(s) => (
                      <li>
                        <code>{s.id}</code>: {t().skippedCode[s.code]}
                      </li>
                    )}
                  </For>
                </ul>
              </div>
            </Show>
          </div>
        )}
      </Show>
    </div>
  );
}
