// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { followColorScheme } from '../../../src/state/app/prefs';

/** A phone whose light/dark setting the test flips, as the player does in the phone's settings. */
function phone(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  globalThis.matchMedia = (() => query) as unknown as typeof matchMedia;
  return {
    flip(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('the System theme follows the phone (the dark palette is written once)', () => {
  it('marks the root dark or light, and follows a change of the phone setting', () => {
    const root = document.createElement('html');
    const settings = phone(true);
    followColorScheme(root);
    expect(root.dataset.scheme).toBe('dark');
    settings.flip(false);
    expect(root.dataset.scheme).toBe('light');
  });
});
