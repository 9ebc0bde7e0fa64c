/**
 * The situation answers remembered per battery and target (the shot form offers them again), kept
 * in the game store and stored under `answers:<battery>→<target>` in the `meta` store.
 */
import type { SituationAnswers } from '../core';
import type { GameStore } from './game-store';
import { answersKey } from './remembered-answers';

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
