/**
 * The situation answers remembered per battery and target (`game.shots.remembered`): the Fire form
 * offers them again for the same pair. Kept in the game (read at open with the roster); remembered
 * and stored by `game.shots.remember` (writes.ts, with the shots' chunk).
 */
import type { Answers, AnswersKey } from '../../storage';
import type { Core } from '../game/connection';

export function answersKey(batteryId: string, targetId: string): AnswersKey {
  return `${batteryId}→${targetId}`;
}

export interface AnswerVerbs {
  /** The answers remembered for this battery→target pair (none: `{}`). */
  remembered(batteryId: string, targetId: string): Answers;
}

export function rememberedAnswers(core: Core): AnswerVerbs {
  return {
    remembered(batteryId: string, targetId: string): Answers {
      return core.answers.get(answersKey(batteryId, targetId)) ?? {};
    },
  };
}
