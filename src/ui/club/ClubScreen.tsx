/**
 * Settings → Club server (`#/settings/club`, issue 26): the club's CouchDB address, user and
 * password (sent to sign in, kept nowhere), Sync now, Keep in sync while online, the last sync and
 * what it brought, and the exact words of any failure. Its own lazy chunk; PouchDB loads from
 * src/state/club.ts when a sync runs.
 */
import { wordsIn } from '../../i18n';
import { useApp } from '../../state/app-context';
import { clubSettings, setKeep } from '../../state/club';
import { Checkbox } from '../controls/Choices';
import { ClubForm } from './ClubForm';
import { ClubStatus } from './ClubStatus';
import './club.css';

export function ClubScreen() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'club');
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

      <ClubForm />

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

      <ClubStatus />
    </section>
  );
}
