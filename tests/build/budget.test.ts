import { describe, expect, it } from 'vitest';
import { firstLoad, precacheTotal } from './sizes';

const KB = 1024;

describe('size budgets (deterministic, so checked here; npm run bench prints them too)', () => {
  // Issue 12 aims at 30 KB (33.4 KB today, from 39.1): the budget holds what was won, with a little room.
  it('first-load JS + CSS is at most 34 KB gzip', () => {
    const { files, bytes } = firstLoad();
    expect(files.some((f) => f.includes('lang-'))).toBe(true);
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(34 * KB);
  });

  it('everything precached is at most 400 KB gzip', () => {
    expect(precacheTotal().bytes).toBeLessThanOrEqual(400 * KB);
  });
});
