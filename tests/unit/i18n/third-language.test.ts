/**
 * A language is added to the app by adding its code to LANGS (src/core/lang.ts; docs/architecture.md,
 * "A new language"). From then on nothing may show English in its place: every table of words or of
 * bilingual data is a `Record<Lang, …>`, so the compiler lists each one that lacks the new language.
 *
 * This builds a scratch copy of src with a third language ('de') under the OS temp folder, runs the
 * TypeScript compiler on it and holds that every object written with a key per language (a
 * namespace's loaders, the engine's and the vocabulary's words, every bilingual datum, every table
 * keyed by language) is an error there, and that the code itself picks no language any other way
 * (no `lang === 'ru'`, no word table named for its language, no `.en` read on a screen).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/core/lang';
import { FIRST_SCREEN_WORDS } from '../../../src/i18n/catalogue';
import { SCREEN_WORDS } from '../../../src/i18n/screen-words';

const root = join(import.meta.dirname, '../../..');
const THIRD = 'de';

interface Node {
  readonly type: string;
  readonly loc: { readonly start: { readonly line: number }; readonly end: { readonly line: number } };
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of a file's syntax tree, each with its parent. */
function* walk(node: Node, parent?: Node): Generator<[Node, Node | undefined]> {
  yield [node, parent];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child, node);
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function syntax(file: string): Node {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  return ast.program as unknown as Node;
}

const keyName = (property: Node): string | undefined => {
  const key = property.key;
  if (!isNode(key) || property.computed === true) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'StringLiteral') return key.value as string;
  return undefined;
};

/** The object literals written with a key for each language: the tables a new language must fill. */
function languageTables(file: string): { readonly from: number; readonly to: number }[] {
  const tables: { from: number; to: number }[] = [];
  for (const [node, parent] of walk(syntax(file))) {
    if (node.type !== 'ObjectExpression') continue;
    const keys = new Set((node.properties as Node[]).map(keyName));
    if (!LANGS.every((lang) => keys.has(lang))) continue;
    // The compiler may point at the key or the element holding the table, on the table's first line or above.
    const from = Math.min(node.loc.start.line, parent?.loc.start.line ?? node.loc.start.line);
    tables.push({ from, to: node.loc.end.line });
  }
  return tables;
}

let scratch = '';
let errors: { readonly file: string; readonly line: number; readonly text: string }[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'gb-third-language-'));
  cpSync(join(root, 'src'), join(scratch, 'src'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  cpSync(join(root, 'tsconfig.json'), join(scratch, 'tsconfig.json'));
  const lang = join(scratch, 'src/core/lang.ts');
  const source = readFileSync(lang, 'utf8');
  const declared = `export const LANGS = [${LANGS.map((l) => `'${l}'`).join(', ')}] as const;`;
  expect(source).toContain(declared);
  writeFileSync(lang, source.replace(declared, declared.replace('] as const', `, '${THIRD}'] as const`)));
  let output = '';
  try {
    execFileSync(
      join(root, 'node_modules/.bin/tsc'),
      ['-p', join(scratch, 'tsconfig.json'), '--pretty', 'false'],
      {
        encoding: 'utf8',
        cwd: scratch,
      },
    );
  } catch (failure) {
    output = String((failure as { stdout?: unknown }).stdout ?? '');
  }
  errors = [...output.matchAll(/^(src\/[^(]+)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map((m) => ({
    file: m[1] ?? '',
    line: Number(m[2]),
    text: m[3] ?? '',
  }));
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a third language', () => {
  it('is a compile error at every table of words or bilingual data that lacks it', () => {
    // The Russian words follow the English shape (Widen<typeof en>): the English is what is listed,
    // and once it has the new key, so is every Russian file.
    const files = sourceFiles(join(scratch, 'src')).filter((file) => !/[\\/]i18n[\\/]ru[\\/]/.test(file));
    const missed: string[] = [];
    let tables = 0;
    for (const file of files) {
      const name = relative(scratch, file).replaceAll('\\', '/');
      for (const table of languageTables(file)) {
        tables += 1;
        const listed = errors.some((e) => e.file === name && e.line >= table.from && e.line <= table.to);
        if (!listed) missed.push(`${name}:${table.from}`);
      }
    }
    expect(missed, 'tables the compiler let through without the new language').toEqual([]);
    // Every kind the issue names is among them: each namespace's loaders, the engine's words and the
    // vocabulary's names (namespaces too), a rule's text, a pack's name, the glossary.
    expect(tables).toBeGreaterThan(100);
    for (const file of [
      'src/i18n/catalogue.ts',
      'src/i18n/screen-words.ts',
      'src/reference/artillery.ts',
      'src/reference/glossary.ts',
      'src/packs/practice.ts',
      'src/i18n/plural.ts',
    ])
      expect(
        errors.map((e) => e.file),
        file,
      ).toContain(file);
  });

  it('lists every namespace of words, the engine’s sentences and the vocabulary’s names among them', () => {
    const namespaces = Object.keys({ ...FIRST_SCREEN_WORDS, ...SCREEN_WORDS });
    expect(namespaces).toEqual(expect.arrayContaining(['app', 'engine', 'packProblems']));
    for (const [file, table] of [
      ['src/i18n/catalogue.ts', FIRST_SCREEN_WORDS],
      ['src/i18n/screen-words.ts', SCREEN_WORDS],
    ] as const) {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      for (const namespace of Object.keys(table)) {
        const line = lines.findIndex((text) => text.startsWith(`  ${namespace}: {`)) + 1;
        expect(line, `${namespace} in ${file}`).toBeGreaterThan(0);
        expect(
          errors.some((e) => e.file === file && e.line === line && e.text.includes(`'${THIRD}'`)),
          `${namespace}: no error for its missing '${THIRD}' loader`,
        ).toBe(true);
      }
    }
  });

  it('compiles nothing that picks a language another way', () => {
    const silent: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const name = relative(root, file).replaceAll('\\', '/');
      const screen = /^src\/(ui|state)\//.test(name);
      const inTable = new Set<Node>();
      for (const [node] of walk(syntax(file))) {
        if (node.type === 'ObjectExpression') {
          const keys = new Set((node.properties as Node[]).map(keyName));
          if (LANGS.every((lang) => keys.has(lang))) for (const [inner] of walk(node)) inTable.add(inner);
        }
        const at = `${name}:${node.loc.start.line}`;
        const isLang = (side: unknown) =>
          isNode(side) && side.type === 'StringLiteral' && LANGS.some((lang) => lang === side.value);
        // `lang === 'ru' ? …`: two languages and a third falls to the other branch.
        if (node.type === 'BinaryExpression' && /^[!=]==?$/.test(node.operator as string))
          if (isLang(node.left) || isLang(node.right)) silent.push(`${at} compares with a language`);
        if (node.type === 'SwitchCase' && isLang(node.test)) silent.push(`${at} switches on a language`);
        // `packsEn`, `nameRu`, `byLang`: words or data named for one language, chosen between by hand.
        if (node.type === 'Identifier' && /^(?:byLang|\w*[a-z](?:En|Ru))$/.test(node.name as string))
          if (/^src\/(ui|state|i18n|packs)\//.test(name)) silent.push(`${at} names ${node.name as string}`);
        // `as LogText`: a relay that casts one language's words to another's shape.
        if (
          node.type === 'TSAsExpression' &&
          /\b(\w+Text|\w+Words|Messages)\b/.test(JSON.stringify(node.typeAnnotation))
        )
          silent.push(`${at} casts words`);
        // A screen reading `.en` shows that language whatever the player's.
        if (screen && node.type === 'MemberExpression' && !inTable.has(node)) {
          const property = node.property;
          const read =
            isNode(property) &&
            ((node.computed !== true &&
              property.type === 'Identifier' &&
              LANGS.some((l) => l === property.name)) ||
              isLang(property));
          if (read) silent.push(`${at} reads one language`);
        }
      }
    }
    expect(silent).toEqual([]);
  });
});
