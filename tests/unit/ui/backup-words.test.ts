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
