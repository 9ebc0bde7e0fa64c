import { describe, expect, it } from 'vitest';
import { type FileNaming, fileSafe, syncFileName } from '../../../src/ui/share/outgoing';

/** Issue 35, 9: a shared file says the game, the turn and whose it is, in characters every OS keeps. */
const naming = (mine: string, opponent: string): FileNaming => ({
  gameNumber: 3,
  turn: 4,
  mine,
  side: (side) => (side === 'mine' ? mine : opponent),
  card: (id) => (id === 'c1' ? 'IR 49 Hiller' : id === 'c2' ? 'Егерский батальон № 3' : undefined),
});
const DAY = new Date('2026-12-06T19:35:00Z');

describe('the shared files’ names', () => {
  it('the game, the turn and the side or card, then the day', () => {
    const en = naming('French', 'Austrians');
    expect(syncFileName({ kind: 'game' }, en, DAY)).toBe(
      'grand-battery-game-3-turn-4-french-2026-12-06.json',
    );
    expect(syncFileName({ kind: 'roster', side: 'opponent' }, en, DAY)).toBe(
      'grand-battery-game-3-turn-4-roster-austrians-2026-12-06.json',
    );
    expect(syncFileName({ kind: 'card', cardId: 'c1' }, en, DAY)).toBe(
      'grand-battery-game-3-turn-4-card-ir-49-hiller-2026-12-06.json',
    );
  });

  it('Russian names transliterated, accents and signs dropped: only a–z, 0–9 and hyphens', () => {
    const ru = naming('Французы', 'Австрийцы (эрцгерцог Карл)');
    expect(syncFileName({ kind: 'game' }, ru, DAY)).toBe(
      'grand-battery-game-3-turn-4-frantsuzy-2026-12-06.json',
    );
    expect(syncFileName({ kind: 'roster', side: 'opponent' }, ru, DAY)).toBe(
      'grand-battery-game-3-turn-4-roster-avstriitsy-ertsgertsog-karl-2026-12-06.json',
    );
    expect(syncFileName({ kind: 'card', cardId: 'c2' }, ru, DAY)).toBe(
      'grand-battery-game-3-turn-4-card-egerskii-batalon-no-3-2026-12-06.json',
    );
    expect(fileSafe('4e Léger', 'x')).toBe('4e-leger');
    expect(fileSafe('Armée d’Allemagne (Napoléon)', 'x')).toBe('armee-d-allemagne-napoleon');
    for (const hostile of ['../../etc/passwd', 'CON', 'a:b*c?"<>|', '\u202eevil', 'ﾌﾗﾝｽ', ''])
      expect(fileSafe(hostile, 'side')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(fileSafe('ﾌﾗﾝｽ', 'side')).toBe('side');
  });

  it('a long name is cut at a word, at 32 characters at most', () => {
    const long = fileSafe('Grande Armée, IIIe Corps, 2e Division, 1re Brigade, 12e de Ligne', 'x');
    expect(long.length).toBeLessThanOrEqual(32);
    expect(long).toBe('grande-armee-iiie-corps-2e');
  });
});
