// @vitest-environment jsdom
/**
 * Handing the backup over: the share sheet with the file where the browser can share files,
 * a download otherwise or when sharing fails; closing the share sheet is not a backup. And the
 * refusal messages a player reads, in both languages, with where the problem is.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareFile as deliverFile } from '../../../src/pwa/share';
import { describePath, backupProblemText as problemText } from '../../../src/ui/settings/text';

const file = () => new File(['{}'], 'grand-battery-2026-11-30-1830.json', { type: 'application/json' });

afterEach(() => vi.restoreAllMocks());

function watchDownloads() {
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:backup');
  URL.revokeObjectURL = vi.fn();
  return clicks;
}

describe('handing the file over', () => {
  it('shares the file where files can be shared', async () => {
    const clicks = watchDownloads();
    const share = vi.fn(async () => undefined);
    const nav = { canShare: () => true, share };
    expect(await deliverFile(file(), nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ files: [expect.any(File)] }));
    expect(clicks).toEqual([]);
  });

  it('downloads where files cannot be shared', async () => {
    const clicks = watchDownloads();
    expect(await deliverFile(file(), { canShare: () => false, share: vi.fn() })).toBe('downloaded');
    expect(await deliverFile(file(), {})).toBe('downloaded');
    expect(clicks).toEqual(['grand-battery-2026-11-30-1830.json', 'grand-battery-2026-11-30-1830.json']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('a share sheet that refuses JSON files gets the same bytes as text/plain under the .json name', async () => {
    const clicks = watchDownloads();
    const handed: File[] = [];
    const nav = {
      // As older Chromium: files yes, but not application/json.
      canShare: (data?: ShareData) => data?.files?.every((f) => f.type !== 'application/json') ?? false,
      share: vi.fn(async (data?: ShareData) => {
        handed.push(...(data?.files ?? []));
      }),
    };
    expect(await deliverFile(file(), nav)).toBe('shared-as-text');
    expect(handed).toHaveLength(1);
    expect(handed[0]?.name).toBe('grand-battery-2026-11-30-1830.json');
    expect(handed[0]?.type).toBe('text/plain');
    expect(await handed[0]?.text()).toBe('{}');
    expect(clicks).toEqual([]);
  });

  it('the file handed to a sheet that takes JSON is the backup itself, type and name', async () => {
    const handed: File[] = [];
    const nav = {
      canShare: () => true,
      share: vi.fn(async (data?: ShareData) => {
        handed.push(...(data?.files ?? []));
      }),
    };
    expect(await deliverFile(file(), nav)).toBe('shared');
    expect(handed[0]?.type).toBe('application/json');
    expect(handed[0]?.name).toBe('grand-battery-2026-11-30-1830.json');
  });

  it('the player closing the share sheet is no backup; a failed share falls back to a download', async () => {
    const clicks = watchDownloads();
    const cancelled = {
      canShare: () => true,
      share: vi.fn(async () => Promise.reject(new DOMException('x', 'AbortError'))),
    };
    expect(await deliverFile(file(), cancelled)).toBe('cancelled');
    expect(clicks).toEqual([]);
    const refused = {
      canShare: () => true,
      share: vi.fn(async () => Promise.reject(new DOMException('x', 'NotAllowedError'))),
    };
    expect(await deliverFile(file(), refused)).toBe('downloaded');
    expect(clicks).toHaveLength(1);
  });
});

describe('what the player reads', () => {
  it('names the record and field in words, in both languages', () => {
    expect(describePath('data.units[2].figures', 'en')).toBe('unit card 3, field “figures”');
    expect(describePath('data.resolutions[0].applied.targetId', 'ru')).toBe(
      'запись журнала 1, поле «applied»',
    );
    expect(problemText({ code: 'field.range', path: 'data.units[2].figures' }, 'en')).toBe(
      'A value is outside what the app allows (too long, too large, or below zero). Where: unit card 3, field “figures”.',
    );
    expect(problemText({ code: 'version.future', params: { version: 2 } }, 'ru')).toBe(
      'Файл сделан более новой версией Grand Battery (формат копии 2). Обновите приложение и загрузите файл снова.',
    );
  });

  it('a full phone during an import says it in the one wording of every path: full, nothing changed, how to free space', () => {
    const en = problemText({ code: 'storage', kind: 'quota' }, 'en');
    expect(en).toContain('storage for Grand Battery is full');
    expect(en).toContain('nothing was changed');
    expect(en).toContain('Clear log');
    expect(en).not.toContain('last change');
    const ru = problemText({ code: 'storage', kind: 'quota' }, 'ru');
    expect(ru).toContain('ничего не изменилось');
    expect(ru).toContain('Очистить журнал');
  });

  it('names the shot that does not add up: turn, battery and target, dice, casualties, pack, and where', () => {
    const shot = {
      turn: 3,
      battery: '1re batterie à cheval',
      target: 'IR 4',
      dice: [6, 6] as const,
      casualties: 3,
      pack: { id: 'practice', version: 1 },
    };
    const en = problemText({ code: 'shot.mismatch', path: 'data.resolutions[0]', shot }, 'en');
    expect(en).toMatch(/^A shot in the file does not add up/);
    expect(en).toContain(
      'Turn 3: 1re batterie à cheval at IR 4, dice 6 + 6, stated casualties: 3 (rule pack practice v1)',
    );
    expect(en).toContain('Where: log entry 1.');
    const ru = problemText({ code: 'shot.mismatch', path: 'data.resolutions[0]', shot }, 'ru');
    expect(ru).toMatch(/^Выстрел в файле не сходится/);
    expect(ru).toContain('6 + 6');
  });

  it('names the forbidden key and the built-in id actually found', () => {
    expect(
      problemText({ code: 'field.forbidden-key', path: 'data.meta[2].key', found: 'constructor' }, 'en'),
    ).toContain('the key “constructor”');
    expect(
      problemText({ code: 'field.built-in-id', path: 'data.packs[2].id', found: 'practice' }, 'ru'),
    ).toContain('«practice»');
  });
});
