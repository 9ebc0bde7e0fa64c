/**
 * No dropped answers (issue 33): in src/ui and src/state every promise is awaited and its answer
 * read, or handed to the one reader of answers (src/ui/heed.ts). `void someCall()` hides a dropped
 * answer from the linter (Biome's noFloatingPromises, on for both rooms, accepts it), so the rooms
 * hold none: every `void` expression is counted, with a real parser, and only those named below,
 * each with why it has no answer to read, may stay.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../../src');

/**
 * The `void` expressions allowed, by file and the call they discard, each a fire-and-forget that
 * truly has no answer. Keep it tiny: a new entry needs a reason a reviewer accepts.
 */
const EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Node {
  readonly type: string;
  readonly operator?: string;
  readonly start?: number | null;
  readonly end?: number | null;
}

/** Every `void …` expression of a file's code (comments and strings are not code). */
function voidsIn(code: string, tsx: boolean): string[] {
  const ast = parse(code, { sourceType: 'module', plugins: tsx ? ['typescript', 'jsx'] : ['typescript'] });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    if (n.type === 'UnaryExpression' && n.operator === 'void')
      found.push(code.slice(n.start ?? 0, n.end ?? 0).replace(/\s+/g, ' '));
    for (const [key, child] of Object.entries(n)) if (key !== 'loc') visit(child);
  };
  visit(ast.program);
  return found;
}

function voidsOf(room: string): Record<string, string[]> {
  const byFile: Record<string, string[]> = {};
  for (const path of filesUnder(join(src, room))) {
    const found = voidsIn(readFileSync(path, 'utf8'), path.endsWith('.tsx'));
    if (found.length > 0) byFile[relative(src, path)] = found;
  }
  return byFile;
}

describe('no dropped answers in the screens and the state', () => {
  it('src/ui and src/state hold no `void` expression but the documented exceptions', () => {
    expect({ ...voidsOf('ui'), ...voidsOf('state') }).toEqual(EXCEPTIONS);
  });

  it('the count reads code, not text: it finds a dropped answer and nothing in a comment or a type', () => {
    const code = [
      '// void game.turns.next() in a comment',
      "const words = 'void this';",
      'type Done = () => void;',
      'export const f = (g: { next(): Promise<unknown> }): Done => () => void g.next();',
    ].join('\n');
    expect(voidsIn(code, false)).toEqual(['void g.next()']);
  });
});
