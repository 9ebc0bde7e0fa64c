import { createSignal } from 'solid-js';
import { isLang, type Lang } from '../../core';
import { detectLang } from '../../i18n';

/**
 * Display preferences (language, theme, text size) live in localStorage so the very first paint
 * already has the right language and colours; game data lives in IndexedDB.
 */
export const THEMES = ['system', 'light', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

const KEY = 'gb.prefs.v1';

/** The roster as full cards, or as compact rows (one line a unit: the army at a glance). */
export const ROSTER_VIEWS = ['cards', 'rows'] as const;
export type RosterView = (typeof ROSTER_VIEWS)[number];

export interface Prefs {
  lang: Lang;
  theme: Theme;
  /** Reference text size, in percent of the base size. */
  textSize: number;
  /**
   * How the Units screen shows the roster, as the player chose it; absent (never chosen): compact
   * rows when the army does not fit the screen as cards (ui/units/UnitsScreen.tsx `rosterView`).
   */
  roster?: RosterView;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: preferences simply do not persist
  }
}

export function readPrefs(languages: readonly string[]): Prefs {
  const fallback: Prefs = { lang: detectLang(languages), theme: 'system', textSize: 100 };
  try {
    const raw = safeStorage()?.getItem(KEY);
    if (!raw) return fallback;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return fallback;
    const p = parsed as Record<string, unknown>;
    return {
      lang: isLang(p.lang) ? p.lang : fallback.lang,
      theme: THEMES.includes(p.theme as Theme) ? (p.theme as Theme) : fallback.theme,
      textSize:
        typeof p.textSize === 'number' && p.textSize >= 80 && p.textSize <= 200
          ? p.textSize
          : fallback.textSize,
      ...(ROSTER_VIEWS.includes(p.roster as RosterView) ? { roster: p.roster as RosterView } : {}),
    };
  } catch {
    return fallback;
  }
}

export function createPrefs(languages: readonly string[] = globalThis.navigator?.languages ?? []) {
  const [prefs, setPrefsSignal] = createSignal<Prefs>(readPrefs(languages));
  const update = (patch: Partial<Prefs>) => {
    const next = { ...prefs(), ...patch };
    setPrefsSignal(next);
    try {
      safeStorage()?.setItem(KEY, JSON.stringify(next));
    } catch {
      // quota or private mode: keep working with the in-memory value
    }
  };
  return { prefs, update };
}

/**
 * The phone's own light or dark setting, kept on the root as `data-scheme` ("light" | "dark") and
 * followed as it changes. The System theme reads it (src/ui/styles.css), so the dark palette is
 * written once for both the Dark theme and System on a dark phone.
 */
export function followColorScheme(root: HTMLElement = document.documentElement): void {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    root.dataset.scheme = query?.matches ? 'dark' : 'light';
  };
  apply();
  query?.addEventListener?.('change', apply);
}
