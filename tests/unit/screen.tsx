/**
 * The one harness for a screen in the unit tests: `renderScreen(() => <Screen />)` renders it as
 * the app does (the app's context in the player's language, the game, the notice stack), captures
 * the game for `g()`, and waits until its stored records have been read (what is stored: `withDb`
 * of tests/unit/game.ts).
 */
import { render, waitFor } from '@solidjs/testing-library';
import type { JSX } from 'solid-js';
import { expect } from 'vitest';
import { AppProvider, type Game, GameProvider, useGame } from '../../src/state';
import { Toasts } from '../../src/ui/Toasts';

let game: Game | undefined;

function Capture() {
  game = useGame();
  return null;
}

/** The game the screen runs with, once rendered. */
export function g(): Game {
  if (!game) throw new Error('no game');
  return game;
}

/** The game, or undefined before the first render. */
export function probed(): Game | undefined {
  return game;
}

/** Between tests: the next render captures a fresh game. */
export function forgetGame(): void {
  game = undefined;
}

export interface ScreenOptions {
  readonly lang?: 'en' | 'ru';
  /** The route to open on (`#/settings/packs`). */
  readonly hash?: string;
  /** Keep the preferences a test stored (its roster view…); otherwise only the language is set. */
  readonly keepPrefs?: boolean;
  /** Wait until the game has read what is stored (default); `false` for a test of the wait itself. */
  readonly ready?: boolean;
  /** The notice stack beside the screen (default): `false` where a test reads the screen's one status line. */
  readonly toasts?: boolean;
}

/** Renders `screen` as the app does and, unless told not to, waits until the game is read. */
export async function renderScreen(screen: () => JSX.Element, options: ScreenOptions = {}) {
  const { lang = 'en', hash, keepPrefs = false, ready = true, toasts = true } = options;
  if (!keepPrefs)
    localStorage.setItem('gb.prefs.v1', JSON.stringify({ lang, theme: 'light', textSize: 100 }));
  if (hash !== undefined) location.hash = hash;
  const view = render(() => (
    <AppProvider languages={[lang]}>
      <GameProvider>
        <Capture />
        {screen()}
        {toasts ? <Toasts /> : null}
      </GameProvider>
    </AppProvider>
  ));
  if (ready) await waitFor(() => expect(probed()?.state.ready).toBe(true));
  return view;
}
