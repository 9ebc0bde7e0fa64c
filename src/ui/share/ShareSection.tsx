/** Settings → Two phones: show the game or a roster as codes, scan codes, open a file. */
import { For, Show } from 'solid-js';
import { SIDES as UNIT_SIDES } from '../../core/vocabulary';
import { byLang } from '../../i18n';
import { shareRu } from '../../i18n/ru/share';
import { shareEn } from '../../i18n/share';
import { useApp } from '../../state/app-context';
import { routeHref } from '../../state/router';
import { useSideName } from '../side-name';
import { canShowGame, gameQrHref, rosterQrHref } from './outgoing';
import './section.css';

export function ShareSection() {
  const app = useApp();
  const sideName = useSideName();
  const t = () => byLang(app.lang(), shareEn, shareRu);
  return (
    <section class="choice-group share-section" aria-labelledby="share-section-title">
      <h2 id="share-section-title" class="pk-settings-title">
        {t().sectionTitle}
      </h2>
      <p class="muted">{t().sectionHelp}</p>
      <div class="share-section-actions">
        {/* Shown once the game's sync format is registered (outgoing.ts, SYNC EXPORT). */}
        <Show when={canShowGame()}>
          <a class="btn" href={gameQrHref()}>
            {t().showGame}
          </a>
          <For each={UNIT_SIDES}>
            {(side) => (
              <a class="btn" href={rosterQrHref(side)}>
                {t().showRoster(sideName(side))}
              </a>
            )}
          </For>
        </Show>
        <a class="btn primary" href={routeHref({ screen: 'settings', param: 'share/scan' })}>
          {t().scan}
        </a>
        <a class="btn" href={routeHref({ screen: 'settings', param: 'share/receive' })}>
          {t().openFile}
        </a>
      </div>
    </section>
  );
}
