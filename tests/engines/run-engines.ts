import type { EngineName } from './engines';

/** The engines to test: all by default; ENGINES=webkit (or firefox) for one while working on it. */
export const ENGINES: EngineName[] = (process.env.ENGINES ?? 'webkit,firefox')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is EngineName => s === 'webkit' || s === 'firefox');
