import { For } from 'solid-js';
import { useApp } from '../state/app-context';
import { routeHref, SCREENS } from '../state/router';
import { Icon } from './icons';

/** Bottom navigation: within thumb reach, every item labelled, 48 px or more. */
export function BottomNav() {
  const app = useApp();
  return (
    <nav class="bottom-nav" aria-label={app.t().nav.label}>
      <For each={SCREENS}>
        {(screen) => (
          <a
            href={routeHref({ screen })}
            class="nav-item"
            aria-current={app.route().screen === screen ? 'page' : undefined}
          >
            <Icon name={screen} />
            <span>{app.t().nav[screen]}</span>
          </a>
        )}
      </For>
    </nav>
  );
}
