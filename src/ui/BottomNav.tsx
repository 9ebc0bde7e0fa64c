import { For } from 'solid-js';
import { routeHref, SCREENS, useApp } from '../state';
import { Icon } from './icons';

/** Bottom navigation: within thumb reach, every item labelled, 48 px or more. */
export function BottomNav() {
  const app = useApp();
  // The Tables view is part of the rules (opened from Rules, or from a shot's "Why?").
  const current = () => (app.route().screen === 'tables' ? 'rules' : app.route().screen);
  return (
    <nav class="bottom-nav" aria-label={app.t().nav.label}>
      <For each={SCREENS}>
        {(screen) => (
          <a
            href={routeHref({ screen })}
            class="nav-item"
            aria-current={current() === screen ? 'page' : undefined}
          >
            <Icon name={screen} />
            <span>{app.t().nav[screen]}</span>
          </a>
        )}
      </For>
    </nav>
  );
}
