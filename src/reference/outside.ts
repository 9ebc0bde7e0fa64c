/**
 * Words players search for that this chapter of the rules (open order and artillery fire) does not
 * cover: search says so plainly instead of offering near-spellings ("каре" is not "картечь",
 * "cavalry" is not "casualties"). `glossary` names a glossary term of the chapter that is the same
 * thing or its nearest part (a ricochet is how roundshot bounces through ranks). Tests check that
 * the text really has none of these words.
 */
import type { Bilingual } from './types';

export interface OutsideTerm {
  readonly id: string;
  /** The name shown, in each language. */
  readonly name: Bilingual;
  /** Single words as players type them (any case, ё or е); a form's stem counts from 4 letters. */
  readonly forms: readonly string[];
  /** A glossary term id, when the glossary has the same or the nearest thing. */
  readonly glossary?: string;
}

export const OUTSIDE_TERMS: readonly OutsideTerm[] = [
  { id: 'square', name: { ru: 'каре', en: 'square' }, forms: ['каре', 'square', 'squares'] },
  {
    id: 'cavalry',
    name: { ru: 'кавалерия', en: 'cavalry' },
    forms: [
      'кавалерия',
      'кавалерии',
      'кавалерию',
      'кавалерией',
      'конница',
      'конницы',
      'конницу',
      'конницей',
      'кавалеристы',
      'гусары',
      'кирасиры',
      'драгуны',
      'уланы',
      'cavalry',
      'horsemen',
      'hussars',
      'cuirassiers',
      'dragoons',
      'lancers',
    ],
  },
  {
    id: 'howitzer',
    name: { ru: 'гаубица', en: 'howitzer' },
    forms: ['гаубица', 'гаубицы', 'гаубицу', 'гаубиц', 'гаубицей', 'howitzer', 'howitzers'],
  },
  {
    id: 'ricochet',
    name: { ru: 'рикошет', en: 'ricochet' },
    forms: ['рикошет', 'рикошетом', 'рикошета', 'ricochet', 'ricochets'],
    glossary: 'bounce-through',
  },
  { id: 'morale', name: { ru: 'мораль', en: 'morale' }, forms: ['мораль', 'морали', 'morale'] },
  {
    id: 'melee',
    name: { ru: 'рукопашная', en: 'melee' },
    forms: ['рукопашная', 'рукопашной', 'рукопашную', 'рукопашный', 'melee'],
  },
];
