/**
 * Settings → Club server (`#/settings/club`, issue 26): the club's CouchDB address, user and
 * password (sent to sign in, kept nowhere), Sync now, Keep in sync while online, the last sync and
 * what it brought, and the exact words of any failure. Its own lazy chunk; PouchDB loads from
 * src/state/club.ts when a sync runs.
 */
import { createSignal, For, Show } from 'solid-js';
import { byLang } from '../../i18n';
import { clubEn } from '../../i18n/club';
import { clubRu } from '../../i18n/ru/club';
import { useApp } from '../../state/app-context';
import {
  broughtCounts,
  type ClubProblem,
  clubBusy,
  clubProblem,
  clubSettings,
  setKeep,
  signInAndSync,
  syncNow,
} from '../../state/club';
import { Checkbox } from '../controls/Choices';
import { showToast } from '../Toasts';
import './club.css';

export function ClubScreen() {
  const app = useApp();
  const t = () => byLang(app.lang(), clubEn, clubRu);
  const [url, setUrl] = createSignal(clubSettings().url);
  const [user, setUser] = createSignal(clubSettings().user);
  const [password, setPassword] = createSignal('');
  const back = () => {
    if (history.length > 1) history.back();
    else location.replace('#/settings');
  };
  const when = (at: number) =>
    new Intl.DateTimeFormat(app.lang(), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at));

  const onSignIn = async (event: SubmitEvent) => {
    event.preventDefault();
    const typed = password();
    // The password lives only in this field until it is sent, then the field is emptied.
    setPassword('');
    const result = await signInAndSync(url(), user(), typed);
    if (result.ok) showToast(t().synced);
  };
  const onSync = async (asThisGame = false) => {
    const result = await syncNow(asThisGame ? { asThisGame } : {});
    if (result.ok) showToast(t().synced);
  };

  const problemText = (p: ClubProblem) => {
    const words = [t().problems[p.code]];
    if (p.code === 'refused' && p.detail) words.push(t().serverSaid(p.detail));
    if (p.code === 'server' && p.detail) words.push(t().serverCode(p.detail));
    if (p.code === 'other-game' && p.detail) {
      const [game, turn] = p.detail.split(':').map(Number);
      words.push(t().otherGame(game ?? 0, turn ?? 0));
    }
    if (p.code !== 'other-game') words.push(t().nothingLost);
    return words.join(' ');
  };

  return (
    <section class="screen club-screen" aria-labelledby="club-title">
      <div class="pk-top">
        <button type="button" class="btn" onClick={back}>
          ← {t().back}
        </button>
      </div>
      <h1 id="club-title">{t().title}</h1>
      <p class="muted">{t().help}</p>

      <form class="club-form" onSubmit={(e) => void onSignIn(e)}>
        <div class="field">
          <label for="club-url">{t().address}</label>
          <div class="field-input">
            <input
              id="club-url"
              class="text-input"
              type="url"
              inputmode="url"
              autocomplete="url"
              spellcheck={false}
              value={url()}
              aria-describedby="club-url-help"
              placeholder="https://club.example/grand-battery"
              onInput={(e) => setUrl(e.currentTarget.value)}
            />
          </div>
          <p class="muted field-help" id="club-url-help">
            {t().addressHint}
          </p>
        </div>
        <div class="field">
          <label for="club-user">{t().user}</label>
          <div class="field-input">
            <input
              id="club-user"
              class="text-input"
              type="text"
              autocomplete="username"
              autocapitalize="none"
              spellcheck={false}
              value={user()}
              onInput={(e) => setUser(e.currentTarget.value)}
            />
          </div>
        </div>
        <div class="field">
          <label for="club-password">{t().password}</label>
          <div class="field-input">
            <input
              id="club-password"
              class="text-input"
              type="password"
              autocomplete="current-password"
              value={password()}
              aria-describedby="club-password-help"
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </div>
          <p class="muted field-help" id="club-password-help">
            {t().passwordHint}
          </p>
        </div>
        <div class="club-actions">
          <button type="submit" class="btn primary" disabled={clubBusy()}>
            {t().signIn}
          </button>
          <button
            type="button"
            class="btn"
            disabled={clubBusy() || clubSettings().url === ''}
            onClick={() => void onSync()}
          >
            {t().syncNow}
          </button>
        </div>
      </form>

      <Checkbox
        class="club-keep"
        label={t().keep}
        checked={clubSettings().keep}
        describedBy="club-keep-help"
        onChange={(on) => setKeep(on)}
      />
      <p class="muted field-help" id="club-keep-help">
        {t().keepHint}
      </p>

      <div class="club-status" role="status" aria-live="polite">
        <Show when={clubBusy()}>
          <p>{t().syncing}</p>
        </Show>
        <Show when={!clubBusy() && clubProblem()}>
          {(p) => (
            <div class="club-problem" role="alert">
              <p>{problemText(p())}</p>
              <Show when={p().code === 'other-game'}>
                <button type="button" class="btn" onClick={() => void onSync(true)}>
                  {t().mergeAsThisGame}
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
    </section>
  );
}
