/**
 * The app's side of a club sync (src/club/sync.ts `AppSide`): this phone's game as a shared text's
 * body, the merge of what the server holds (storage/sync-merge.ts `applyMerge`, one transaction),
 * its rule packs and the club's packs stored, each a job on the game's database answering its
 * value or the StorageFailure.
 */
import type { AppSide } from '../../club/sync';
import type { Result } from '../../core';
import type { StorageFailure } from '../../records';
import type { GbDb } from '../../storage';
import { applyMerge, collectSync, listPacks, readyRecord, savePack } from '../../storage';

/** A job on the database, answered (the game's `run`; a test's own database). */
export type Run = <T>(job: (d: GbDb) => Promise<T>) => Promise<Result<T, StorageFailure>>;

export function clubAppSide(run: Run): AppSide {
  const ready = async (d: GbDb) =>
    (await listPacks(d)).flatMap((p) => (p.status === 'ready' && p.key === p.pack.id ? [p.pack] : []));
  return {
    device: 'clubserver',
    collect: (now) =>
      run(async (d) => {
        const body = await collectSync(d, { kind: 'game' }, now);
        // A game always has a body; none means the stores could not be read.
        if (!body) throw new Error('unavailable');
        return body;
      }),
    merge: (payload, now, asThisGame) =>
      run(async (d) => (await applyMerge(d, payload, now, new Set(), asThisGame)).summary),
    packs: () => run(ready),
    storePacks: (packs, now) =>
      run(async (d) => {
        // By id and version: a pack this phone lacks, or holds at an older version (the latest first).
        const held = new Map((await ready(d)).map((p) => [p.id, p.version]));
        let stored = 0;
        for (const pack of [...packs].sort((a, b) => b.version - a.version)) {
          const have = held.get(pack.id);
          if (have !== undefined && have >= pack.version) continue;
          // Marked as imported: "official" is then the club's word, as for a pack file.
          await savePack(d, readyRecord(pack, now, true));
          held.set(pack.id, pack.version);
          stored++;
        }
        return stored;
      }),
  };
}
