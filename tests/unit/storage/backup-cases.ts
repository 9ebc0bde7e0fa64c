/**
 * Backup fixtures shared by the unit tests (fake-indexeddb) and the browser test (real Chromium):
 * one sound backup built from real engine answers, and a table of bad files, each a small change
 * to the sound one (or raw bytes) with the refusal it must get.
 */
import { resolveFire } from '../../../src/core/fire';
import { packStamp } from '../../../src/core/pack';
import { practicePack, practicePackData } from '../../../src/packs';
import { MAX_RECORDS } from '../../../src/records/cards';
import type { ResolutionRecord, UnitCard } from '../../../src/records/model';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  type BackupProblemCode,
  type ImportMode,
  MAX_BACKUP_BYTES,
} from '../../../src/storage/backup';
import { unitCard } from '../fixtures';

/** A name a careless app would run as markup: it must stay text. */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

export function card(patch: Partial<UnitCard> & Pick<UnitCard, 'id' | 'name'>): UnitCard {
  return unitCard({ gunType: '', createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000, ...patch });
}

/** A roster, a log with one applied legal shot (engine's own chain) and one refused shot, settings, packs. */
export function soundBackup(): Backup {
  const battery = card({
    id: 'bat-1',
    name: 'Bull’s Troop',
    nation: 'britain',
    arm: 'artillery',
    startFigures: 4,
    figures: 4,
    gunType: '9pdr',
  });
  const column = card({
    id: 'col-1',
    name: '1er Bataillon, 45e Ligne',
    side: 'opponent',
    formation: 'column',
    screen: { attached: true, figures: 4 },
    createdAt: 1_700_000_000_500,
    updatedAt: 1_700_000_000_500,
  });
  const hostile = card({ id: 'odd-1', name: HOSTILE_NAME, side: 'opponent', createdAt: 1_700_000_001_000 });
  const russian = card({
    id: 'rus-1',
    name: 'Тобольский пехотный полк',
    nation: 'russia',
    class: 'veteran',
    createdAt: 1_700_000_002_000,
  });
  const input: ResolutionRecord['input'] = {
    batteryId: battery.id,
    targetId: column.id,
    ammo: 'canister',
    range: { band: 'canister' },
    movement: { moved: 'none', unlimbered: false },
    situation: { friendlyInArc: false, screenIsTarget: false },
  };
  const result = resolveFire(
    {
      battery: { side: 'mine', nation: 'britain', kind: 'foot', gunType: '9pdr' },
      target: {
        side: 'opponent',
        arm: 'infantry',
        nation: 'france',
        infantryType: 'line',
        markers: column.markers,
        class: 'line',
        formation: 'column',
        figures: 36,
        screen: { figures: 4 },
      },
      ammo: 'canister',
      range: { band: 'canister' },
      movement: input.movement,
      firedThisTurn: false,
      situation: input.situation,
      campaignYear: 1813,
      dice: [3, 4],
    },
    practicePack,
  );
  if (!result.legal) throw new Error('the fixture shot must be legal');
  const { line, skirmishers } = result.chain.allocation;
  const applied: ResolutionRecord = {
    id: 'log-1',
    at: 1_700_000_100_000,
    turn: 1,
    input,
    batteryName: battery.name,
    targetName: column.name,
    dice: [3, 4],
    diceSource: 'physical',
    result,
    pack: packStamp(practicePack),
    applied: { targetId: column.id, line, skirmishers },
  };
  const refused: ResolutionRecord = {
    ...applied,
    id: 'log-2',
    at: 1_700_000_200_000,
    dice: [5, 6],
    diceSource: 'app',
    result: { legal: false, refusals: [{ code: 'movement.fired-this-turn', ruleRef: 'artillery.movement' }] },
  };
  delete refused.applied;
  const myPack = { ...structuredClone(practicePackData), id: 'my-rulebook', version: 2, official: true };
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: '2026-11-30T18:30:00.000Z',
    app: '0.1.0',
    prefs: { lang: 'ru', theme: 'dark', textSize: 120 },
    data: {
      units: [
        { ...battery, figures: battery.figures },
        { ...column, figures: column.figures - line, screen: { attached: true, figures: 4 - skirmishers } },
        hostile,
        russian,
      ],
      resolutions: [applied, refused],
      meta: [
        {
          key: 'game',
          value: { scale: 'in', campaignYear: 1812, turn: 3, activePackId: 'my-rulebook', keepAwake: true },
        },
        { key: `answers:${battery.id}→${column.id}`, value: { friendlyInArc: false } },
      ],
      packs: [
        { id: 'my-rulebook', data: myPack, draft: false, updatedAt: 1_700_000_300_000 },
        {
          id: 'draft:half-done',
          data: { id: 'half-done', name: { en: '', ru: '' }, table: null },
          draft: true,
          updatedAt: 1_700_000_400_000,
        },
      ],
    },
  };
}

export interface BadCase {
  /** What is wrong with the file, as a player would describe it. */
  kind: string;
  /** The file's bytes (text is UTF-8). */
  file: () => string | Uint8Array;
  code: BackupProblemCode;
  /** Where the problem is, when it is inside the data. */
  path?: string;
  /** The refusal found at import (it depends on what the phone holds), not when the file is read. */
  atImport?: ImportMode;
  /** The text the message must name (the forbidden key found, the built-in id taken). */
  found?: string;
}

const json = (mutate: (b: Backup & Record<string, unknown>) => void) => () => {
  const b = soundBackup() as Backup & Record<string, unknown>;
  mutate(b);
  return JSON.stringify(b);
};

/** A JSON text with a raw key the object literal syntax would turn into a prototype change. */
/** The sound backup's UTF-8 with `text` (it holds once) replaced by these raw bytes. */
function withBytes(text: string, raw: readonly number[]): Uint8Array {
  const [before, after] = JSON.stringify(soundBackup()).split(text);
  const encode = (t: string | undefined) => [...new TextEncoder().encode(t ?? '')];
  return Uint8Array.from([...encode(before), ...raw, ...encode(after)]);
}

const withRawKey = (key: string) => () =>
  JSON.stringify(soundBackup()).replace('"id":"bat-1",', `"${key}":{"polluted":true},"id":"bat-1",`);

export const BAD_BACKUPS: readonly BadCase[] = [
  { kind: 'an empty file', file: () => '', code: 'file.empty' },
  { kind: 'only spaces and newlines', file: () => '  \n\t\n', code: 'file.empty' },
  {
    kind: 'a file over the size limit',
    file: () => new Uint8Array(MAX_BACKUP_BYTES + 1).fill(0x20),
    code: 'file.too-large',
  },
  {
    kind: 'binary data (a PNG), not text',
    file: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0xc3]),
    code: 'file.not-text',
  },
  {
    kind: 'a backup cut off half way (malformed JSON)',
    file: () => {
      const text = JSON.stringify(soundBackup());
      return text.slice(0, Math.floor(text.length / 2));
    },
    code: 'file.malformed',
  },
  { kind: 'JSON that is a list, not a backup', file: () => '[1,2,3]', code: 'file.not-backup' },
  {
    kind: 'a rule pack file instead of a backup',
    file: () => JSON.stringify(practicePackData),
    code: 'file.not-backup',
  },
  {
    kind: 'no format version',
    file: json((b) => {
      delete (b as Partial<Backup>).version;
    }),
    code: 'version.invalid',
  },
  {
    kind: 'the version as text',
    file: json((b) => Object.assign(b, { version: '1' })),
    code: 'version.invalid',
  },
  {
    kind: 'a future format version',
    file: json((b) => Object.assign(b, { version: BACKUP_VERSION + 1 })),
    code: 'version.future',
  },
  {
    kind: 'a store missing (no packs list)',
    file: json((b) => {
      delete (b.data as Partial<Backup['data']>).packs;
    }),
    code: 'field.missing',
    path: 'data.packs',
  },
  {
    kind: 'an unknown top-level field',
    file: json((b) => Object.assign(b, { script: 'alert(1)' })),
    code: 'field.unexpected',
    path: 'script',
  },
  {
    kind: 'an unknown field on a unit card',
    file: json((b) => Object.assign(b.data.units[0] ?? {}, { html: '<b>x</b>' })),
    code: 'field.unexpected',
    path: 'data.units[0].html',
  },
  {
    kind: 'figures as text ("36")',
    file: json((b) => Object.assign(b.data.units[1] ?? {}, { figures: '36' })),
    code: 'field.type',
    path: 'data.units[1].figures',
  },
  {
    kind: 'figures above the limit (1000)',
    file: json((b) => Object.assign(b.data.units[1] ?? {}, { startFigures: 1000, figures: 1000 })),
    code: 'field.range',
    path: 'data.units[1].startFigures',
  },
  {
    kind: 'more figures than the unit started with',
    file: json((b) => Object.assign(b.data.units[3] ?? {}, { figures: 37 })),
    code: 'field.range',
    path: 'data.units[3].figures',
  },
  {
    kind: 'negative figures',
    file: json((b) => Object.assign(b.data.units[3] ?? {}, { figures: -1 })),
    code: 'field.range',
    path: 'data.units[3].figures',
  },
  {
    kind: 'a number too large for JSON to hold (1e400)',
    file: () => JSON.stringify(soundBackup()).replace('"startFigures":36', '"startFigures":1e400'),
    code: 'field.type',
    path: 'data.units[1].startFigures',
  },
  {
    kind: 'a nation the app does not know',
    file: json((b) => Object.assign(b.data.units[0] ?? {}, { nation: 'atlantis' })),
    code: 'field.unknown-value',
    path: 'data.units[0].nation',
  },
  {
    kind: 'a name longer than 60 characters',
    file: json((b) => Object.assign(b.data.units[2] ?? {}, { name: 'x'.repeat(61) })),
    code: 'field.range',
    path: 'data.units[2].name',
  },
  {
    kind: 'a blank name',
    file: json((b) => Object.assign(b.data.units[2] ?? {}, { name: '   ' })),
    code: 'field.range',
    path: 'data.units[2].name',
  },
  {
    kind: 'a die showing 7 in the log',
    file: json((b) => Object.assign(b.data.resolutions[1] ?? {}, { dice: [7, 1] })),
    code: 'field.range',
    path: 'data.resolutions[1].dice[0]',
  },
  {
    kind: 'a refusal code the engine does not have',
    file: json((b) =>
      Object.assign(b.data.resolutions[1] ?? {}, {
        result: { legal: false, refusals: [{ code: 'rm -rf', ruleRef: 'artillery.movement' }] },
      }),
    ),
    code: 'field.unknown-value',
    path: 'data.resolutions[1].result.refusals[0].code',
  },
  {
    kind: 'a campaign year outside 1789–1815',
    file: json((b) => {
      const game = b.data.meta[0]?.value as Record<string, unknown>;
      game.campaignYear = 1700;
    }),
    code: 'field.range',
    path: 'data.meta[0].value.campaignYear',
  },
  {
    kind: 'a "__proto__" key (prototype pollution)',
    file: withRawKey('__proto__'),
    code: 'field.forbidden-key',
    path: 'data.units[0].__proto__',
    found: '__proto__',
  },
  {
    kind: 'a "constructor" key in a setting',
    file: () =>
      JSON.stringify(soundBackup()).replace(
        '"value":{"friendlyInArc":false}',
        '"value":{"constructor":{"prototype":{"x":1}}}',
      ),
    code: 'field.forbidden-key',
    path: 'data.meta[1].value.constructor',
    found: 'constructor',
  },
  {
    kind: 'two unit cards with one id',
    file: json((b) => Object.assign(b.data.units[3] ?? {}, { id: 'bat-1' })),
    code: 'id.duplicate',
    path: 'data.units[3]',
  },
  {
    kind: 'one setting twice',
    file: json((b) => b.data.meta.push({ key: 'game', value: b.data.meta[0]?.value })),
    code: 'id.duplicate',
    path: 'data.meta[2]',
  },
  {
    kind: 'the last-backup time of another phone',
    file: json((b) => b.data.meta.push({ key: 'backup.lastAt', value: 1 })),
    code: 'field.unexpected',
    path: 'data.meta[2].key',
  },
  {
    kind: 'a setting nested 100 levels deep',
    file: json((b) => {
      let deep: unknown = 1;
      for (let i = 0; i < 100; i++) deep = [deep];
      b.data.meta.push({ key: 'other', value: deep });
    }),
    code: 'field.too-deep',
  },
  {
    kind: 'a ready rule pack that fails the pack validator',
    file: json((b) => {
      const pack = b.data.packs[0]?.data as Record<string, unknown>;
      delete pack.table;
    }),
    code: 'field.range',
    path: 'data.packs[0].data',
  },
  {
    kind: 'more unit cards than the limit',
    file: json((b) => {
      b.data.units = Array.from({ length: MAX_RECORDS.units + 1 }, (_, i) =>
        card({ id: `u${i}`, name: `U${i}` }),
      );
    }),
    code: 'records.too-many',
    path: 'data.units',
  },
  {
    kind: 'casualties applied to a card that is in neither the file nor the phone',
    file: json((b) => {
      b.data.units = b.data.units.filter((u) => u.id !== 'col-1');
    }),
    code: 'id.dangling',
    path: 'data.resolutions[0].applied.targetId',
    atImport: 'replace',
  },
  {
    kind: 'settings naming an active rule pack the file does not hold',
    file: json((b) => {
      b.data.packs = b.data.packs.filter((p) => p.id !== 'my-rulebook');
    }),
    code: 'id.dangling',
    path: 'data.meta[0].value.activePackId',
    atImport: 'replace',
  },
  // Issue 23: a backup is bound by the exchange's clock rule, Replace too.
  {
    kind: 'a card renamed under a clock of the year 275760 (it would win every later edit)',
    file: json((b) => {
      const first = b.data.units[0];
      if (first) first.clocks = { name: '8640000000000000.0000.hostile1' };
    }),
    code: 'clock.ahead',
    atImport: 'replace',
  },
  // Issue 13: what an attack on the built app found accepted.
  {
    kind: 'a UTF-16 file (with its byte-order mark)',
    file: () => {
      const text = JSON.stringify(soundBackup());
      const bytes = new Uint8Array(2 + text.length * 2);
      bytes.set([0xff, 0xfe]);
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        bytes[2 + i * 2] = code & 0xff;
        bytes[3 + i * 2] = code >> 8;
      }
      return bytes;
    },
    code: 'file.utf16',
  },
  {
    kind: 'a Latin-1 file (é as one byte)',
    file: () => {
      const text = JSON.stringify(soundBackup()).replace('Bull’s Troop', 'Batterie à cheval');
      return Uint8Array.from([...text].map((c) => (c === 'à' ? 0xe0 : c.charCodeAt(0) & 0xff)));
    },
    code: 'file.not-utf8',
  },
  // Issue 37: each named for what it is.
  {
    kind: 'a Windows-1251 file (Russian, one byte a letter)',
    file: () =>
      withBytes(
        'Bull’s Troop',
        [...'Батарея Бугаева'].map((c) => c.charCodeAt(0) - 0x410 + 0xc0),
      ),
    code: 'file.not-utf8',
  },
  {
    kind: 'overlong UTF-8 (“/” as C0 AF, “à” in three bytes)',
    file: () => withBytes('Bull’s Troop', [0x41, 0xc0, 0xaf, 0x42, 0xe0, 0x83, 0xa0]),
    code: 'file.overlong-utf8',
  },
  {
    kind: 'CESU-8 (an emoji as two three-byte surrogate halves)',
    // 🎖 U+1F396: D83C DF96, each half written as UTF-8 would write a code point.
    file: () => withBytes('Bull’s Troop', [0x41, 0xed, 0xa0, 0xbc, 0xed, 0xbe, 0x96]),
    code: 'file.cesu8',
  },
  {
    kind: 'a setting stored under the key "__proto__"',
    file: json((b) => b.data.meta.push({ key: '__proto__', value: { polluted: true } })),
    code: 'field.forbidden-key',
    path: 'data.meta[2].key',
    found: '__proto__',
  },
  {
    kind: 'a setting stored under the key "constructor"',
    file: json((b) => b.data.meta.push({ key: 'constructor', value: 1 })),
    code: 'field.forbidden-key',
    path: 'data.meta[2].key',
    found: 'constructor',
  },
  {
    kind: 'a ready pack that takes the built-in practice pack’s id',
    file: json((b) => {
      b.data.packs.push({
        id: 'practice',
        data: { ...structuredClone(practicePackData), name: { en: 'Fake', ru: 'Подделка' } },
        draft: false,
        updatedAt: 1,
      });
    }),
    code: 'field.built-in-id',
    path: 'data.packs[2].id',
    found: 'practice',
  },
  {
    kind: 'a draft (junk) stored under the active ready pack’s id — refused in Merge as in Replace',
    file: json((b) => {
      b.data.packs[0] = { id: 'my-rulebook', data: { junk: true }, draft: true, updatedAt: 1 };
    }),
    code: 'field.range',
    path: 'data.packs[0].id',
  },
  {
    kind: '999 figures applied from a shot whose table gave a handful',
    file: json((b) => {
      const shot = b.data.resolutions[0];
      if (shot?.applied) shot.applied.line = 999;
    }),
    code: 'field.range',
    path: 'data.resolutions[0].applied.line',
  },
  {
    kind: 'a refused shot marked as applied',
    file: json((b) => {
      const refused = b.data.resolutions[1];
      if (refused) refused.applied = { targetId: 'col-1', line: 1, skirmishers: 0 };
    }),
    code: 'field.unexpected',
    path: 'data.resolutions[1].applied',
  },
  // Issue 37: a backup's shots are held against their chains as a shared text's are.
  {
    kind: 'a shot whose dice were changed to 6 + 6, its chain still saying 3 + 4',
    file: json((b) => {
      const shot = b.data.resolutions[0];
      if (shot) shot.dice = [6, 6];
    }),
    code: 'shot.mismatch',
    path: 'data.resolutions[0]',
    atImport: 'merge',
  },
  {
    kind: 'a shot whose table cell says more casualties than the built-in pack’s table gives its score',
    file: json((b) => {
      const shot = b.data.resolutions[0];
      if (shot?.result.legal)
        Object.assign(shot.result.chain.cell, { casualties: shot.result.chain.cell.casualties + 5 });
    }),
    code: 'shot.mismatch',
    path: 'data.resolutions[0]',
    atImport: 'replace',
  },
  {
    kind: 'a battery whose gun type is markup, not a pack’s gun id',
    file: json((b) => {
      const battery = b.data.units[0];
      if (battery) battery.gunType = '<script>alert(1)</script>';
    }),
    code: 'field.unknown-value',
    path: 'data.units[0].gunType',
  },
];
