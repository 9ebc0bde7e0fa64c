/** The refusal messages a player reads when a backup is refused, in both languages, with where the problem is. */
import { describe, expect, it } from 'vitest';
import { describePath, problemText } from '../../../src/ui/settings/backup-words';

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
    expect(problemText({ code: 'storage', kind: 'quota' }, 'en')).toContain('storage for this app is full');
  });

  it('a full phone during an import says nothing was imported, not "the last change was not saved"', () => {
    const en = problemText({ code: 'storage', kind: 'quota' }, 'en');
    expect(en).toContain('nothing was imported, your data is as it was');
    expect(en).not.toContain('last change');
    expect(problemText({ code: 'storage', kind: 'quota' }, 'ru')).toContain('ничего не импортировано');
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
