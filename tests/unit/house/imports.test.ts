/**
 * The house's import rules in one place (docs/architecture.md, "Data flows one way"): every file
 * under src is read, its imports resolved (type-only and `import()` included), and each room held
 * to ONE table, the same as the doc's (checked below, so the doc cannot drift): the rooms and the
 * packages it may import, the screens' storage imports type-only, no arrow back up (the rooms form
 * one downhill order), no two files importing each other, not even through `import type`; and
 * every room but ui has a face (its index.ts, or a second face the doc names): another room imports
 * only a face, and no file passes another's names on with `export *`. Imports are read with
 * @babel/parser (the TypeScript here has no compiler API for scripts), so a comment or a string
 * that looks like an import is not one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const src = join(root, 'src');

type Room =
  | 'core'
  | 'check'
  | 'records'
  | 'reference'
  | 'packs'
  | 'search'
  | 'share'
  | 'oob'
  | 'i18n'
  | 'sync'
  | 'storage'
  | 'club'
  | 'pwa'
  | 'state'
  | 'ui'
  | 'main';

interface Row {
  /** The other rooms it may import (its own is always allowed). */
  readonly rooms: readonly Room[];
  /** The npm packages it may import (`pouchdb-*`: any package so named). */
  readonly packages: readonly string[];
  /** Rooms it may import types from, never a value. */
  readonly typesOnly?: readonly Room[];
}

/** THE table (docs/architecture.md's, row for row). `main` is src/main.tsx, the entry. */
const TABLE: Readonly<Record<Room, Row>> = {
  core: { rooms: [], packages: [] },
  check: { rooms: ['core'], packages: [] },
  records: { rooms: ['core', 'check'], packages: [] },
  reference: { rooms: ['core'], packages: [] },
  packs: { rooms: ['core', 'check'], packages: [] },
  search: { rooms: ['reference'], packages: ['minisearch', '@orama/stemmers', 'vite'] },
  share: { rooms: ['core'], packages: ['lean-qr', 'zxing-wasm'] },
  oob: { rooms: ['core', 'check', 'records', 'search'], packages: [] },
  i18n: { rooms: ['core', 'packs', 'reference'], packages: [] },
  sync: { rooms: ['core', 'check', 'records', 'share'], packages: [] },
  storage: { rooms: ['core', 'check', 'packs', 'records', 'sync'], packages: ['idb'] },
  club: { rooms: ['core', 'check', 'packs', 'records', 'sync'], packages: ['pouchdb-*'] },
  pwa: { rooms: ['core', 'share'], packages: ['solid-js', 'workbox-window', 'vite'] },
  state: {
    rooms: [
      'core',
      'packs',
      'reference',
      'search',
      'i18n',
      'records',
      'sync',
      'storage',
      'club',
      'pwa',
      'oob',
    ],
    packages: ['solid-js'],
  },
  ui: {
    rooms: [
      'core',
      'packs',
      'reference',
      'search',
      'i18n',
      'records',
      'share',
      'pwa',
      'state',
      'storage',
      'oob',
    ],
    packages: ['solid-js'],
    typesOnly: ['storage'],
  },
  main: { rooms: ['i18n', 'pwa', 'state', 'ui'], packages: ['solid-js'] },
};

// --- reading the house -----------------------------------------------------------------------------

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Import {
  readonly from: string;
  readonly specifier: string;
  /** The file it resolves to (relative to src), or undefined for a package. */
  readonly to: string | undefined;
  readonly typeOnly: boolean;
  /** `export * from` (a face names what it passes on). */
  readonly star: boolean;
}

const files = filesUnder(src).map((path) => relative(src, path));
const known = new Set(files);

function roomOf(file: string): Room {
  const first = file.split('/')[0] ?? '';
  return (file.includes('/') ? first : 'main') as Room;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  // A stylesheet, a worker's URL or a wasm file beside the module: the folder it sits in.
  return base;
}

/** The statements and expressions that name a module, read by the parser (comments and strings are not). */
function importsOf(file: string): Import[] {
  const program = parse(readFileSync(join(src, file), 'utf8'), {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  }).program;
  const found: Import[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const names = node.specifiers;
      const typeOnly =
        node.importKind === 'type' ||
        (names.length > 0 && names.every((n) => n.type === 'ImportSpecifier' && n.importKind === 'type'));
      found.push(at(file, node.source.value, typeOnly));
    } else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source
    ) {
      const names = node.type === 'ExportNamedDeclaration' ? node.specifiers : [];
      const typeOnly =
        node.exportKind === 'type' ||
        (names.length > 0 && names.every((n) => n.type === 'ExportSpecifier' && n.exportKind === 'type'));
      found.push(at(file, node.source.value, typeOnly, node.type === 'ExportAllDeclaration'));
    }
  }
  visit(program, (node) => {
    const lazy =
      node.type === 'ImportExpression' || (node.type === 'CallExpression' && node.callee.type === 'Import');
    const argument =
      node.type === 'ImportExpression'
        ? node.source
        : node.type === 'CallExpression'
          ? node.arguments[0]
          : undefined;
    if (lazy && argument?.type === 'StringLiteral') found.push(at(file, argument.value, false));
  });
  return found;
}

function visit(node: Node, see: (node: Node) => void): void {
  see(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
        visit(child as Node, see);
    }
  }
}

function at(from: string, specifier: string, typeOnly: boolean, star = false): Import {
  const to = specifier.startsWith('.') ? resolve(from, specifier) : undefined;
  return { from, specifier, to, typeOnly, star };
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

const imports = files.flatMap(importsOf);

// --- the doc's table --------------------------------------------------------------------------------

interface DocRow {
  readonly rooms: Set<string>;
  readonly packages: Set<string>;
  readonly typesOnly: Set<string>;
  readonly never: Set<string>;
}

function docTable(): Map<string, DocRow> {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Data flows one way'), doc.indexOf('## The rules that hold it'));
  const rows = new Map<string, DocRow>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const room = cells[1]?.replace(/`/g, '').replace(/\s*\(.*\)$/, '') ?? '';
    if (!(room in TABLE)) continue;
    const [roomsText = '', packagesText = ''] = (cells[2] ?? '').split(';');
    const names = (text: string) =>
      new Set(
        text
          .replace(/\*\*|[`\\]/g, '')
          .replace(/\(.*?\)/g, '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      );
    const rooms = names(roomsText);
    rooms.delete(room);
    const typesOnly = new Set([...roomsText.matchAll(/(\w+) \(types only\)/g)].map((m) => m[1] ?? ''));
    const never = new Set(
      (cells[3] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n in TABLE),
    );
    rows.set(room, { rooms, packages: names(packagesText), typesOnly, never });
  }
  return rows;
}

// --- the rules -------------------------------------------------------------------------------------

describe('the import table (docs/architecture.md) is the one the house is held to', () => {
  const doc = docTable();

  it('every folder under src is a room of the table, and the doc has a row for each', () => {
    const rooms = new Set(files.map(roomOf));
    expect([...rooms].sort()).toEqual(Object.keys(TABLE).sort());
    expect([...doc.keys()].sort()).toEqual(Object.keys(TABLE).sort());
  });

  it.each(Object.keys(TABLE) as Room[])('the doc says what the test holds for %s', (room) => {
    const row = doc.get(room);
    expect(row, `no row for ${room} in docs/architecture.md`).toBeDefined();
    if (!row) return;
    expect([...row.rooms].sort()).toEqual([...TABLE[room].rooms].sort());
    expect([...row.packages].sort()).toEqual([...TABLE[room].packages].sort());
    expect([...row.typesOnly].sort()).toEqual([...(TABLE[room].typesOnly ?? [])].sort());
    for (const never of row.never) expect(TABLE[room].rooms).not.toContain(never);
  });
});

describe('every room imports only what its row allows', () => {
  it.each(Object.keys(TABLE) as Room[])('%s', (room) => {
    const row = TABLE[room];
    const wrong: string[] = [];
    for (const i of imports.filter((i) => roomOf(i.from) === room)) {
      if (i.to === undefined) {
        const name = packageOf(i.specifier);
        const allowed = row.packages.some((p) =>
          p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : p === name,
        );
        if (!allowed && !name.startsWith('node:')) wrong.push(`${i.from} → package ${name}`);
        continue;
      }
      const target = roomOf(i.to);
      if (target === room) continue;
      if (!row.rooms.includes(target)) wrong.push(`${i.from} → ${i.to}`);
      else if (row.typesOnly?.includes(target) && !i.typeOnly) wrong.push(`${i.from} → ${i.to} (a value)`);
    }
    expect(wrong).toEqual([]);
  });

  it('build-side files only import node built-ins (node:fs …), never a screen or the store', () => {
    const nodeUsers = imports.filter((i) => i.specifier.startsWith('node:')).map((i) => roomOf(i.from));
    for (const room of nodeUsers) expect(['search', 'pwa']).toContain(room);
  });
});

describe('no arrow runs back up and no two files import each other', () => {
  it('the table has one downhill order: no room reaches itself through the rooms it may import', () => {
    const rooms = Object.keys(TABLE) as Room[];
    const order: Room[] = [];
    const placed = new Set<Room>();
    while (order.length < rooms.length) {
      const next = rooms.filter((r) => !placed.has(r) && TABLE[r].rooms.every((d) => placed.has(d)));
      expect(next, `rooms in a loop: ${rooms.filter((r) => !placed.has(r)).join(', ')}`).not.toEqual([]);
      for (const r of next) {
        placed.add(r);
        order.push(r);
      }
    }
    // The rooms the issue names stand in this order, each below the one that calls it.
    const below = (a: Room, b: Room) => order.indexOf(a) < order.indexOf(b);
    expect(below('records', 'sync') && below('sync', 'storage') && below('storage', 'state')).toBe(true);
    expect(below('share', 'pwa') && below('core', 'records')).toBe(true);
  });

  it('no circle between files, type-only imports and import() included', () => {
    const graph = new Map<string, Set<string>>(files.map((f) => [f, new Set()]));
    for (const i of imports) if (i.to && known.has(i.to)) graph.get(i.from)?.add(i.to);
    const circles = stronglyConnected(graph)
      .filter((c) => c.length > 1)
      .map((c) => c.sort().join(' '));
    expect(circles).toEqual([]);
  });
});

// --- the faces ----------------------------------------------------------------------------------------

/** Every room's face, and the second faces docs/architecture.md names (its "## The faces" section). */
function facesOf(): { first: Map<Room, string>; second: string[] } {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('## The faces');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const second = [...section.matchAll(/`src\/([\w/.-]+\.tsx?)`/g)].map((m) => m[1] ?? '');
  const rooms = (Object.keys(TABLE) as Room[]).filter((r) => r !== 'ui' && r !== 'main');
  return { first: new Map(rooms.map((r) => [r, `${r}/index.ts`])), second };
}

describe('every room has a face, and another room imports only a face', () => {
  const { first, second } = facesOf();
  const faces = new Set([...first.values(), ...second]);

  it('each room but ui (the top) has its index.ts, and every second face the doc names is a file', () => {
    for (const face of faces) expect(known.has(face), face).toBe(true);
    expect(second.length).toBeGreaterThan(0);
  });

  it('an import of another room names its face (a second face: the doc says why)', () => {
    const deep = imports
      .filter((i) => i.to !== undefined && known.has(i.to) && roomOf(i.to) !== roomOf(i.from))
      .filter((i) => roomOf(i.to ?? '') !== 'ui' && !faces.has(i.to ?? ''))
      .map((i) => `${i.from} → ${i.to}`);
    expect(deep).toEqual([]);
  });

  it('no `export *`: a face names what it passes on', () => {
    expect(imports.filter((i) => i.star).map((i) => `${i.from}: export * from '${i.specifier}'`)).toEqual([]);
  });
});

describe('screens hold no database', () => {
  it('no screen takes the database handle (game.database())', () => {
    const holders = files.filter(
      (f) => roomOf(f) === 'ui' && /\.database\(\)/.test(readFileSync(join(src, f), 'utf8')),
    );
    expect(holders).toEqual([]);
  });
});

/** Tarjan's strongly connected components. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      out.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
