// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { fire as fireEn } from '../../../src/i18n/en/fire';
import { fire as fireRu } from '../../../src/i18n/ru/fire';
import { OddsChart } from '../../../src/ui/fire/OddsChart';
import { sideNameIn } from '../../../src/ui/parts/side-name';
import { renderScreen } from '../screen';

afterEach(() => cleanup());

describe('figure counts in both languages', () => {
  it('halves print as ½ with the right word: a fraction takes «фигуры» (genitive singular) in Russian', () => {
    expect(fireEn.figures(1)).toBe('1 figure');
    expect(fireEn.figures(23.5)).toBe('23½ figures');
    expect(fireEn.figures(0.5)).toBe('½ figures');
    expect(fireRu.figures(1)).toBe('1 фигура');
    expect(fireRu.figures(21)).toBe('21 фигура');
    expect(fireRu.figures(3)).toBe('3 фигуры');
    expect(fireRu.figures(5)).toBe('5 фигур');
    expect(fireRu.figures(23.5)).toBe('23½ фигуры');
    expect(fireRu.figures(21.5)).toBe('21½ фигуры');
    expect(fireRu.figures(1.5)).toBe('1½ фигуры');
    expect(fireRu.figures(0.5)).toBe('½ фигуры');
  });
});

describe('side names', () => {
  it('the players’ own names, or the default words in each language', () => {
    const names = { mine: 'Davout', opponent: '  ' };
    expect(sideNameIn('en', names, 'mine')).toBe('Davout');
    expect(sideNameIn('en', names, 'opponent')).toBe('Opponent');
    expect(sideNameIn('ru', names, 'opponent')).toBe('Противник');
    expect(sideNameIn('ru', { mine: '', opponent: '' }, 'mine')).toBe('Мои');
    expect(sideNameIn('en', undefined, 'mine')).toBe('Mine');
  });

  it('a name with a right-to-left override is isolated, so "Firing now:" and the sentences after it keep their order', () => {
    const names = { mine: 'Davout\u202e', opponent: '\u2069\u202eKarl' };
    expect(sideNameIn('en', names, 'mine')).toBe('\u2068Davout\u202e\u2069');
    // A PDI of its own cannot close the isolate early.
    expect(sideNameIn('ru', names, 'opponent')).toBe('\u2068\u202eKarl\u2069');
  });
});

describe('the odds chart', () => {
  it('one column per count, halves as ½, in Russian with a decimal comma for the mean', async () => {
    await renderScreen(
      () => (
        <OddsChart
          expected={1.25}
          outcomes={[
            { casualties: 0.5, ways: 9, probability: 0.25, atLeast: 1 },
            { casualties: 1, ways: 18, probability: 0.5, atLeast: 0.75 },
            { casualties: 2.5, ways: 9, probability: 0.25, atLeast: 0.25 },
          ]}
        />
      ),
      { lang: 'ru', ready: false, toasts: false },
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('Ожидаемые потери: 1,3');
    const [counts, exact, atLeast] = within(figure)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(counts).toEqual(['Потери', '½', '1', '2½']);
    expect(exact).toEqual(['ровно', '25%', '50%', '25%']);
    expect(atLeast).toEqual(['не меньше', '100%', '75%', '25%']);
    localStorage.clear();
  });
});
