/**
 * The words on hand, and the one way to read them: `wordsIn(lang, namespace)`.
 *
 * Words are loaded, never bundled with a screen: a phone downloads each namespace (catalogue.ts) in
 * the language it shows, and only when something needs it. `loadLanguage` brings a language's first
 * screen (`app`) and every namespace already in use, before that language is shown: main.tsx
 * awaits the first, the language switch the next. A lazy screen's loader names its namespaces
 * (`withWords`), so they are fetched beside its chunk and are there before it draws; they load in
 * the language on screen and in one being switched to. Reading words that were not loaded is a
 * programming error (a screen that forgot to name them), said as one.
 */
import type { Lang } from '../core';
import {
  type Catalogue,
  FIRST_SCREEN_WORDS,
  type FirstNamespace,
  type Namespace,
  type Words,
} from './catalogue';

type Loaded = { [N in Namespace]?: Partial<Record<Lang, Words[N]>> };

const loaded: Loaded = {};
const loading = new Map<string, Promise<void>>();
/** What some screen has asked for: a language is shown only once all of it is loaded. */
const inUse = new Set<Namespace>(['app']);
/** The language shown: the one the latest `loadLanguage` call asked for, once it has loaded. */
let shown: Lang | undefined;
/** The language the latest `loadLanguage` call asked for: a screen opened meanwhile loads its words in it too. */
let asked: Lang | undefined;

/** The words of `namespace` in `lang`. Throws when they were not loaded: a screen's loader must name them. */
export function wordsIn<N extends Namespace>(lang: Lang, namespace: N): Words[N] {
  const words = loaded[namespace]?.[lang];
  if (words === undefined) throw new Error(`i18n.not-loaded:${namespace}:${lang}`);
  return words;
}

function store<N extends Namespace>(namespace: N, lang: Lang, words: Words[N]): void {
  const table: Partial<Record<Lang, Words[N]>> = loaded[namespace] ?? {};
  table[lang] = words;
  // The same type: TypeScript does not see `Partial<Record<Lang, Words[N]>>` as `Loaded[N]` on a write.
  loaded[namespace] = table as Loaded[N];
}

/** Every namespace's loaders, once the other screens' have come (their own chunk: screen-words.ts). */
let catalogue: Promise<Catalogue> | undefined;

/** A namespace whose loaders are the first screen's own (catalogue.ts), not the other screens' table. */
const isFirst = (namespace: Namespace): namespace is FirstNamespace =>
  Object.hasOwn(FIRST_SCREEN_WORDS, namespace);

function fetchWords(namespace: Namespace, lang: Lang): Promise<Words[Namespace]> {
  if (isFirst(namespace)) return FIRST_SCREEN_WORDS[namespace][lang]();
  catalogue ??= import('./screen-words').then(
    (m) => ({ ...FIRST_SCREEN_WORDS, ...m.SCREEN_WORDS }),
    (error: unknown) => {
      catalogue = undefined;
      throw error;
    },
  );
  return catalogue.then((all): Promise<Words[Namespace]> => all[namespace][lang]());
}

function loadOne(namespace: Namespace, lang: Lang): Promise<void> {
  if (loaded[namespace]?.[lang] !== undefined) return Promise.resolve();
  const key = `${namespace}:${lang}`;
  const pending =
    loading.get(key) ??
    fetchWords(namespace, lang)
      .then((words) => store(namespace, lang, words))
      .finally(() => loading.delete(key));
  loading.set(key, pending);
  return pending;
}

/** The languages a screen's words load in: the one shown and the one being switched to. */
function languagesOnHand(): Lang[] {
  return [...new Set([shown, asked])].filter((lang) => lang !== undefined);
}

/**
 * What a namespace's words are built from, and a screen that shows them shows too: the terms (and
 * the sentences, built on them) name nations, arms and formations as the cards do.
 */
export const BUILT_ON: Partial<Record<Namespace, readonly Namespace[]>> = {
  terms: ['names'],
  engine: ['names'],
};

/**
 * Loads namespaces in `langs` (by default the language shown and any being switched to) and keeps
 * them in use, so a language switched to later loads them too.
 */
export async function loadWords(
  asked: readonly Namespace[],
  langs: readonly Lang[] = languagesOnHand(),
): Promise<void> {
  const namespaces = asked.flatMap((namespace) => [namespace, ...(BUILT_ON[namespace] ?? [])]);
  for (const namespace of namespaces) inUse.add(namespace);
  await Promise.all(langs.flatMap((lang) => namespaces.map((namespace) => loadOne(namespace, lang))));
}

/**
 * A language's words: its first screen's and every namespace in use, until none is missing (a screen
 * may ask for more meanwhile). If the player asks for another language before this one arrives, the
 * last one asked for is the language shown.
 */
export async function loadLanguage(lang: Lang): Promise<void> {
  asked = lang;
  try {
    for (;;) {
      const missing = [...inUse].filter((namespace) => loaded[namespace]?.[lang] === undefined);
      if (missing.length === 0) break;
      await Promise.all(missing.map((namespace) => loadOne(namespace, lang)));
    }
  } catch (error) {
    if (asked === lang) asked = shown;
    throw error;
  }
  if (asked === lang) shown = lang;
}

/** A lazy screen's loader that fetches its words beside its chunk: both are there before it draws. */
export function withWords<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadWords(namespaces)]);
    return module;
  };
}
