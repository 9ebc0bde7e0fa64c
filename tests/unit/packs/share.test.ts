/**
 * Sharing a pack: what a friend receives must be the very pack that was sent (file, link, or the
 * link pasted by hand), and anything else — malformed, the wrong version, too large, hostile —
 * is refused with one code the import screen turns into a message.
 */
import { describe, expect, it } from 'vitest';
import type { RulePack } from '../../../src/core/pack';
import { practicePack } from '../../../src/packs';
import {
  MAX_PACK_FILE_CHARS,
  MAX_PACK_LINK_CHARS,
  PACK_FILE_FORMAT,
  PACK_FILE_VERSION,
  type PackImport,
  type PackImportProblemCode,
  packFileName,
  packFileText,
  packLinkHash,
  packLinkPayload,
  parsePackFile,
  parsePackLink,
  parsePackText,
} from '../../../src/packs/share';
import { validatePack } from '../../../src/packs/validate';
import { testPack, testPackData } from '../core/helpers';

/** A pack whose words need more than ASCII: Russian names, a typographic apostrophe, a minus. */
const russianPack: RulePack = {
  ...testPackData,
  id: 'gdb-deluxe',
  name: { en: 'General de Brigade — my copy', ru: 'Генерал де Бригад — мой экземпляр' },
  source: {
    en: 'Deluxe edition, p. 42 (typed by Ivan’s group)',
    ru: 'Делюкс, с. 42 (набрано группой Ивана)',
  },
  official: true,
  version: 7,
};
const russian = (() => {
  const result = validatePack(russianPack);
  if (!result.ok) throw new Error('fixture');
  return result.value;
})();

function ok(result: PackImport) {
  if (!result.ok)
    throw new Error(`refused: ${result.problem.code} ${JSON.stringify(result.problem.problems ?? [])}`);
  return result.value;
}

const envelope = (pack: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: PACK_FILE_FORMAT, formatVersion: PACK_FILE_VERSION, pack, ...extra });

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('a round trip through export and import gives the identical pack', () => {
  for (const [name, pack] of [
    ['the test pack', testPack],
    ['a pack with Russian words', russian],
  ] as const) {
    it(`${name}: as a file`, () => {
      const back = ok(parsePackFile(packFileText(pack)));
      expect(back).toEqual(pack);
      // Identical down to the text: exporting the import again gives the same bytes.
      expect(packFileText(back)).toBe(packFileText(pack));
    });

    it(`${name}: as a link, opened from its fragment`, () => {
      const hash = packLinkHash(pack);
      expect(hash.startsWith('#/settings/packs/import/')).toBe(true);
      const back = ok(parsePackLink(hash.slice('#/settings/packs/import/'.length)));
      expect(back).toEqual(pack);
    });

    it(`${name}: as a whole link pasted into the import screen`, () => {
      const url = `https://example.org/grand-battery/${packLinkHash(pack)}`;
      expect(ok(parsePackText(url))).toEqual(pack);
      // The app's router writes the route with encodeURIComponent: %2F instead of /.
      const encoded = `https://example.org/#/settings/${encodeURIComponent(`packs/import/${packLinkPayload(pack)}`)}`;
      expect(ok(parsePackText(encoded))).toEqual(pack);
    });
  }

  it('the imported pack is validated and frozen, like every pack the engine reads', () => {
    const back = ok(parsePackFile(packFileText(testPack)));
    expect(Object.isFrozen(back)).toBe(true);
    expect(Object.isFrozen(back.table.roundshot.effective)).toBe(true);
  });

  it('a link is small enough to send in a chat message', () => {
    // base64url: only characters that need no escaping in a URL fragment.
    expect(packLinkPayload(russian)).toMatch(/^[A-Za-z0-9_-]+$/);
    // A full pack (five guns, five 15-row columns) is about 5 KB of link: fine for messengers
    // and browsers (which take megabytes), too long for an SMS — the file is there for that.
    expect(packLinkHash(practicePack).length).toBeLessThan(8000);
    expect(packLinkHash(practicePack).length).toBeLessThan(MAX_PACK_LINK_CHARS);
  });

  it('a hand-written bare pack (no envelope) is read too', () => {
    expect(ok(parsePackFile(JSON.stringify(testPackData, null, 2)))).toEqual(testPack);
  });

  it('file names carry the id and version', () => {
    expect(packFileName(russian)).toBe('gdb-deluxe-v7.gbpack.json');
  });
});

interface Refused {
  name: string;
  text: () => string;
  how?: 'file' | 'link';
  problem: PackImportProblemCode;
}

const good = packFileText(testPack);
const refusals: Refused[] = [
  { name: 'empty file', text: () => '   ', problem: 'empty' },
  { name: 'not JSON', text: () => 'General de Brigade, p. 42', problem: 'not-json' },
  { name: 'truncated JSON', text: () => good.slice(0, good.length / 2), problem: 'not-json' },
  { name: 'JSON but an array', text: () => '[1,2,3]', problem: 'not-a-pack' },
  { name: 'JSON but a string', text: () => '"pack"', problem: 'not-a-pack' },
  {
    name: 'another app’s file',
    text: () => JSON.stringify({ format: 'other', pack: testPackData }),
    problem: 'not-a-pack',
  },
  {
    name: 'a Grand Battery backup, not a pack',
    text: () => JSON.stringify({ units: [], log: [] }),
    problem: 'not-a-pack',
  },
  {
    name: 'made by a newer app',
    text: () => envelope(testPackData, { formatVersion: PACK_FILE_VERSION + 1 }),
    problem: 'format-newer',
  },
  {
    name: 'version zero',
    text: () => envelope(testPackData, { formatVersion: 0 }),
    problem: 'format-unknown',
  },
  {
    name: 'version as text',
    text: () => envelope(testPackData, { formatVersion: '1' }),
    problem: 'format-unknown',
  },
  {
    name: 'version 1.5',
    text: () => envelope(testPackData, { formatVersion: 1.5 }),
    problem: 'format-unknown',
  },
  {
    name: '__proto__ in the envelope',
    text: () => good.replace('{"format"', '{"__proto__":{"polluted":true},"format"'),
    problem: 'not-a-pack',
  },
  {
    name: '__proto__ inside the pack',
    text: () => envelope({ ...testPackData }).replace('"pack":{', '"pack":{"__proto__":{"polluted":true},'),
    problem: 'pack-invalid',
  },
  {
    name: 'constructor key inside a gun type',
    text: () =>
      envelope(testPackData).replace('{"id":"9pdr"', '{"constructor":{"prototype":{"x":1}},"id":"9pdr"'),
    problem: 'pack-invalid',
  },
  {
    name: 'a broken pack (a negative casualty)',
    text: () => envelope(testPackData).replace('"casualties":0', '"casualties":-1'),
    problem: 'pack-invalid',
  },
  {
    name: 'a pack claiming the practice id',
    text: () => envelope({ ...testPackData, id: 'practice' }),
    problem: 'built-in',
  },
  {
    name: 'oversized file (padding)',
    text: () => `${good}${' '.repeat(MAX_PACK_FILE_CHARS)}`,
    problem: 'too-large',
  },
  {
    name: 'oversized pack (thousands of gun types)',
    text: () =>
      envelope({
        ...testPackData,
        gunTypes: Array.from({ length: 5000 }, (_, i) => ({ ...testPackData.gunTypes[0], id: `g${i}` })),
      }),
    problem: 'too-large',
  },
  {
    name: 'link: not base64url',
    text: () => 'pack<script>alert(1)</script>',
    how: 'link',
    problem: 'link-damaged',
  },
  {
    name: 'link: cut short',
    text: () => packLinkPayload(testPack).slice(0, 101),
    how: 'link',
    problem: 'link-damaged',
  },
  {
    name: 'link: bytes that are not UTF-8',
    text: () => Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'),
    how: 'link',
    problem: 'link-damaged',
  },
  {
    name: 'link: oversized',
    text: () => 'A'.repeat(MAX_PACK_LINK_CHARS + 1),
    how: 'link',
    problem: 'too-large',
  },
  { name: 'link: empty', text: () => '', how: 'link', problem: 'empty' },
  {
    name: 'link: a valid file of the wrong kind',
    text: () => b64url('{"units":[]}'),
    how: 'link',
    problem: 'not-a-pack',
  },
];

describe('malformed, wrong-version, oversized or hostile input is refused', () => {
  for (const row of refusals) {
    it(row.name, () => {
      const text = row.text();
      const result = row.how === 'link' ? parsePackLink(text) : parsePackFile(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem.code).toBe(row.problem);
      // Nothing leaked onto Object.prototype, whatever the file held.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  }

  it('a broken pack is refused with every problem and its path', () => {
    const text = envelope(testPackData)
      .replace('"casualties":0', '"casualties":-1')
      .replace('"movedHalf":-1', '"movedHalf":"minus one"');
    const result = parsePackFile(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.problems?.map((p) => [p.path, p.code])).toEqual([
      ['modifiers.movedHalf', 'type.integer'],
      ['table.roundshot.canister[0].casualties', 'number.out-of-range'],
    ]);
  });

  it('a newer format says which version it is', () => {
    const result = parsePackFile(envelope(testPackData, { formatVersion: 9 }));
    expect(result).toMatchObject({ ok: false, problem: { code: 'format-newer', limit: 9 } });
  });

  it('pasted text that is neither a link nor a file is not a pack', () => {
    expect(parsePackText('https://example.org/#/rules/open-order')).toMatchObject({
      ok: false,
      problem: { code: 'not-a-pack' },
    });
  });
});
