/**
 * The loaders of every namespace but the first screen's (catalogue.ts): a chunk of its own, fetched
 * with the first screen that asks for words (registry.ts).
 */
import type { Catalogue, FirstNamespace } from './catalogue';

export const SCREEN_WORDS: Omit<Catalogue, FirstNamespace> = {
  // Built from the vocabulary's names (also a namespace of their own, the cards'); the sentences
  // from the terms, fetched beside them.
  terms: {
    ru: () => Promise.all([import('./ru/terms'), import('./ru/names')]).then(([t, n]) => t.terms(n.names)),
    en: () => Promise.all([import('./en/terms'), import('./en/names')]).then(([t, n]) => t.terms(n.names)),
  },
  engine: {
    ru: () =>
      Promise.all([import('./ru/engine'), import('./ru/terms'), import('./ru/names')]).then(([e, t, n]) =>
        e.engine(t.terms(n.names)),
      ),
    en: () =>
      Promise.all([import('./en/engine'), import('./en/terms'), import('./en/names')]).then(([e, t, n]) =>
        e.engine(t.terms(n.names)),
      ),
  },
  packProblems: {
    ru: () => import('./ru/pack-problems').then((m) => m.packProblems),
    en: () => import('./en/pack-problems').then((m) => m.packProblems),
  },
  unitEditor: {
    ru: () => import('./ru/unit-editor').then((m) => m.unitEditor),
    en: () => import('./en/unit-editor').then((m) => m.unitEditor),
  },
  paste: {
    ru: () => import('./ru/paste').then((m) => m.paste),
    en: () => import('./en/paste').then((m) => m.paste),
  },
  fire: {
    ru: () => import('./ru/fire').then((m) => m.fire),
    en: () => import('./en/fire').then((m) => m.fire),
  },
  log: {
    ru: () => import('./ru/fire').then((m) => m.log),
    en: () => import('./en/fire').then((m) => m.log),
  },
  sheet: {
    ru: () => import('./ru/sheet').then((m) => m.sheet),
    en: () => import('./en/sheet').then((m) => m.sheet),
  },
  rules: {
    ru: () => import('./ru/rules').then((m) => m.rules),
    en: () => import('./en/rules').then((m) => m.rules),
  },
  settings: {
    ru: () => import('./ru/settings').then((m) => m.settings),
    en: () => import('./en/settings').then((m) => m.settings),
  },
  data: {
    ru: () => import('./ru/settings').then((m) => m.data),
    en: () => import('./en/settings').then((m) => m.data),
  },
  packs: {
    ru: () => import('./ru/settings').then((m) => m.packs),
    en: () => import('./en/settings').then((m) => m.packs),
  },
  share: {
    ru: () => import('./ru/settings').then((m) => m.share),
    en: () => import('./en/settings').then((m) => m.share),
  },
  sync: {
    ru: () => import('./ru/settings').then((m) => m.sync),
    en: () => import('./en/settings').then((m) => m.sync),
  },
  club: {
    ru: () => import('./ru/settings').then((m) => m.club),
    en: () => import('./en/settings').then((m) => m.club),
  },
  pwa: {
    ru: () => import('./ru/unit-editor').then((m) => m.pwa),
    en: () => import('./en/unit-editor').then((m) => m.pwa),
  },
  screenError: {
    ru: () => import('./ru/unit-editor').then((m) => m.screenError),
    en: () => import('./en/unit-editor').then((m) => m.screenError),
  },
  turnEnd: {
    ru: () => import('./ru/turn-end').then((m) => m.turnEnd),
    en: () => import('./en/turn-end').then((m) => m.turnEnd),
  },
  report: {
    ru: () => import('./ru/report').then((m) => m.report),
    en: () => import('./en/report').then((m) => m.report),
  },
};
