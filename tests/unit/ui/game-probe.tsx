/** Reaches the game store a screen runs with, so a component test can seed it and read what was stored. */
import { render, waitFor } from '@solidjs/testing-library';
import type { JSX } from 'solid-js';
import { expect } from 'vitest';
import { AppProvider } from '../../../src/state/app-context';
import { type Game, GameProvider, useGame } from '../../../src/state/game';
import { Toasts } from '../../../src/ui/Toasts';

let game: Game | undefined;

/** Render inside <GameProvider>: remembers the store for `g()`. */
export function Capture() {
  game = useGame();
  return null;
}

/** The store, once rendered. */
export function g(): Game {
  if (!game) throw new Error('no game');
  return game;
}

/** The store, or undefined before the first render. */
export function probed(): Game | undefined {
  return game;
}

/** Between tests: the next render captures a fresh store. */
export function forgetGame(): void {
  game = undefined;
}

/**
 * Renders a screen as the app does (the app's context in `lang`, the game, the toasts), captures
 * the game for `g()`, and waits until its stored records have been read.
 */
export async function renderInGame(screen: () => JSX.Element, lang: 'en' | 'ru' = 'en') {
  localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', textSize: 100 }));
  const view = render(() => (
    <AppProvider languages={[lang]}>
      <GameProvider>
        <Capture />
        {screen()}
        <Toasts />
      </GameProvider>
    </AppProvider>
  ));
  await waitFor(() => expect(probed()?.state.ready).toBe(true));
  return view;
}
