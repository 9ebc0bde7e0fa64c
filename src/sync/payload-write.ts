/**
 * Writing the shared text (payload.ts says what it holds and reads it): format v3, its shots
 * compact (compact.ts), and the v2 text phones before v3 wrote (for tests and benches).
 */
import { type CompactContext, compactCards, compactShots } from './compact';
import { type SyncBody, syncChecksum } from './payload';

const NO_PACKS: CompactContext = { year: 1813, packFor: () => undefined };

/**
 * The shared text of a body (format v3, compact.ts): compact JSON with its checksum last. With
 * `context` (the campaign year and this phone's packs) a shot whose chain the engine gives again
 * travels without it; without, every chain travels whole.
 */
export function encodeSync(body: SyncBody, context: CompactContext = NO_PACKS): string {
  const { shots, ...rest } = body;
  const compact = compactShots(shots, body.cards, body.tombstones, body.from, context);
  const text = JSON.stringify({ ...rest, cards: compactCards(body.cards), ...compact });
  return `${text.slice(0, -1)},"sum":${JSON.stringify(syncChecksum(text))}}`;
}

/** The v2 text of a body (every shot with its chain): what phones before v3 wrote; for tests and benches. */
export function encodeSyncV2(body: SyncBody): string {
  const text = JSON.stringify({ ...body, formatVersion: body.identity ? 2 : 1 });
  return `${text.slice(0, -1)},"sum":${JSON.stringify(syncChecksum(text))}}`;
}
