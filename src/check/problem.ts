/**
 * The one shape of a problem found in untrusted data (a backup file, a rule pack, a shared text):
 * a stable code, the path where it was found (`units[2].figures`, `gunTypes[1].ranges.long.cm`),
 * numbers for the message and, where the message names it, the offending text itself.
 */

export interface Problem<C extends string> {
  readonly path: string;
  readonly code: C;
  /** Numbers for the message (a limit, the value a row should have). */
  readonly params?: Readonly<Record<string, number>>;
  /** The offending text, where the message names it (a forbidden key, a taken id). */
  readonly found?: string;
}

/**
 * Where a parser that reports every problem writes them. Any array of problems whose codes include
 * `C` will do (a pack's problems include the kit's codes and add the pack's own).
 */
export interface Problems<C extends string> {
  push(...problems: Problem<C>[]): number;
  readonly length: number;
}

/** A sink that words each problem its own way before writing it to `every` (a caller's codes). */
export function translated<A extends string, B extends string>(
  every: Problems<B>,
  word: (problem: Problem<A>) => Problem<B>,
): Problems<A> {
  return {
    push: (...problems) => every.push(...problems.map(word)),
    get length() {
      return every.length;
    },
  };
}

/** `at('units', 2)` → `units[2]`; `at('units[2]', 'figures')` → `units[2].figures`; `at('', 'id')` → `id`. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}
