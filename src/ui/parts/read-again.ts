import { createComputed, createSignal, on, untrack } from 'solid-js';

export interface ReadAgain<T> {
  /** The last value read (kept on screen while it is read again); undefined before the first answer. */
  (): T | undefined;
  /** A read is under way. */
  loading(): boolean;
  /** The first read has answered. */
  ready(): boolean;
  /** Read again now. */
  refetch(): Promise<void>;
}

/**
 * A value a screen reads asynchronously (a game verb's answer, the phone's storage status): read
 * as the screen draws and again whenever `source` changes (`undefined` or `false`: nothing to read
 * yet); the last value stays on screen meanwhile, and only the latest read's answer is kept. A read
 * that throws is thrown where the value is read: the screen's boundary says so (ScreenError.tsx).
 */
export function readAgain<S, T>(
  source: () => S | undefined | false,
  read: (asked: S) => Promise<T>,
): ReadAgain<T> {
  const [answer, setAnswer] = createSignal<{ value: T } | { error: unknown }>();
  const [loading, setLoading] = createSignal(false);
  let latest = 0;
  const run = (asked: S): Promise<void> => {
    const mine = ++latest;
    setLoading(true);
    const settle = (got: { value: T } | { error: unknown }) => {
      if (mine !== latest) return;
      setAnswer(got);
      setLoading(false);
    };
    return read(asked).then(
      (value) => settle({ value }),
      (error: unknown) => settle({ error }),
    );
  };
  const runFor = (asked: S | undefined | false) =>
    asked === undefined || asked === false ? Promise.resolve() : run(asked);
  createComputed(on(source, runFor));
  const value = () => {
    const now = answer();
    if (now !== undefined && 'error' in now) throw now.error;
    return now?.value;
  };
  return Object.assign(value, {
    loading,
    ready: () => answer() !== undefined,
    refetch: () => runFor(untrack(source)),
  });
}
