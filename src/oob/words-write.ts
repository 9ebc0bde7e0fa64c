/**
 * The words "Copy as text" writes, in each language: the players' own (the reader knows every one
 * of them, in both languages). Data.
 */
import type { BatteryKind, InfantryMarkers, InfantryType, Nation, PackText, UnitClass } from '../core';

export type OobLang = keyof PackText;

export interface WriteWords {
  /** Before a name that reads as no heading of its own: "Side: Blue", "Brigade: Reserve". */
  readonly side: string;
  readonly brigade: string;
  readonly figures: (figures: string) => string;
  readonly decimal: string;
  readonly quotes: readonly (readonly [string, string])[];
  readonly infantry: Readonly<Record<InfantryType, string>>;
  readonly markers: Readonly<Record<keyof InfantryMarkers, string>>;
  readonly cavalry: string;
  readonly battery: Readonly<Record<BatteryKind, string>>;
  readonly class: Readonly<Record<UnitClass, string>>;
  readonly nation: Readonly<Record<Nation, string>>;
}

export const WRITE_WORDS: Readonly<Record<OobLang, WriteWords>> = {
  en: {
    side: 'Side',
    brigade: 'Brigade',
    figures: (n) => `${n} figs`,
    decimal: '.',
    quotes: [
      ['"', '"'],
      ['«', '»'],
    ],
    infantry: { line: 'line infantry', light: 'light infantry' },
    markers: { jager: 'Jäger', fusilier: 'fusiliers', imperialGuard: 'Imperial Guard' },
    cavalry: 'cavalry',
    battery: { foot: 'foot battery', horse: 'horse battery' },
    class: {
      militia: 'militia',
      conscript: 'conscripts',
      line: 'regular',
      veteran: 'veteran',
      elite: 'elite',
      guard: 'guard',
    },
    nation: {
      france: 'French',
      austria: 'Austrian',
      russia: 'Russian',
      prussia: 'Prussian',
      britain: 'British',
      'french-ally': 'French allies',
      'coalition-other': 'other Coalition',
    },
  },
  ru: {
    side: 'Сторона',
    brigade: 'Бригада',
    figures: (n) => `${n} фиг.`,
    decimal: ',',
    quotes: [
      ['«', '»'],
      ['"', '"'],
    ],
    infantry: { line: 'линейная пехота', light: 'лёгкая пехота' },
    markers: { jager: 'егеря', fusilier: 'фузилеры', imperialGuard: 'Императорская гвардия' },
    cavalry: 'кавалерия',
    battery: { foot: 'пешая батарея', horse: 'конная батарея' },
    class: {
      militia: 'ополчение',
      conscript: 'новобранцы',
      line: 'регуляры',
      veteran: 'ветераны',
      elite: 'элита',
      guard: 'гвардия',
    },
    nation: {
      france: 'французы',
      austria: 'австрийцы',
      russia: 'русские',
      prussia: 'пруссаки',
      britain: 'британцы',
      'french-ally': 'союзники Франции',
      'coalition-other': 'прочие союзники',
    },
  },
};
