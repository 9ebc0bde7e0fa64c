import { createSignal } from 'solid-js';
import type { Lang } from '../../reference/types';
import { useApp } from '../../state/app-context';
import { clubBusy, clubSettings, signInAndSync, syncNow } from '../../state/club';
import { showToast } from '../Toasts';
import { clubText } from './text';

/** Sync now (or merge the server's other game as this one), and say so when it worked. */
export async function syncAndSay(lang: () => Lang, asThisGame = false): Promise<void> {
  const result = await syncNow(asThisGame ? { asThisGame } : {});
  if (result.ok) showToast(clubText(lang()).synced);
}

/** The club's address, user and password (sent to sign in, kept nowhere); Sign in and Sync now. */
export function ClubForm() {
  const app = useApp();
  const t = () => clubText(app.lang());
  const [url, setUrl] = createSignal(clubSettings().url);
  const [user, setUser] = createSignal(clubSettings().user);
  const [password, setPassword] = createSignal('');
  const onSignIn = async (event: SubmitEvent) => {
    event.preventDefault();
    const typed = password();
    // The password lives only in this field until it is sent, then the field is emptied.
    setPassword('');
    const result = await signInAndSync(url(), user(), typed);
    if (result.ok) showToast(t().synced);
  };
  const onSync = () => syncAndSay(app.lang);

  return (
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
  );
}
