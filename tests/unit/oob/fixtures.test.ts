/**
 * The issue's bar: orders of battle pasted as players write them (tests/fixtures/oob: twelve in
 * English and twelve in Russian, in the styles the issue names) read with at least 95 % of their
 * units right (type, class, figures and brigade all right) and no unit made of a line that is
 * none. The figures are printed per fixture.
 */
import { describe, expect, it } from 'vitest';
import { readOrderOfBattle } from '../../../src/oob';
import { fixtureNames, loadFixture, score } from './fixture-reading';

const names = fixtureNames();
const results = names.map((name) => {
  const fixture = loadFixture(name);
  return { fixture, score: score(fixture, readOrderOfBattle(fixture.text, fixture.context)) };
});

describe('pasted orders of battle (tests/fixtures/oob)', () => {
  it('has at least twelve fixtures in each language', () => {
    expect(names.filter((n) => n.startsWith('en-')).length).toBeGreaterThanOrEqual(12);
    expect(names.filter((n) => n.startsWith('ru-')).length).toBeGreaterThanOrEqual(12);
  });

  it('reads at least 95 % of all units right, and prints the figures', () => {
    let right = 0;
    let expected = 0;
    let headings = 0;
    let headingsOf = 0;
    const rows = results.map(({ fixture, score: s }) => {
      right += s.right;
      expected += s.expected;
      headings += s.headings.right;
      headingsOf += s.headings.of;
      const pct = ((100 * s.right) / s.expected).toFixed(1);
      return `${fixture.name.padEnd(28)} ${String(s.right).padStart(3)}/${String(s.expected).padEnd(3)} ${pct.padStart(5)} %  names ${s.names.right}/${s.names.of}  headings ${s.headings.right}/${s.headings.of}${s.wrong.length ? `\n    ${s.wrong.join('\n    ')}` : ''}`;
    });
    const share = right / expected;
    console.log(
      `${rows.join('\n')}\nall: ${right}/${expected} = ${(100 * share).toFixed(1)} %; headings ${headings}/${headingsOf}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it.each(results.map((r) => [r.fixture.name, r] as const))(
    '%s: no unit from a line that is no unit',
    (_, r) => {
      expect(r.score.fromOtherLines).toBe(0);
    },
  );
});
