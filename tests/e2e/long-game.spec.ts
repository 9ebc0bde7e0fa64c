import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sharedGame } from '../../bench/sync-game';
import { practicePack } from '../../src/packs/practice';
import type { ResolutionRecord } from '../../src/records/model';
import { parseSync } from '../../src/sync/payload';
import { chooseView } from './roster-helpers';
import { incomingCard, scanOnPhoneB } from './share-helpers';
import { goOffline } from './support/offline';
import { logEntry, unitCard, WORDS } from './support/table';

/**
 * A long game in few codes (issue 27): phone A's 200-shot game (bench/sync-game.ts: 20 cards, 200
 * legal shots from the engine, three in four applied) in the compact shared text, shown as QR
 * codes; phone B, installed, offline, without BarcodeDetector (zxing-wasm reads), scans them with
 * its camera (Chromium's fake camera playing the codes, each held as the Show screen holds it, its
 * first frames blurred) from the first code to "Merged.". Every battalion then shows its starting
 * figures less the casualties applied to it, and a shot's every step, worked out again by phone
 * B's engine from the pack the shot names, reads in the Log.
 */

const SHOTS = 'test-results/screens';
const w = WORDS.en;

test('phone B scans a 200-shot game in at most 4 codes to Merged: the figures on every card and a shot’s steps in the Log', async () => {
  test.slow();
  const info = test.info();
  mkdirSync(SHOTS, { recursive: true });
  const game = await sharedGame(200);
  expect(game.shots).toBe(200);
  expect(game.frames.length).toBeLessThanOrEqual(4);

  // What phone A's text says, read in Node: the figures each card must show, and the newest shot.
  const read = parseSync(game.text, (s) =>
    s.id === practicePack.id && s.version === practicePack.version ? practicePack : undefined,
  );
  if (!read.ok) throw new Error(read.problem.code);
  const { cards, shots } = read.value;
  const lost = new Map<string, number>();
  for (const s of shots)
    if (s.applied) lost.set(s.applied.targetId, (lost.get(s.applied.targetId) ?? 0) + s.applied.line);
  const battalions = cards.filter((c) => c.arm === 'infantry');
  expect([...lost.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(50); // the game hit hard
  const newest = [...shots].sort((a, b) => b.at - a.at)[0] as ResolutionRecord;
  if (!newest.result.legal) throw new Error('the newest shot is legal');
  const chain = newest.result.chain;

  await scanOnPhoneB(game.frames, join(info.outputDir, 'long-game.y4m'), goOffline, async (b) => {
    const started = Date.now();
    const incoming = incomingCard(b);
    await expect(incoming).toBeVisible({ timeout: 60_000 });
    await expect(incoming).toHaveAttribute('data-format', 'sync');
    await expect(incoming).toContainText('20 new cards');
    await expect(incoming).toContainText('200 new shots');
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await expect(b.getByRole('status').filter({ hasText: 'Merged.' })).toBeVisible();
    console.log(`long game: ${game.frames.length} codes, first code to Merged in ${Date.now() - started} ms`);

    // The Log: the newest shot first; opened, every step the firing phone showed.
    await expect(b).toHaveURL(/#\/log$/);
    await expect(b.getByText('200 entries')).toBeVisible();
    const entry = logEntry(b, newest.batteryName, newest.targetName).first();
    await expect(entry).toContainText(newest.applied ? '· applied' : '· not applied');
    await entry.locator('summary').click();
    await expect(entry).toContainText(`${chain.dice[0]} + ${chain.dice[1]} = ${chain.roll}`);
    await expect(entry).toContainText(
      `Modified score${chain.roll} ${chain.totalModifier < 0 ? '−' : '+'} ${Math.abs(chain.totalModifier)} = ${chain.modifiedScore}`,
    );
    await expect(entry).not.toContainText('need the rule pack');
    await b.screenshot({ path: `${SHOTS}/long-game-log-en-390.png` });

    // Units: every battalion at its starting figures less the casualties applied to it.
    await b.getByRole('link', { name: w.nav.units }).click();
    // A long roster draws the cards near the screen: scrolled down as a player would, all 20 come.
    await expect(b.getByRole('heading', { name: w.unitsTitle, level: 1 })).toBeVisible();
    // Twenty units open as the List; the full cards say each one's figures in words.
    await chooseView(b, 'en', 'cards');
    await b.evaluate(() => window.scrollTo(0, 0));
    await expect(b.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await b.mouse.wheel(0, 20_000);
    await expect(b.getByRole('heading', { level: 3 })).toHaveCount(20);
    for (const card of battalions) {
      const figuresNow = card.startFigures - (lost.get(card.id) ?? 0);
      await expect(unitCard(b, card.name), card.name).toContainText(
        w.cardFigures(figuresNow, card.startFigures),
      );
    }
    await b.screenshot({ path: `${SHOTS}/long-game-units-en-390.png` });
  });
});
