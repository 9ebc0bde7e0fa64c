import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine imports nothing from the other rooms (architecture.md), and has no UI words.
const coreDir = join(import.meta.dirname, '../../../src/core');
const files = readdirSync(coreDir).filter((name) => name.endsWith('.ts'));

describe('src/core stays pure', () => {
  it.each(files)('%s imports only sibling core modules', (name) => {
    const source = readFileSync(join(coreDir, name), 'utf8');
    const specifiers = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^\.\/[a-z-]+$/);
  });

  it.each(files)('%s is under 400 lines', (name) => {
    expect(readFileSync(join(coreDir, name), 'utf8').split('\n').length).toBeLessThan(400);
  });

  it.each(files)('%s has no Cyrillic outside comments (no UI strings in results)', (name) => {
    const code = readFileSync(join(coreDir, name), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/[А-Яа-яЁё]/);
  });
});
