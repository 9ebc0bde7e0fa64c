// @vitest-environment jsdom
/**
 * The Receive screen's formats (src/ui/share/formats.tsx): a rule pack, however it came (codes or
 * a file), is claimed by the pack format, read with the pack import's checks, and stored only on
 * Accept; anything else is claimed by no format; a refusal is worded in the player's language.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RulePack } from '../../../src/core/pack';
import { fail, ok } from '../../../src/core/result';
import { practicePack } from '../../../src/packs';
import { packFileText } from '../../../src/packs/share';
import { storageFailure } from '../../../src/records/failure';
import { erase, formatOf, packFormat } from '../../../src/ui/share/formats';

const club = { ...practicePack, id: 'club', name: { en: 'Club', ru: 'Клуб' } } as RulePack;

describe('incoming formats', () => {
  it('a pack file is claimed by the pack format, read, and stored only on accept', async () => {
    const saveImported = vi.fn(async () => ok({ stored: 'now' as const }));
    const formats = [erase(packFormat({ saveImported }))];
    const format = formatOf(formats, packFileText(club));
    expect(format?.id).toBe('rule-pack');
    const read = await format?.read(packFileText(club));
    expect(read?.ok).toBe(true);
    expect(saveImported).not.toHaveBeenCalled();
    if (!read?.ok) return;
    expect(await read.value.accept()).toEqual({ ok: true });
    expect(saveImported).toHaveBeenCalledWith(expect.objectContaining({ id: 'club', version: club.version }));
    expect(read.value.accepted('en').href).toBe('#/settings/packs');
  });

  it('text that is no format of ours is claimed by none', () => {
    const formats = [erase(packFormat({ saveImported: async () => ok({ stored: 'now' as const }) }))];
    expect(formatOf(formats, 'hello')).toBeUndefined();
    expect(formatOf(formats, '{"format":"something-else"}')).toBeUndefined();
  });

  it('a refused pack says why in either language, and nothing is stored', async () => {
    const saveImported = vi.fn(async () => ok({ stored: 'now' as const }));
    const format = erase(packFormat({ saveImported }));
    const read = await format.read(packFileText(practicePack));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem.message('en').text).toBe(
      'The practice pack is built into the app and cannot be replaced.',
    );
    expect(read.problem.message('ru').text).toMatch(/учебн/i);
    const broken = await format.read(packFileText(club).replace('"table"', '"tabel"'));
    expect(broken.ok).toBe(false);
    expect(saveImported).not.toHaveBeenCalled();
  });

  it('a failed write is reported, not swallowed', async () => {
    const format = erase(
      packFormat({
        saveImported: async () => fail(storageFailure('quota')),
      }),
    );
    const read = await format.read(packFileText(club));
    expect(read.ok && (await read.value.accept())).toEqual({
      ok: false,
      problem: { code: 'storage', kind: 'quota' },
    });
  });
});
