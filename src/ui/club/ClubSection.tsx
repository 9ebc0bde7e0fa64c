/** Settings → Club server: the way in (the screen, its state and PouchDB are chunks of their own). */
import { wordsIn } from '../../i18n';
import { routeHref, useApp } from '../../state';

export function ClubSection() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'club');
  return (
    <section class="choice-group" aria-labelledby="club-section-title">
      <h2 id="club-section-title" class="pk-settings-title">
        {t().sectionTitle}
      </h2>
      <p class="muted">{t().sectionHelp}</p>
      <a class="btn" href={routeHref({ screen: 'settings', param: 'club' })}>
        {t().open}
      </a>
    </section>
  );
}
