import { createSignal } from 'solid-js';
import type { Result } from '../../core/result';
import { wordsIn } from '../../i18n';
import type { Lang } from '../../reference/types';
import { type ClubProblem, type ClubReport, type ClubView, useApp, useGame } from '../../state';
import { TextField } from '../controls/Field';
import { showToast } from '../Toasts';

/**
 * A sync's answer: "Synced" when it worked and the server kept all this phone sent (and `say`),
 * else how many documents it did not keep; why not is said on this screen (ClubStatus reads the
 * club's problem, storage failing included, and lists what the server did not keep).
 */
export async function syncAndSay(
  lang: () => Lang,
  sync: Promise<Result<ClubReport | undefined, ClubProblem>>,
  say = true,
): Promise<void> {
  const result = await sync;
  if (!say || !result.ok || result.value === undefined) return;
  const t = wordsIn(lang(), 'club');
  const dropped = result.value.dropped?.length ?? 0;
  showToast(dropped > 0 ? t.droppedToast(dropped) : t.synced);
}

/** The club's address, user and password (sent to sign in, kept nowhere); Sign in and Sync now. */
export function ClubForm(props: { view: ClubView }) {
  const app = useApp();
  const { club } = useGame();
  const { settings, busy } = props.view;
  const t = () => wordsIn(app.lang(), 'club');
  const [url, setUrl] = createSignal(settings().url);
  const [user, setUser] = createSignal(settings().user);
  const [password, setPassword] = createSignal('');
  const onSignIn = async (event: SubmitEvent) => {
    event.preventDefault();
    const typed = password();
    // The password lives only in this field until it is sent, then the field is emptied.
    setPassword('');
    await syncAndSay(app.lang, club.signInAndSync(url(), user(), typed));
  };
  const onSync = () => syncAndSay(app.lang, club.syncNow());

  return (
    <form class="club-form" onSubmit={onSignIn}>
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
        <button type="submit" class="btn primary" disabled={busy()}>
          {t().signIn}
        </button>
        <button type="button" class="btn" disabled={busy() || settings().url === ''} onClick={onSync}>
          {t().syncNow}
        </button>
      </div>
    </form>
  );
}
