/**
 * Settings → Club server (`#/settings/club`, issue 26): the club's CouchDB address, user and
 * password (sent to sign in, kept nowhere), Sync now, Keep in sync while online, the last sync and
 * what it brought, and the exact words of any failure. Its own lazy chunk; PouchDB loads from
 * src/state/club/sync.ts when a sync runs.
 */
import { Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { useApp, useGame } from '../../state';
import { Checkbox } from '../controls/Choices';
import { readAgain } from '../parts/read-again';
import { ClubForm, syncAndSay } from './ClubForm';
import { ClubStatus } from './ClubStatus';
import './club.css';

export function ClubScreen() {
  const app = useApp();
  const { club } = useGame();
  const t = () => wordsIn(app.lang(), 'club');
  // The club's settings come with its chunk (state/club/): the form draws once they are here.
  const view = readAgain(
    () => true,
    async () => {
      const read = await club.view();
      return read.ok ? read.value : undefined;
    },
  );
  const back = () => {
    if (history.length > 1) history.back();
    else location.replace('#/settings');
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

      <Show
        when={view()}
        fallback={
          <Show when={view.ready()}>
            <p class="error">{wordsIn(app.lang(), 'app').pwa.screenMissing}</p>
          </Show>
        }
      >
        {(v) => (
          <>
            <ClubForm view={v()} />

            <Checkbox
              class="club-keep"
              label={t().keep}
              checked={v().settings().keep}
              describedBy="club-keep-help"
              onChange={(on) => syncAndSay(app.lang, club.setKeep(on), false)}
            />
            <p class="muted field-help" id="club-keep-help">
              {t().keepHint}
            </p>

            <ClubStatus view={v()} />
          </>
        )}
      </Show>
    </section>
  );
}
