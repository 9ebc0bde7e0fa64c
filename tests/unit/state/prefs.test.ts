// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createPrefs, readPrefs } from '../../../src/state/app/prefs';

const KEY = 'gb.prefs.v1';

beforeEach(() => localStorage.clear());

describe('the roster view (cards or compact rows) is a preference kept on the phone', () => {
  it('a phone that never chose keeps no view: the roster picks cards or rows by the size of the army', () => {
    // What the player then sees (4 units as cards, a fifth as rows) is ui/units.test.tsx's.
    expect(readPrefs(['en'])).not.toHaveProperty('roster');
  });

  it('the choice of rows is written and read back, with the other preferences as they were', () => {
    const first = createPrefs(['ru']);
    first.update({ textSize: 150 });
    first.update({ roster: 'rows' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ roster: 'rows', textSize: 150 });
    // The next start (a reload) reads it back.
    expect(createPrefs(['en']).prefs()).toMatchObject({ roster: 'rows', textSize: 150, lang: 'ru' });
  });

  it('a stored value that is not a view counts as never chosen (the roster decides by size) and keeps the rest', () => {
    for (const roster of ['compact', 1, null, 'Rows']) {
      localStorage.setItem(KEY, JSON.stringify({ lang: 'ru', theme: 'dark', textSize: 120, roster }));
      expect(readPrefs(['en'])).toEqual({ lang: 'ru', theme: 'dark', textSize: 120 });
    }
  });
});
