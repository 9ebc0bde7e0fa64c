import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The pure rooms answer with codes and the screens word them (architecture.md): no UI words in
// their results. What else held them is held elsewhere now: what they import by
// tests/unit/house/imports.test.ts, and that they reach for no DOM, no window and no storage by the
// compiler (tsconfig.pure.json, without the DOM lib).
const src = join(import.meta.dirname, '../../../src');
const files = ['core', 'check', 'records', 'sync'].flatMap((room) =>
  readdirSync(join(src, room))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${room}/${name}`),
);

describe('the pure rooms carry no UI words', () => {
  it.each(files)('%s has no Cyrillic outside comments', (file) => {
    const code = readFileSync(join(src, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/[А-Яа-яЁё]/);
  });
});
