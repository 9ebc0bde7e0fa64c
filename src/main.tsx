import { render } from 'solid-js/web';
import { loadLanguage } from './i18n';
import { watchChunkErrors } from './pwa';
import { afterFirstScreen, followColorScheme, openGameEarly, readPrefs } from './state';
import { App } from './ui/App';

watchChunkErrors();
// Only the language on screen is loaded before the first paint; the other comes when asked for.
const root = document.getElementById('root');
// Theme and language apply before anything else loads, so a dark-room player never sees a light flash.
const prefs = readPrefs(navigator.languages);
document.documentElement.dataset.theme = prefs.theme;
followColorScheme();
document.documentElement.lang = prefs.lang;
// The cards are read as soon as the frame can show them: the database opens now, beside the words.
openGameEarly();
try {
  await loadLanguage(prefs.lang);
  if (root) render(() => <App />, root);
} catch {
  // The language chunk is missing (a damaged offline cache): say so in both languages, never a blank page.
  const p = document.createElement('p');
  p.textContent =
    'Grand Battery could not start: part of the app is missing. Reconnect and reload. / ' +
    'Grand Battery не запустился: не хватает части приложения. Подключитесь к сети и перезагрузите страницу.';
  root?.replaceChildren(p);
}
// The service worker comes once the first screen has shown: nothing it brings is needed to draw it
// (src/state/app/first-screen.ts). The search index is built when the Rules screen first opens
// (SearchPanel): building it is one task of 50–200 ms on a phone at the table, which must not fall
// on the roster's first taps (Lighthouse counted it as 650 ms of blocking time at 4× CPU).
// Workbox and the registration are their own chunk (src/pwa/sw-register.ts); so is the hint.
// ("Keep in sync" with the club server resumes with the game: src/state/game.tsx.)
if (import.meta.env.PROD)
  afterFirstScreen(async () => (await import('./pwa/sw-register')).registerServiceWorker());
afterFirstScreen(async () => (await import('./pwa/install-hint')).checkIosHint());
