/** The clock and the figures derived from events (pure). */
import { describe, expect, it } from 'vitest';
import { isClock } from '../../../src/records/clock';
import { deriveFigures, figureSetFor } from '../../../src/sync/figures';
import { compareClocks, decodeClock, encodeClock, receive, tick } from '../../../src/sync/hlc';
import { unitCard } from '../fixtures';
import { legalShot } from './phones';

const dev = (d: string) => ({ wall: 0, counter: 0, device: d });

describe('hybrid logical clock', () => {
  it('sorts as text in clock order, and survives encoding', () => {
    const a = encodeClock({ wall: 999, counter: 12, device: 'aaaaaaaa' });
    const b = encodeClock({ wall: 1000, counter: 0, device: 'aaaaaaaa' });
    const c = encodeClock({ wall: 1000, counter: 0, device: 'bbbbbbbb' });
    expect([c, b, a].sort()).toEqual([a, b, c]);
    expect(compareClocks(undefined, a)).toBe(-1);
    expect(decodeClock(c)).toEqual({ wall: 1000, counter: 0, device: 'bbbbbbbb' });
    expect(isClock('1000.0.x')).toBe(false);
  });

  it('never goes backwards when the wall clock does, and moves past a clock received', () => {
    let clock = tick(dev('aaaaaaaa'), 5_000);
    const later = tick(clock, 4_000); // the phone's clock was set back
    expect(compareClocks(encodeClock(later), encodeClock(clock))).toBe(1);
    clock = receive(later, { wall: 9_000, counter: 7, device: 'bbbbbbbb' }, 6_000);
    expect(clock).toEqual({ wall: 9_000, counter: 8, device: 'aaaaaaaa' });
    expect(tick(clock, 6_000)).toEqual({ wall: 9_000, counter: 9, device: 'aaaaaaaa' });
  });
});

describe('figures derived from events', () => {
  const card = unitCard({ id: 't', startFigures: 36, figures: 36 });
  const applied = (id: string, line: number, skirm = 0, game = 1) => ({
    ...legalShot(id, 't', line, skirm),
    game,
    applied: { targetId: 't', line, skirmishers: skirm },
  });

  it('start less applied shots of this game plus corrections; halves exact; undone and other games ignored', () => {
    const shots = [
      applied('a', 3),
      applied('b', 2.5),
      applied('old', 10, 0, 1),
      { ...legalShot('u', 't', 4) },
    ];
    const corr = [{ id: 'c', cardId: 't', game: 1, line: 1, skirmishers: 0, clock: '' }];
    expect(deriveFigures(card, shots, corr, 1).figures).toBe(36 - 3 - 2.5 - 10 + 1);
    expect(deriveFigures(card, shots, corr, 2).figures).toBe(36);
  });

  it('clamps once at the end, to [0, start], whatever the order', () => {
    const many = [applied('a', 30), applied('b', 20)];
    expect(deriveFigures(card, many, [], 1).figures).toBe(0);
    expect(deriveFigures(card, [...many].reverse(), [], 1).figures).toBe(0);
    const up = [{ id: 'c', cardId: 't', game: 1, line: 50, skirmishers: 0, clock: '' }];
    expect(deriveFigures(card, [], up, 1).figures).toBe(36);
  });

  it('"set to 5" after 50 casualties of 36 shows 5, and carries 5 (bounded), not a difference of 19', () => {
    const shots = [applied('a', 30), applied('b', 20)];
    const derived = deriveFigures(card, shots, [], 1);
    expect(derived.figures).toBe(0);
    const set = figureSetFor({ ...card, figures: 5 }, derived);
    expect(set).toEqual({ line: { to: 5, seen: 50 } });
    const corr = [{ id: 'c', cardId: 't', game: 1, clock: '0', line: 0, skirmishers: 0, set }];
    expect(deriveFigures(card, shots, corr, 1).figures).toBe(5);
    // A later hit it did not count comes off it; an Undo of one it counted puts that back.
    expect(deriveFigures(card, [...shots, applied('c', 2)], corr, 1).figures).toBe(3);
    expect(deriveFigures(card, [applied('a', 30)], corr, 1).figures).toBe(25);
  });
});
