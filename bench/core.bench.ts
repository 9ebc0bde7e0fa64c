/**
 * Rules engine benchmark: time `resolveFire` and `fireOdds` (36 resolutions each) over many
 * varied requests on the practice pack, and print p50 / p95 / max.
 * Run: npx vitest run --config vitest.bench.config.ts bench/core.bench.ts
 * Goal: a tap answers well inside a frame on a phone, so p95 fireOdds < 1 ms on a desktop.
 */
import { expect, it } from 'vitest';
import { resolveFire } from '../src/core/fire';
import type { FireRequest } from '../src/core/fire-request';
import { fireOdds } from '../src/core/odds';
import { AMMUNITION, FORMATIONS, MOVED, RANGE_BANDS } from '../src/core/vocabulary';
import { practicePack } from '../src/packs/practice';

/** A deterministic spread of requests: every ammo × band × formation × movement, several guns. */
function requests(): FireRequest[] {
  const out: FireRequest[] = [];
  let n = 0;
  for (const gun of practicePack.gunTypes) {
    for (const ammo of AMMUNITION) {
      for (const band of RANGE_BANDS) {
        for (const formation of FORMATIONS) {
          for (const moved of MOVED) {
            n++;
            out.push({
              battery: {
                side: 'mine',
                nation: 'france',
                kind: gun.batteryKinds?.[0] ?? 'foot',
                gunType: gun.id,
              },
              target: {
                side: 'opponent',
                arm: 'infantry',
                nation: 'russia',
                infantryType: n % 2 ? 'light' : 'line',
                class: 'veteran',
                formation,
                figures: 24 + (n % 24),
                screen: n % 3 ? undefined : { figures: 4 },
              },
              ammo,
              range: n % 2 ? { band } : { distance: (n * 7) % 90, scale: 'cm' },
              movement: { moved, unlimbered: false },
              firedThisTurn: false,
              situation: { friendlyNearFront: n % 5 === 0, screenIsTarget: n % 6 === 0 },
              campaignYear: 1813,
              dice: [(n % 6) + 1, ((n * 5) % 6) + 1],
            });
          }
        }
      }
    }
  }
  return out;
}

function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

function time(label: string, rounds: number, work: () => unknown): void {
  for (let i = 0; i < 50; i++) work(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  const { p50, p95, max } = percentiles(samples);
  console.log(
    `${label}: p50 ${(p50 * 1000).toFixed(1)} µs, p95 ${(p95 * 1000).toFixed(1)} µs, max ${max.toFixed(3)} ms`,
  );
}

it('times resolveFire and fireOdds', () => {
  const all = requests();
  const legal = all.filter((request) => resolveFire(request, practicePack).legal).length;
  console.log(`${all.length} requests, ${legal} legal`);
  expect(legal).toBeGreaterThan(0);

  let i = 0;
  const next = () => all[i++ % all.length] as FireRequest;
  time('resolveFire', 20_000, () => resolveFire(next(), practicePack));
  time('fireOdds', 5_000, () => {
    const { dice: _dice, ...setup } = next();
    return fireOdds(setup, practicePack);
  });
});
