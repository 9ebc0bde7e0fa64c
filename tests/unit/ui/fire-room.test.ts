import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// What several screens show alike lives in src/ui/parts/ (issue 25); the Fire screen's room holds only
// what the Fire screen shows, so another screen never reaches into it, and a shared part never
// reaches into a screen's room (docs/architecture.md, "The rooms": ui/).
const ui = resolve(import.meta.dirname, '../../../src/ui');

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files under src/ui that a file imports (its relative imports, JS and CSS, resolved). */
function uiImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers
    .map((specifier) => relative(ui, resolve(dirname(file), specifier)))
    .filter((path) => !path.startsWith('..'));
}

const files = codeFiles(ui).map((file) => [relative(ui, file), file] as const);

describe('the rooms of src/ui', () => {
  it('finds the screens and the shared parts', () => {
    const names = files.map(([name]) => name);
    expect(names).toContain('fire/FireScreen.tsx');
    expect(names).toContain('parts/RuleLink.tsx');
    expect(names).toContain('log/LogScreen.tsx');
  });

  it.each(files.filter(([name]) => !name.startsWith('fire/') && name !== 'App.tsx'))(
    '%s takes nothing from the Fire screen’s room (only App.tsx opens the screen)',
    (_name, file) => {
      expect(uiImports(file).filter((path) => path.startsWith('fire/'))).toEqual([]);
    },
  );

  it.each(files.filter(([name]) => name.startsWith('parts/')))(
    '%s, a shared part, imports only other parts, the control kit and the reader of answers',
    (_name, file) => {
      const screens = uiImports(file).filter((path) => !/^(parts|controls)\/|^heed$/.test(path));
      expect(screens).toEqual([]);
    },
  );
});
