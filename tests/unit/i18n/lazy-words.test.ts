/**
 * A screen's words come with its chunk: its loader names the namespaces it shows
 * (`withWords(['engine', 'fire'], () => import('./fire/FireScreen'))`, src/i18n/registry.ts), and
 * they are fetched beside its code, in the player's language, before it draws. Reading words that
 * were not loaded throws (`i18n.not-loaded`). The component tests load every word up front, so they
 * cannot see a loader that forgot one: this reads the code instead. From each lazy loader it follows
 * the static imports (and plain `import()`s) of src, collects every namespace read
 * (`wordsIn(lang, 'fire')`, or an engine helper such as `refusalText`), and holds that the loader
 * names them all (the terms and sentences bring the names they are built on, registry.ts
 * `BUILT_ON`); the first screen reads only its own (`app`), but for what it reads only once it has
 * loaded it (AFTER_LOADING).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { BUILT_ON } from '../../../src/i18n/registry';

const root = join(import.meta.dirname, '../../..');
const src = join(root, 'src');

/** The i18n helpers that read a namespace themselves, by what they read. */
const HELPERS: Readonly<Record<string, readonly string[]>> = {
  refusalText: ['engine'],
  checkText: ['engine'],
  questionText: ['engine'],
  questionLabel: ['engine'],
  modifierText: ['terms'],
  modifierName: ['terms'],
  ruleTitle: ['terms'],
  packPathText: ['terms', 'packProblems'],
  packProblemText: ['packProblems'],
  packProblemLine: ['terms', 'packProblems'],
};
const FIRST_SCREEN = new Set(['app']);
/**
 * What first-screen code reads only once it has loaded it itself: the game bar's Undo of Next turn
 * (its toast and its words come after `await loadWords(['turnEnd'])`, GameBar.tsx `move`).
 */
const AFTER_LOADING: Readonly<Record<string, readonly string[]>> = { 'ui/GameBar.tsx': ['turnEnd'] };
/** A loader's function: `() => import(…)`, or one wrapped (`withPack(() => import(…))`). */
const loaderFunction = (node: Node | undefined): Node | undefined =>
  node && /FunctionExpression$/.test(node.type)
    ? node
    : node?.type === 'CallExpression'
      ? loaderFunction((node.arguments as Node[])[0])
      : undefined;

interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key.endsWith('Comments')) continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/** `import('x')` as Babel writes it (a call whose callee is `Import`, or an ImportExpression). */
function importedBy(node: Node): string | undefined {
  const source =
    node.type === 'ImportExpression'
      ? node.source
      : node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Import'
        ? (node.arguments as Node[])[0]
        : undefined;
  return isNode(source) && source.type === 'StringLiteral' ? (source.value as string) : undefined;
}

interface Lazy {
  readonly at: string;
  readonly target: string;
  readonly names: readonly string[];
}

interface FileFacts {
  readonly imports: string[];
  readonly reads: Set<string>;
  readonly lazies: Lazy[];
}

function facts(file: string): FileFacts {
  const program = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] })
    .program as unknown as Node;
  const imports: string[] = [];
  const reads = new Set<string>();
  const lazies: Lazy[] = [];
  const behindLoader = new Set<Node>();
  for (const node of walk(program)) {
    // A loader that names its words: `(['a', 'b'], () => … import('./x') …)`.
    if (node.type === 'CallExpression') {
      const [first, wrapped] = node.arguments as Node[];
      const second = loaderFunction(wrapped);
      if (first?.type === 'ArrayExpression' && second) {
        const named = (first.elements as Node[]).map((e) =>
          e.type === 'StringLiteral' ? (e.value as string) : '',
        );
        const names = named.flatMap((n) => [n, ...(BUILT_ON[n as keyof typeof BUILT_ON] ?? [])]);
        for (const inner of walk(second)) {
          const specifier = importedBy(inner);
          const target = specifier && resolve(file, specifier);
          if (!target) continue;
          behindLoader.add(inner);
          lazies.push({ at: relative(src, file), target, names });
        }
      }
      if (isNode(node.callee) && node.callee.type === 'Identifier' && node.callee.name === 'wordsIn') {
        const namespace = (node.arguments as Node[])[1];
        if (namespace?.type === 'StringLiteral') reads.add(namespace.value as string);
      }
    }
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') {
      const target = resolve(file, (node.source as Node).value as string);
      const values = (node.specifiers as Node[]).filter((s) => s.importKind !== 'type');
      if (target && (values.length > 0 || (node.specifiers as Node[]).length === 0)) imports.push(target);
      if (target && /[\\/]i18n[\\/](engine[\\/])?index\.ts$/.test(target))
        for (const s of values)
          for (const namespace of HELPERS[((s.imported as Node | undefined)?.name as string) ?? ''] ?? [])
            reads.add(namespace);
    }
    if (node.type === 'ExportNamedDeclaration' && node.source && node.exportKind !== 'type') {
      const target = resolve(file, (node.source as Node).value as string);
      if (target) imports.push(target);
    }
  }
  // A plain `import()` (a module fetched on demand, not a screen) belongs to the code that asks for it.
  for (const node of walk(program)) {
    const specifier = behindLoader.has(node) ? undefined : importedBy(node);
    const target = specifier && resolve(file, specifier);
    if (target) imports.push(target);
  }
  return { imports, reads, lazies };
}

const all = new Map(files(src).map((file) => [file, facts(file)]));

/** Every module a loader brings, up to the next loader; i18n's own modules read for whoever calls them. */
function reach(entry: string, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    if (/[\\/]src[\\/]i18n[\\/]/.test(file)) continue;
    queue.push(...(all.get(file)?.imports ?? []));
  }
  return seen;
}

/** What the modules read, and where; i18n's helpers are counted where they are called (HELPERS). */
const readsOf = (modules: Iterable<string>) =>
  new Map(
    [...modules]
      .filter((file) => !/[\\/]src[\\/]i18n[\\/]/.test(file))
      .flatMap((file) => [...(all.get(file)?.reads ?? [])].map((n) => [n, relative(src, file)])),
  );

const shell = reach(join(src, 'main.tsx'), new Set());
const lazies = [...all.values()].flatMap((f) => f.lazies);

describe('lazy screens name the words they show', () => {
  it('finds the loaders (every screen of the bottom bar, the editors, the notices)', () => {
    const targets = lazies.map((l) => relative(src, l.target));
    for (const screen of [
      'ui/fire/FireScreen.tsx',
      'ui/log/LogScreen.tsx',
      'ui/SettingsScreen.tsx',
      'ui/sheet/TablesScreen.tsx',
      'ui/rules/RulesScreen.tsx',
      'ui/units/UnitEditor.tsx',
      'ui/packs/PacksRoutes.tsx',
      'ui/share/ShareRoutes.tsx',
      'ui/club/ClubScreen.tsx',
      'ui/PwaToasts.tsx',
      'ui/ScreenRenderError.tsx',
    ])
      expect(targets).toContain(screen);
  });

  it('the first screen reads only what loads before it (its own words)', () => {
    const extra = [...readsOf(shell)].filter(
      ([namespace, file]) => !FIRST_SCREEN.has(namespace) && !AFTER_LOADING[file]?.includes(namespace),
    );
    expect(extra).toEqual([]);
  });

  it.each(lazies.map((l) => [relative(src, l.target), l] as const))(
    '%s names every namespace it reads',
    (_, lazy) => {
      const modules = [...reach(lazy.target, shell)];
      const missing = [...readsOf(modules)].filter(
        ([namespace]) => !FIRST_SCREEN.has(namespace) && !lazy.names.includes(namespace),
      );
      expect(missing, `read but not named by the loader in ${lazy.at}`).toEqual([]);
    },
  );
});
