import { createSignal, onCleanup } from 'solid-js';

/**
 * Hash routes (`#/rules/artillery.restrictions.B.a`) so every deep link opens from the precached
 * index.html offline, with no server rewrite needed, and clause ids with dots stay intact.
 */
export const SCREENS = ['units', 'fire', 'log', 'rules', 'settings'] as const;
/** Screens opened from another screen (Rules, Fire, Units), not from the bottom nav: `#/tables`, `#/paste`. */
export const SUB_SCREENS = ['tables', 'paste'] as const;
export type Screen = (typeof SCREENS)[number] | (typeof SUB_SCREENS)[number];

export interface Route {
  screen: Screen;
  /** For `rules`: the clause id to open, if any. */
  param?: string;
}

/** A malformed %-escape in a shared link must not stop the app from starting: keep the text as typed. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const [head, ...rest] = path.split('/');
  const known: readonly string[] = [...SCREENS, ...SUB_SCREENS];
  const screen = known.includes(head ?? '') ? (head as Screen) : 'units';
  const param = rest.length ? safeDecode(rest.join('/')) : undefined;
  return param ? { screen, param } : { screen };
}

export function routeHref(route: Route): string {
  return `#/${route.screen}${route.param ? `/${encodeURIComponent(route.param)}` : ''}`;
}

export function createRouter() {
  const [route, setRoute] = createSignal<Route>(parseHash(location.hash));
  const onHash = () => setRoute(parseHash(location.hash));
  window.addEventListener('hashchange', onHash);
  onCleanup(() => window.removeEventListener('hashchange', onHash));
  const navigate = (next: Route) => {
    location.hash = routeHref(next);
  };
  return { route, navigate };
}
