/** Phone A's games for the two-phone flows: a small one played in the engine, a long one made in Node. */
import { correction, generate, mode } from 'lean-qr';
import { toPngBuffer } from 'lean-qr/extras/node_export';
import { gameCards, logShots } from '../../bench/sync-game';
import { encodeFrames } from '../../src/share/frames';
import { QUIET_ZONE } from '../../src/share/qr';
import { openGbDb } from '../../src/storage/db';
import { collectSync } from '../../src/storage/sync';
import { saveCardEdit } from '../../src/storage/sync-writes';
import { encodeSync } from '../../src/sync/payload';
import { cardShows, newCard, sheetsClosed, shows } from './app';
import type { EnginePage } from './engines';

export const BATTERY = 'Foot Battery Bogdanov';
export const TARGET = '2nd Line Battalion, Régiment de Ligne';

/**
 * My battery, the opponent's battalion in column at 36, and one volley (3 + 4: 2 figures) applied.
 * `beforeApply` runs between the roll and the tap on Apply.
 */
export async function smallGameWithShot(page: EnginePage, beforeApply?: () => Promise<void>): Promise<void> {
  await newCard(page, 'New battery', BATTERY);
  await page.click('New battalion');
  await page.fill({ role: 'textbox', name: 'Name', inDialog: true }, TARGET);
  await page.click({ role: 'text', name: 'Opponent', inDialog: true });
  await page.click({ role: 'text', name: 'Column', inDialog: true });
  await page.click({ role: 'button', name: 'Save', inDialog: true });
  await sheetsClosed(page);
  await page.click(`Fire with ${BATTERY}`);
  await page.click(`Fire at ${TARGET}`);
  await page.click('Enter my dice');
  await page.click('Die 1: 3');
  await page.click('Die 2: 4');
  await page.click('Use these dice: 3 + 4');
  await shows(page, 'Casualties: 2 figures');
  await beforeApply?.();
  await page.click('Apply casualties');
  await shows(page, 'Casualties applied');
  await page.click({ role: 'link', name: 'Units' });
  await cardShows(page, TARGET, '34 figures of 36');
}

/**
 * Phone A's long game, made with the app's own code (bench/sync-game.ts: 20 cards, `shots` legal
 * shots from the engine, three in four applied, stored through src/storage in Node) and shared as
 * the Show screen shares it: the text cut into QR frames, each drawn as the Show screen draws it
 * (src/share/qr.ts: lean-qr, level L, 4 modules of quiet zone) into a PNG, as a photo of the screen.
 * `figures`: what each battalion must show after the merge, worked out here from the shots
 * themselves: its starting figures − the casualties of its applied shots (never below 0).
 */
export async function longGame(shots: number): Promise<{
  photos: readonly string[];
  figures: ReadonlyMap<string, { now: number; start: number }>;
  cards: number;
  shots: number;
}> {
  const db = await openGbDb({}, `engines-long-game-${shots}-${Date.now()}`);
  const cards = gameCards();
  for (const card of cards) await saveCardEdit(db, card, 1_000);
  const logged = await logShots(db, cards, shots);
  const records = await db.getAll('resolutions');
  const body = await collectSync(db, { kind: 'game' });
  db.close();
  if (!body) throw new Error('nothing to share');
  const framed = await encodeFrames(encodeSync(body));
  if (!framed.ok) throw new Error(`frames: ${JSON.stringify(framed.problem)}`);
  const lost = new Map<string, number>();
  for (const r of records)
    if (r.applied && !r.undone)
      lost.set(r.applied.targetId, (lost.get(r.applied.targetId) ?? 0) + r.applied.line);
  const figures = new Map(
    cards
      .filter((c) => c.arm === 'infantry')
      .map((c) => [
        c.name,
        { now: Math.max(0, c.startFigures - (lost.get(c.id) ?? 0)), start: c.startFigures },
      ]),
  );
  const photos = framed.value.map((frame) => {
    const code = generate(mode.alphaNumeric(frame), { minCorrectionLevel: correction.L });
    return Buffer.from(
      toPngBuffer(code, { on: [0, 0, 0, 255], off: [255, 255, 255, 255], pad: QUIET_ZONE, scale: 4 }),
    ).toString('base64');
  });
  return { photos, figures, cards: cards.length, shots: logged };
}
