/**
 * The ONE way a screen reads an answer it does not show in place: `heed(answer, { done, say })`.
 * On success `done` gets the value; a problem is said as a notice in the words `say` gives it, and
 * storage failing that the screen has no words of its own for is said as the storage banner says
 * it (on the banner, where one shows it: the verb has put it there; else as a notice), in the
 * player's language.
 * Nothing is dropped: every promise in src/ui is awaited and its answer read, or handed here
 * (tests/unit/house/answers.test.ts and Biome's noFloatingPromises hold it).
 */
import type { Result } from '../core/result';
import { isStorageFailure, type StorageKind } from '../records/failure';
import { type AppContextValue, type Game, useApp, useGame } from '../state';
import { storageWords } from './storage-words';
import { banners, showToast } from './Toasts';

export interface Heed<T, P> {
  /** What follows a success. */
  readonly done?: (value: T) => void;
  /**
   * A problem in the screen's own words (undefined: storage failing is said as the banner says it,
   * any other problem is not said: the screen shows it itself, or there is nothing to say).
   */
  readonly say?: (problem: P) => string | undefined;
  /** What follows a failure besides saying it (a field showing what is stored again). */
  readonly failed?: (problem: P) => void;
}

/** The reader of answers for a component: `const heed = useHeed(); heed(game.turns.update({ scale }))`. */
export const useHeed = () => heedFor(useApp(), useGame());

export type Heeder = ReturnType<typeof heedFor>;

/** The same, given the app and the game (for actions made outside a component, card-actions.ts). */
export function heedFor(app: AppContextValue, game: Game) {
  /** Storage failing: the banner says it where it shows this very failure, a notice everywhere else. */
  const storage = (kind: StorageKind) => {
    if (banners() > 0 && game.problem() === kind) return;
    showToast(storageWords(app.lang(), kind));
  };
  return function heed<T, P>(
    answer: Promise<Result<T, P>>,
    options: Heed<NoInfer<T>, NoInfer<P>> = {},
  ): void {
    answer.then(
      (result) => {
        if (result.ok) {
          options.done?.(result.value);
          return;
        }
        options.failed?.(result.problem);
        const text = options.say?.(result.problem);
        if (text) showToast(text);
        else if (isStorageFailure(result.problem)) storage(result.problem.kind);
      },
      // Nothing between state and ui throws; should something, it is said as storage failing.
      () => storage('failed'),
    );
  };
}
