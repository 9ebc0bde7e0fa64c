import { createSignal, Match, Show, Switch } from 'solid-js';
import { type Namespace, withWords } from '../i18n';
import { reloadingOnMissingChunk } from '../pwa';
import { AppProvider, afterFirstScreen, GameProvider, useApp } from '../state';
import { BottomNav } from './BottomNav';
import { GameBar } from './GameBar';
import { KeepUnsaved } from './KeepUnsaved';
import { lazyView } from './lazy-view';
import { Loading, ScreenBoundary } from './ScreenError';
import { Toasts } from './Toasts';
import { UnitsScreen } from './units/UnitsScreen';
// The app's own styles, after the roster's (the order main.tsx gave them): one CSS file with the shell.
import './styles.css';

// The reference (both languages) is its own chunk, precached by the service worker.
// A chunk missing after another tab updated the app: say a newer version is ready and reload once.
// Each screen names the words it shows (src/i18n/catalogue.ts): fetched beside its chunk, in the
// player's language, both there before it draws.
const screen = <T,>(words: readonly Namespace[], load: () => Promise<T>) =>
  reloadingOnMissingChunk(withWords(words, load));
const FireScreen = lazyView(
  screen(['engine', 'terms', 'fire'], () => import('./fire/FireScreen').then((m) => m.FireScreen)),
  Loading,
);
const LogScreen = lazyView(
  screen(['engine', 'terms', 'fire', 'log'], () => import('./log/LogScreen').then((m) => m.LogScreen)),
  Loading,
);
const SettingsScreen = lazyView(
  screen(['settings', 'data', 'packs', 'share', 'sync', 'club', 'names'], () =>
    import('./SettingsScreen').then((m) => m.SettingsScreen),
  ),
  Loading,
);
const TablesScreen = lazyView(
  screen(['terms', 'fire', 'sheet'], () => import('./sheet/TablesScreen').then((m) => m.TablesScreen)),
  Loading,
);
// Units → Paste an army (issue 34): the order-of-battle reader, 20 KB gzip, only when asked for.
const PasteScreen = lazyView(
  screen(['paste', 'names'], () => import('./units/paste/PasteScreen').then((m) => m.default)),
  Loading,
);
const RulesScreen = lazyView(
  screen(['terms', 'rules'], () => import('./rules/RulesScreen').then((m) => m.RulesScreen)),
  Loading,
);

// The app's own notices (offline ready, update, iOS install hint) come once the first screen has
// shown: none of them is about the roster's first paint.
const PwaToasts = lazyView(withWords(['pwa'], () => import('./PwaToasts').then((m) => m.PwaToasts)));
const [noticesWanted, setNoticesWanted] = createSignal(false);
afterFirstScreen(() => setNoticesWanted(true));

function Screens() {
  const app = useApp();
  return (
    <main class="content" id="main">
      <Show when={noticesWanted()}>
        <PwaToasts />
      </Show>
      <Show when={!['rules', 'settings', 'tables'].includes(app.route().screen)}>
        <GameBar />
      </Show>
      {/* A screen that cannot load or draw says which (ScreenError.tsx), never "Loading…" forever. */}
      <ScreenBoundary>
        <Switch fallback={<UnitsScreen />}>
          <Match when={app.route().screen === 'settings'}>
            <SettingsScreen />
          </Match>
          <Match when={app.route().screen === 'rules'}>
            <RulesScreen />
          </Match>
          <Match when={app.route().screen === 'fire'}>
            <FireScreen />
          </Match>
          <Match when={app.route().screen === 'paste'}>
            <PasteScreen />
          </Match>
          <Match when={app.route().screen === 'tables'}>
            <TablesScreen />
          </Match>
          <Match when={app.route().screen === 'log'}>
            <LogScreen />
          </Match>
        </Switch>
      </ScreenBoundary>
    </main>
  );
}

export function App() {
  return (
    <AppProvider>
      <GameProvider>
        <div class="app">
          <Screens />
          <KeepUnsaved />
          <Toasts />
          <BottomNav />
        </div>
      </GameProvider>
    </AppProvider>
  );
}
