import { For } from 'solid-js';
import { wordsIn } from '../i18n';
import { routeHref, SCREENS, useApp } from '../state';
import { Icon } from './icons';

/** Bottom navigation: within thumb reach, every item labelled, 48 px or more. */
export function BottomNav() {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'app');
  // The Tables view is part of the rules (opened from Rules, or from a shot's "Why?").
  const current = () => (app.route().screen === 'tables' ? 'rules' : app.route().screen);
  return (
    <nav class="bottom-nav" aria-label={t().nav.label}>
      <For each={SCREENS}>
        {(screen) => (
          <a
            href={routeHref({ screen })}
            class="nav-item"
            aria-current={current() === screen ? 'page' : undefined}
          >
            <Icon name={screen} />
            <span>{t().nav[screen]}</span>
          </a>
        )}
      </For>
    </nav>
  );
}
