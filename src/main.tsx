import { render } from 'solid-js/web';
import { loadLanguage } from './i18n';
import { checkIosHint } from './pwa/install-hint';
import { registerServiceWorker } from './pwa/sw-bridge';
import { readPrefs } from './state/prefs';
import { App } from './ui/App';
import './ui/styles.css';
import './ui/controls/controls.css';

// Only the language on screen is loaded before the first paint; the other comes when asked for.
await loadLanguage(readPrefs(navigator.languages).lang);
const root = document.getElementById('root');
if (root) render(() => <App />, root);
void registerServiceWorker();
checkIosHint();
// The search index loads when the browser is idle after first paint (src/state/search.ts).
void import('./state/search').then((m) => m.loadSearchIndexWhenIdle());
