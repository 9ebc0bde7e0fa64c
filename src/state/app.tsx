import { createContext, createEffect, type JSX, useContext } from 'solid-js';
import { loadLanguage } from '../i18n';
import type { Lang } from '../reference/types';
import { createPrefs, type Prefs } from './app/prefs';
import { createRouter, type Route } from './router';

export interface AppContextValue {
  prefs: () => Prefs;
  updatePrefs: (patch: Partial<Prefs>) => void;
  lang: () => Lang;
  route: () => Route;
  navigate: (route: Route) => void;
}

const AppContext = createContext<AppContextValue>();

export function AppProvider(props: { children: JSX.Element; languages?: readonly string[] }) {
  const { prefs, update } = createPrefs(props.languages);
  const { route, navigate } = createRouter();
  const lang = () => prefs().lang;

  createEffect(() => {
    document.documentElement.lang = lang();
    document.documentElement.dataset.theme = prefs().theme;
    document.documentElement.style.setProperty('--text-scale', String(prefs().textSize / 100));
  });

  // A new language is shown only once its words are loaded: its first screen's and every namespace
  // in use (src/i18n/registry.ts; each its own chunk, precached).
  // If the player taps RU then EN quickly, the last choice wins whichever chunk arrives first; a
  // chunk that cannot load (a damaged offline cache) leaves the current language on screen.
  let wantedLang: Prefs['lang'] | undefined;
  const updatePrefs = (patch: Partial<Prefs>) => {
    const next = patch.lang;
    if (next === undefined) return update(patch);
    wantedLang = next;
    loadLanguage(next).then(
      () => {
        if (wantedLang === next) update(patch);
      },
      () => undefined,
    );
  };
  const value: AppContextValue = { prefs, updatePrefs, lang, route, navigate };
  return <AppContext.Provider value={value}>{props.children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useApp() outside <AppProvider>');
  return ctx;
}
