/**
 * The situation answers remembered per battery and target (the shot form offers them again), kept
 * in the game store and stored under `answers:<battery>→<target>` in the `meta` store.
 */
import type { SituationAnswers } from '../core';
import type { GameStore } from './game-store';
import { type AnswersKey, answersKey } from './remembered-answers';

export function answerActions(store: GameStore) {
  return {
    rememberedAnswers(batteryId: string, targetId: string): Partial<SituationAnswers> {
      return store.answers.get(answersKey(batteryId, targetId)) ?? {};
    },
    async rememberAnswers(batteryId: string, targetId: string, value: Partial<SituationAnswers>) {
      const key = answersKey(batteryId, targetId);
      store.answers.set(key, value);
      try {
        await store.database()?.put('meta', value, `answers:${key}`);
      } catch {
        // a remembered answer is a convenience: losing it is not worth an alarm
      }
    },
  };
}

/**
 * New game: every battery→target pair's answers start fresh (a last game's "firing over heads: Yes"
 * must not come back). Forgets them on the screen and in storage; returns them, for Undo.
 */
export async function forgetAllAnswers(
  store: GameStore,
): Promise<Map<AnswersKey, Partial<SituationAnswers>>> {
  const before = new Map(store.answers);
  store.answers.clear();
  try {
    const db = store.database();
    if (db) {
      const tx = db.transaction('meta', 'readwrite');
      await Promise.all([...before.keys()].map((key) => tx.store.delete(`answers:${key}`)));
      await tx.done;
    }
  } catch {
    // the screen has forgotten them; a stored copy left behind comes back only after a restart
  }
  return before;
}

/** Undo of New game: the answers it forgot, remembered again (unless answered anew since). */
export async function restoreAnswers(
  store: GameStore,
  before: ReadonlyMap<AnswersKey, Partial<SituationAnswers>>,
): Promise<void> {
  try {
    const db = store.database();
    const tx = db?.transaction('meta', 'readwrite');
    for (const [key, value] of before) {
      if (store.answers.has(key)) continue;
      store.answers.set(key, value);
      void tx?.store.put(value, `answers:${key}`);
    }
    await tx?.done;
  } catch {
    // a remembered answer is a convenience: losing it is not worth an alarm
  }
}
