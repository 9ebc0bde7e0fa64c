import { describe, expect, it } from 'vitest';
import type { SyncSummary } from '../../../src/state';
import { summaryWords } from '../../../src/ui/share/SyncSummary';

const sideName = (side: 'mine' | 'opponent') => (side === 'mine' ? 'Mine' : 'Opponent');
const noCounts = {
  cardsNew: 0,
  cardsChanged: 0,
  cardsDeleted: 0,
  cardsKept: 0,
  shotsNew: 0,
  shotsChanged: 0,
  corrections: 0,
};

/** Two phones hit the same battalion; it was edited on both and deleted here, hit there. */
const summary: SyncSummary = {
  kind: 'game',
  counts: { ...noCounts, cardsChanged: 1, cardsKept: 1, shotsNew: 2 },
  cards: [
    {
      id: 'a',
      name: '2nd Line',
      side: 'opponent',
      code: 'changed',
      fields: [{ field: 'formation', kept: 'theirs' }],
      figures: { from: 33, to: 30.5 },
      shotsNew: 1,
    },
    {
      id: 'b',
      name: 'Chasseurs',
      side: 'mine',
      code: 'kept-deleted-here',
      reason: 'hit',
      fields: [],
      shotsNew: 1,
    },
  ],
  game: { turn: { from: 2, to: 3 } },
  firedTwice: [],
  nothing: false,
};

describe('the Receive screen’s summary of a shared game, in words', () => {
  it('says the counts, each card’s fate, the later edit kept, figures from → to, and the turn', () => {
    const w = summaryWords('en', summary, sideName);
    expect(w.heading).toBe('The whole game');
    expect(w.counts).toEqual(['1 card changed', '1 deleted card kept', '2 new shots']);
    expect(w.cards[0]).toEqual({
      name: '2nd Line',
      side: 'Opponent',
      words: ['changed', 'formation: later edit kept (other phone)', 'figures 33 → 30½', '1 new shot'],
    });
    expect(w.cards[1]?.words).toEqual([
      'deleted here, kept',
      'it was hit on the other phone after all',
      '1 new shot',
    ]);
    expect(w.game).toEqual(['Turn 2 → 3']);
  });

  it('in Russian, with the roster’s side in the heading, and "nothing new" when so', () => {
    const w = summaryWords(
      'ru',
      { kind: 'roster', side: 'opponent', counts: noCounts, cards: [], firedTwice: [], nothing: true },
      () => 'Французы',
    );
    expect(w.heading).toBe('Состав стороны: Французы');
    expect(w.counts).toEqual(['Ничего нового: на этом телефоне всё это уже есть.']);
    const full = summaryWords('ru', summary, () => 'Противник');
    expect(full.cards[0]?.words).toContain('фигур 33 → 30½');
  });
});
