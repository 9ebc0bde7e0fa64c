// @vitest-environment jsdom
/**
 * Handing the backup over: the share sheet with the file where the browser can share files,
 * a download otherwise or when sharing fails; closing the share sheet is not a backup. (The
 * refusal messages a player reads: tests/unit/ui/backup-words.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareFile as deliverFile } from '../../../src/pwa/share';

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
