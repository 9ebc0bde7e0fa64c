import { createSignal } from 'solid-js';
import { wordsIn } from '../../i18n';
import type { Lang } from '../../reference/types';
import { useApp } from '../../state/app-context';
import { clubBusy, clubSettings, signInAndSync, syncNow } from '../../state/club';
import { TextField } from '../controls/Field';
import { showToast } from '../Toasts';

/** Sync now (or merge the server's other game as this one), and say so when it worked. */
export async function syncAndSay(lang: () => Lang, asThisGame = false): Promise<void> {
  const result = await syncNow(asThisGame ? { asThisGame } : {});
  if (result.ok) showToast(wordsIn(lang(), 'club').synced);
}

/** The club's address, user and password (sent to sign in, kept nowhere); Sign in and Sync now. */
export function ClubForm() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'club');
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
      <TextField
        id="club-url"
        label={t().address}
        type="url"
        inputMode="url"
        autocomplete="url"
        spellcheck={false}
        value={url()}
        help={t().addressHint}
        placeholder="https://club.example/grand-battery"
        onInput={setUrl}
      />
      <TextField
        id="club-user"
        label={t().user}
        autocomplete="username"
        autocapitalize="none"
        spellcheck={false}
        value={user()}
        onInput={setUser}
      />
      <TextField
        id="club-password"
        label={t().password}
        type="password"
        autocomplete="current-password"
        value={password()}
        help={t().passwordHint}
        onInput={setPassword}
      />
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
