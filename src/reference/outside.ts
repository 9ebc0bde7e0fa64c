/**
 * Words players search for that this chapter of the rules (open order and artillery fire) does not
 * cover: search says so plainly instead of offering near-spellings ("каре" is not "картечь",
 * "cavalry" is not "casualties"). `glossary` names a glossary term of the chapter that is the same
 * thing or its nearest part (a ricochet is how roundshot bounces through ranks). `pack` says what a
 * rule pack holds of it (gun types, a modifier for it as a target), so search can say where it comes
 * from. Tests check that the text really has none of these words.
 */
import type { Bilingual } from './types';

/**
 * What a rule pack may hold of a term: a gun type (the pack names its guns), or a modifier for
 * firing at it (a square, cavalry, a battery).
 */
export type PackTopic = 'gun-type' | 'square-target' | 'cavalry-target' | 'battery-target';

export interface OutsideTerm {
  readonly id: string;
  /** The name shown, in each language. */
  readonly name: Bilingual;
  /** Single words as players type them (any case, ё or е); a form's stem counts from 4 letters. */
  readonly forms: readonly string[];
  /** A glossary term id, when the glossary has the same or the nearest thing. */
  readonly glossary?: string;
  /** What a rule pack holds of it, when it is a pack's term rather than the text's. */
  readonly pack?: PackTopic;
}

export const OUTSIDE_TERMS: readonly OutsideTerm[] = [
  {
    id: 'square',
    name: { ru: 'каре', en: 'square' },
    forms: ['каре', 'square', 'squares'],
    pack: 'square-target',
  },
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
      'кавалеристов',
      'гусары',
      'гусаров',
      'кирасиры',
      'кирасир',
      'драгуны',
      'драгун',
      'уланы',
      'улан',
      'казаки',
      'казаков',
      'cavalry',
      'horsemen',
      'hussars',
      'cuirassiers',
      'dragoons',
      'lancers',
      'uhlans',
      'cossacks',
    ],
    pack: 'cavalry-target',
  },
  {
    id: 'howitzer',
    name: { ru: 'гаубица', en: 'howitzer' },
    forms: [
      'гаубица',
      'гаубицы',
      'гаубицу',
      'гаубиц',
      'гаубицей',
      'гаубицам',
      'гаубицами',
      'гаубичный',
      'гаубичная',
      'гаубичной',
      'howitzer',
      'howitzers',
    ],
    pack: 'gun-type',
  },
  {
    id: 'pounder',
    name: { ru: 'калибр орудия', en: 'gun calibre' },
    forms: [
      'фунтовое',
      'фунтовые',
      'фунтовых',
      'фунтовый',
      'фунтовка',
      'фунтовки',
      'фунтовок',
      'калибр',
      'калибра',
      'калибры',
      'калибров',
      'pounder',
      'pounders',
      'pdr',
      'calibre',
      'caliber',
      'calibres',
      'calibers',
    ],
    pack: 'gun-type',
  },
  {
    id: 'licorne',
    name: { ru: 'единорог', en: 'licorne' },
    forms: ['единорог', 'единороги', 'единорога', 'единорогов', 'licorne', 'licornes', 'unicorn', 'unicorns'],
    pack: 'gun-type',
  },
  {
    id: 'mortar',
    name: { ru: 'мортира', en: 'mortar' },
    forms: ['мортира', 'мортиры', 'мортир', 'mortar', 'mortars'],
    pack: 'gun-type',
  },
  {
    id: 'counter-battery',
    name: { ru: 'контрбатарейная стрельба', en: 'counter-battery fire' },
    forms: ['контрбатарейная', 'контрбатарейной', 'контрбатарейный', 'контрбатарейного', 'counterbattery'],
    pack: 'battery-target',
  },
  {
    id: 'ricochet',
    name: { ru: 'рикошет', en: 'ricochet' },
    forms: ['рикошет', 'рикошетом', 'рикошета', 'ricochet', 'ricochets'],
    glossary: 'bounce-through',
  },
  {
    id: 'morale',
    name: { ru: 'мораль', en: 'morale' },
    forms: [
      'мораль',
      'морали',
      'бегство',
      'бегства',
      'отступление',
      'отступления',
      'morale',
      'rout',
      'routed',
      'routs',
      'rally',
      'rallies',
      'retreat',
      'retreats',
    ],
  },
  {
    id: 'melee',
    name: { ru: 'рукопашная', en: 'melee' },
    forms: ['рукопашная', 'рукопашной', 'рукопашную', 'рукопашный', 'melee'],
  },
  {
    id: 'charge',
    name: { ru: 'атака', en: 'charge' },
    forms: [
      'атака',
      'атаки',
      'атаку',
      'атакой',
      'атаке',
      'атак',
      'атакует',
      'атаковать',
      'штурм',
      'штурма',
      'charge',
      'charges',
      'charging',
      'attack',
      'attacks',
      'assault',
      'assaults',
    ],
  },
  {
    id: 'bayonet',
    name: { ru: 'штыки', en: 'bayonets' },
    forms: ['штык', 'штыки', 'штыков', 'штыковая', 'штыковой', 'штыковую', 'bayonet', 'bayonets'],
  },
  {
    id: 'commander',
    name: { ru: 'командиры', en: 'commanders' },
    forms: [
      'командир',
      'командира',
      'командиры',
      'командиров',
      'генерал',
      'генерала',
      'генералы',
      'генералов',
      'офицер',
      'офицеры',
      'офицеров',
      'командование',
      'commander',
      'commanders',
      'general',
      'generals',
      'officer',
      'officers',
      'command',
    ],
  },
  {
    id: 'division',
    name: { ru: 'дивизия', en: 'division' },
    forms: [
      'дивизия',
      'дивизии',
      'дивизию',
      'дивизий',
      'дивизионный',
      'дивизионного',
      'дивизионная',
      'division',
      'divisions',
      'divisional',
    ],
  },
  {
    id: 'brigade',
    name: { ru: 'бригада', en: 'brigade' },
    forms: ['бригада', 'бригады', 'бригаду', 'бригадный', 'бригадного', 'brigade', 'brigades', 'brigadier'],
  },
  {
    id: 'terrain',
    name: { ru: 'местность', en: 'terrain' },
    forms: [
      'местность',
      'местности',
      'лес',
      'леса',
      'лесу',
      'деревня',
      'деревни',
      'здание',
      'здания',
      'укрытие',
      'укрытия',
      'река',
      'реки',
      'terrain',
      'woods',
      'forest',
      'village',
      'town',
      'building',
      'buildings',
      'cover',
      'river',
    ],
  },
];
