/** Settings → rule packs: the active pack and the way in; the Packs screen itself loads on first visit. */

import { Show } from 'solid-js';
import { withWords, wordsIn } from '../../i18n';
import { useApp, useGame } from '../../state';
import { lazyView } from '../lazy-view';
import { Loading } from '../ScreenError';
import '../packs/cards.css';

// The list, editor and import are their own chunk (precached): Settings paints without them.
const PacksRoutes = lazyView(
  withWords(['terms', 'packProblems', 'packs', 'share'], () =>
    import('../packs/PacksRoutes').then((m) => m.PacksRoutes),
  ),
  Loading,
);

/** Settings → rule packs: the active pack, and the way into the Packs screen. */
export function PacksSection() {
  const app = useApp();
  const packs = useGame().packs;
  const t = () => wordsIn(app.lang(), 'packs');
  const active = () => packs.active();
  return (
    <section class="choice-group pk-settings" aria-labelledby="pk-settings-title">
      <h2 id="pk-settings-title" class="pk-settings-title">
        {t().section}
      </h2>
      <p class="pk-settings-active">
        <span class="muted">{t().activeLabel}: </span>
        <strong>{active().name[app.lang()]}</strong>{' '}
        <span class="pk-badge">{t().version(active().version)}</span>{' '}
        <span
          class="pk-badge"
          classList={{ 'pk-badge-practice': !active().official, 'pk-badge-official': active().official }}
        >
          {active().official ? t().officialBadge : t().practiceBadge}
        </span>
      </p>
      <Show when={packs.fallback()}>
        {(fallback) => (
          <p class="error" role="alert">
            {fallback().reason === 'missing'
              ? t().fallbackMissing(fallback().id)
              : t().fallbackInvalid(fallback().id)}
          </p>
        )}
      </Show>
      <a class="btn pk-manage" href="#/settings/packs">
        {t().manage}
      </a>
    </section>
  );
}

/** The Packs screen (`#/settings/packs…`): list, editor, share, import. */
export function PacksScreen() {
  return <PacksRoutes />;
}
