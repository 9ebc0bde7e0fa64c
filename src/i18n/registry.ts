/**
 * The two languages' words live in their own chunks (`lang-en`, `lang-ru`), so a phone downloads and
 * parses only the language it shows; the other is fetched (from the precache) when the player
 * switches. `loadLanguage` must have finished before a language is shown: main.tsx awaits the first
 * one before the first render, and the language switch awaits the other.
 *
 * The engine's sentences (refusals, checks, questions, results, pack problems) are a second chunk
 * per language (`lang-en-engine`, `lang-ru-engine`): the roster does not show them, so they load
 * with the first screen that does (`withEngineSentences`), and from then on with every language.
 */
import type { Lang } from '../reference/types';
import type { Messages } from './en';
import type { EngineNames, EngineSentences, EngineWords } from './engine/types';
import type { LanguagePack } from './language-pack';

const loaded: Partial<Record<Lang, LanguagePack>> = {};
const sentences: Partial<Record<Lang, EngineSentences>> = {};
const words: Partial<Record<Lang, EngineWords>> = {};
/** Once a screen has asked for the sentences, every language loaded afterwards brings them too. */
let sentencesWanted = false;

export function registerLanguage(lang: Lang, pack: LanguagePack): void {
  loaded[lang] = pack;
}

export function registerEngineSentences(lang: Lang, engine: EngineSentences): void {
  sentences[lang] = engine;
  delete words[lang];
}

export function isLanguageLoaded(lang: Lang): boolean {
  return loaded[lang] !== undefined && (!sentencesWanted || sentences[lang] !== undefined);
}

function get(lang: Lang): LanguagePack {
  const pack = loaded[lang];
  if (!pack) throw new Error(`i18n.not-loaded:${lang}`); // a programming error: loadLanguage first
  return pack;
}

export function messagesFor(lang: Lang): Messages {
  return get(lang).messages;
}

/** The vocabulary's names: always there once the language is. */
export function engineNamesFor(lang: Lang): EngineNames {
  return get(lang).engineNames;
}

/** Every engine word: the screen asking must have been loaded with `withEngineSentences`. */
export function engineWordsFor(lang: Lang): EngineWords {
  const cached = words[lang];
  if (cached) return cached;
  const rest = sentences[lang];
  if (!rest) throw new Error(`i18n.engine-not-loaded:${lang}`); // a programming error: withEngineSentences
  const all: EngineWords = { ...get(lang).engineNames, ...rest };
  words[lang] = all;
  return all;
}

async function loadSentences(lang: Lang): Promise<void> {
  if (sentences[lang]) return;
  const mod = lang === 'ru' ? await import('./lang-ru-engine') : await import('./lang-en-engine');
  registerEngineSentences(lang, mod.sentences(get(lang).engineNames));
}

export async function loadLanguage(lang: Lang): Promise<void> {
  if (!loaded[lang]) {
    const mod = lang === 'ru' ? await import('./lang-ru') : await import('./lang-en');
    registerLanguage(lang, mod.language);
  }
  if (sentencesWanted) await loadSentences(lang);
}

/** The engine's sentences for every language on hand: before a screen that shows them. */
export async function loadEngineSentences(): Promise<void> {
  sentencesWanted = true;
  await Promise.all((Object.keys(loaded) as Lang[]).map(loadSentences));
}

/** A lazy screen's loader that also brings the engine's sentences. */
export function withEngineSentences<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadEngineSentences()]);
    return module;
  };
}
