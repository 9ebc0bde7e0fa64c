/**
 * The Log's order (issue 35): after New game, a late shot of the old game (a phone of the club that
 * had not yet seen New game fired it later) is listed under the new game's entries, not on top.
 */
import { describe, expect, it } from 'vitest';
import { inLogOrder } from '../../../src/records/model';

describe('the Log orders games', () => {
  it('the later game first, newest first in each game; a late shot of game 1 under game 2’s', () => {
    const entries = [
      { id: 'late-g1', game: 1, at: 5_000 },
      { id: 'g2-b', game: 2, at: 4_000 },
      { id: 'g2-a', game: 2, at: 3_000 },
      { id: 'g1-b', game: 1, at: 2_000 },
      { id: 'g1-a', at: 1_000 },
    ];
    expect(inLogOrder(entries).map((e) => e.id)).toEqual(['g2-b', 'g2-a', 'late-g1', 'g1-b', 'g1-a']);
  });

  it('one game: newest first, ties in time by the larger id; the entries given are left as they were', () => {
    const entries = [
      { id: 'a', game: 1, at: 1_000 },
      { id: 'c', game: 1, at: 2_000 },
      { id: 'b', game: 1, at: 2_000 },
    ];
    expect(inLogOrder(entries).map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(entries.map((e) => e.id)).toEqual(['a', 'c', 'b']);
  });
});
