import type { Widen } from '../widen';

/** The Settings screen. ru/settings.ts follows this shape key for key. */
export const settings = {
  title: 'Settings',
  language: 'Language',
  theme: 'Theme',
  themeSystem: 'System',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeContrast: 'High contrast',
  game: 'Game',
  scale: 'Table scale',
  scaleCm: 'Centimetres (15 mm figures)',
  scaleIn: 'Inches (25/28 mm figures)',
  campaignYear: 'Campaign year',
  campaignYearHelp: 'Decides who may form open order: Allied line battalions only from 1812.',
  campaignYearInvalid: 'Type a year from 1789 to 1815.',
  keepAwake: 'Keep the screen awake during a game',
  keepAwakeUnsupported: 'This browser cannot keep the screen awake.',
  turnSummary: 'Show the end of the turn before Next turn',
  sides: 'Sides',
  sidesHelp: 'Name the sides after the players or their armies. Empty: “Mine” and “Opponent”.',
  sideName: (defaultName: string) => `Name of the side “${defaultName}”`,
};

export type SettingsWords = Widen<typeof settings>;

// What opens from Settings (its data, rule packs, the two-phone exchange, the club server) loads
// after Settings: their words come in this file's chunk, one request a language (catalogue.ts).
export { club } from './club';
export { data } from './data';
export { packs } from './packs';
export { share } from './share';
export { sync } from './sync';
