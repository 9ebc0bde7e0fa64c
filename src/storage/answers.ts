/**
 * The situation answers remembered per battery and target (the Fire form offers them again), in
 * the `meta` store under `answers:<battery>→<target>`: one written per change, all forgotten by New
 * game and put back by its Undo (their reading at start is db.ts `readAnswers`, in the first load).
 */
import { type Answers, type AnswersKey, type GbDb, ANSWERS_PREFIX as PREFIX } from './db';

/** Stores these answers (each replacing what its key held), in one transaction. */
export async function saveAnswers(db: GbDb, answers: ReadonlyMap<AnswersKey, Answers>): Promise<void> {
  const tx = db.transaction('meta', 'readwrite');
  await Promise.all([...[...answers].map(([key, value]) => tx.store.put(value, `${PREFIX}${key}`)), tx.done]);
}

/** Forgets the answers of these keys, in one transaction. */
export async function forgetAnswers(db: GbDb, keys: Iterable<AnswersKey>): Promise<void> {
  const tx = db.transaction('meta', 'readwrite');
  await Promise.all([...[...keys].map((key) => tx.store.delete(`${PREFIX}${key}`)), tx.done]);
}
