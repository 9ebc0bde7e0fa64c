import { lazy, Match, Suspense, Switch } from 'solid-js';
import { AppProvider, useApp } from '../state/app-context';
import { BottomNav } from './BottomNav';
import { PwaToasts } from './PwaToasts';
import { SettingsScreen } from './SettingsScreen';

// The reference (both languages) is its own chunk, precached by the service worker.
const RulesScreen = lazy(() => import('./rules/RulesScreen').then((m) => ({ default: m.RulesScreen })));

function Placeholder(props: { title: string }) {
  const app = useApp();
  return (
    <section class="screen">
      <h1>{props.title}</h1>
      <p class="muted">{app.t().common.notYet}</p>
    </section>
  );
}

function Screens() {
  const app = useApp();
  return (
    <main class="content" id="main">
      <Suspense fallback={<p class="muted">{app.t().common.loading}</p>}>
        <Switch fallback={<Placeholder title={app.t().nav.units} />}>
          <Match when={app.route().screen === 'settings'}>
            <SettingsScreen />
          </Match>
          <Match when={app.route().screen === 'rules'}>
            <RulesScreen />
          </Match>
          <Match when={app.route().screen === 'fire'}>
            <Placeholder title={app.t().nav.fire} />
          </Match>
          <Match when={app.route().screen === 'log'}>
            <Placeholder title={app.t().nav.log} />
          </Match>
        </Switch>
      </Suspense>
    </main>
  );
}

export function App() {
  return (
    <AppProvider>
      <div class="app">
        <Screens />
        <PwaToasts />
        <BottomNav />
      </div>
    </AppProvider>
  );
}
