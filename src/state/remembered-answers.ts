/**
 * The situation answers remembered per battery and target: their key and their reading from the
 * `meta` store (`answers:<battery>→<target>`). Apart from game-answers.ts (the actions, which take
 * the store) so the store (game-store.ts) reads them without importing its actions back.
 */
import type { SituationAnswers } from '../core';
import type { GbDb } from '../storage/db';

export type AnswersKey = `${string}→${string}`;

export function answersKey(batteryId: string, targetId: string): AnswersKey {
  return `${batteryId}→${targetId}`;
}

/** Reads every remembered answer stored into the store's map (once the database is open). */
export async function readAnswers(db: GbDb, answers: Map<AnswersKey, Partial<SituationAnswers>>) {
  const stored = await db.getAll('meta');
  const keys = await db.getAllKeys('meta');
  keys.forEach((key, i) => {
    if (typeof key === 'string' && key.startsWith('answers:')) {
      answers.set(key.slice('answers:'.length) as AnswersKey, stored[i] as Partial<SituationAnswers>);
    }
  });
}
