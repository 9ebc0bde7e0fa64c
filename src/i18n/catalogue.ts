/**
 * The word catalogue: every namespace of words, declared once as a table of loaders, one per
 * language. Each language's words are in its own folder (en/, ru/), a file a namespace (the first
 * screen's, `app`: one chunk before the first paint). The English file
 * is the namespace's shape (its type, below); the Russian must match it key for key. A language
 * added to LANGS (src/core/lang.ts) is a compile error here, a namespace at a time, until it has its
 * words: nothing falls back to English (tests/unit/i18n/third-language.test.ts).
 *
 * Every loader is a dynamic import, so each file of each language is a chunk of its own
 * (`lang-<code>-<file>`, vite.config.ts; words always loaded together share a file's chunk, its
 * re-exports): a screen fetches only its own words, in the player's language, beside its code
 * (registry.ts). The first screen's loaders are here, in the first screen's chunk; the other
 * screens' are in screen-words.ts, a chunk fetched with the first screen that needs one (its table
 * of file names is no weight before the first paint).
 */
import type { Lang } from '../core';
import type { AppWords } from './en/app';
import type { ClubWords } from './en/club';
import type { DataWords } from './en/data';
import type { FireWords } from './en/fire';
import type { LogWords } from './en/log';
import type { PacksWords } from './en/packs';
import type { PasteWords } from './en/paste';
import type { PwaWords } from './en/pwa';
import type { ReportWords } from './en/report';
import type { RulesWords } from './en/rules';
import type { ScreenErrorWords } from './en/screen-error';
import type { SettingsWords } from './en/settings';
import type { ShareWords } from './en/share';
import type { SheetWords } from './en/sheet';
import type { SyncWords } from './en/sync';
import type { TurnEndWords } from './en/turn-end';
import type { UnitEditorWords } from './en/unit-editor';
import type { UnitRowsWords } from './en/unit-rows';
import type { EngineNames, EngineSentences, EngineTerms, PackProblemWords } from './engine/types';

/** Every namespace and its words' shape. */
export interface Words {
  /** The first screen: the app's frame, the roster, storage problems. */
  app: AppWords;
  /** The vocabulary's names (nations, arms, classes, formations, the sides' default names): the cards show them. */
  names: EngineNames;
  /** The table's terms: ammunition, bands, movement, scales, modifiers, the clauses' titles. */
  terms: EngineTerms;
  /** The engine's sentences: refusals, checks, the table questions, the steps of a result. */
  engine: EngineSentences;
  /** What the pack validator answers with, and where in a pack. */
  packProblems: PackProblemWords;
  unitEditor: UnitEditorWords;
  unitRows: UnitRowsWords;
  /** Paste an army, Copy as text: the order-of-battle reader's codes worded. */
  paste: PasteWords;
  fire: FireWords;
  log: LogWords;
  sheet: SheetWords;
  rules: RulesWords;
  settings: SettingsWords;
  data: DataWords;
  packs: PacksWords;
  share: ShareWords;
  sync: SyncWords;
  club: ClubWords;
  pwa: PwaWords;
  screenError: ScreenErrorWords;
  /** The end of the turn, before Next turn (issue 36). */
  turnEnd: TurnEndWords;
  /** The battle report of a game (issue 36). */
  report: ReportWords;
}

export type Namespace = keyof Words;

/**
 * The first screen's namespaces, their loaders in the first screen's chunk: `app`, loaded with a
 * language before it is shown, and the roster's rows and names (`unitRows`, `names`), fetched beside the roster's own
 * chunk when there are cards to draw, without waiting for the other screens' table of loaders.
 */
export type FirstNamespace = 'app' | 'unitRows' | 'names';

/** Each namespace's loaders, one a language. */
export type Catalogue = { readonly [N in Namespace]: Readonly<Record<Lang, () => Promise<Words[N]>>> };

export const FIRST_SCREEN_WORDS: Pick<Catalogue, FirstNamespace> = {
  app: {
    ru: () => import('./ru/app').then((m) => m.app),
    en: () => import('./en/app').then((m) => m.app),
  },
  unitRows: {
    ru: () => import('./ru/unit-rows').then((m) => m.unitRows),
    en: () => import('./en/unit-rows').then((m) => m.unitRows),
  },
  names: {
    ru: () => import('./ru/names').then((m) => m.names),
    en: () => import('./en/names').then((m) => m.names),
  },
};
