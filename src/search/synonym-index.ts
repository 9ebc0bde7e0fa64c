/**
 * Everyday words (src/reference/synonyms.ts) into the index: field `s` of each clause's document in
 * the word's own language, so «дальность» finds the Russian text and "distance" the English one;
 * and for the snippet, which words of the text each such word stands for.
 */
import { type Bilingual, type GlossaryTerm, LANGS, type Lang, type Synonym } from '../reference/types';
import { indexTerms } from './schema';

/** The clauses a synonym finds: every clause of its glossary terms, and those it names. */
export function synonymClauses(synonym: Synonym, glossary: readonly GlossaryTerm[]): Set<string> {
  const terms = new Set(synonym.terms ?? []);
  return new Set([
    ...glossary.filter((g) => terms.has(g.id)).flatMap((g) => g.clauses),
    ...(synonym.clauses ?? []),
  ]);
}

/** Clause id → its everyday words, per language (field `s` of the document in that language). */
export function synonymFields(
  synonyms: readonly Synonym[],
  glossary: readonly GlossaryTerm[],
): Map<string, Bilingual> {
  const out = new Map<string, Record<Lang, string[]>>();
  for (const synonym of synonyms) {
    for (const id of synonymClauses(synonym, glossary)) {
      const words: Record<Lang, string[]> = out.get(id) ?? { ru: [], en: [] };
      for (const lang of LANGS) words[lang].push(...synonym[lang]);
      out.set(id, words);
    }
  }
  return new Map(
    [...out].map(([id, w]) => [id, { ru: w.ru.join(' · '), en: w.en.join(' · ') } satisfies Bilingual]),
  );
}

/**
 * An everyday word's index term → the index terms of its glossary terms' forms, both languages:
 * what a clause found through the word marks in its text («дальность» marks «расстояние» and
 * «дальней»). Not a term that also names another glossary term of the same clauses: "distance"
 * marks "range" but not the "canister" of "canister range" in the procedure, which names the
 * ammunition there. A word given for clauses alone marks nothing.
 */
export function synonymMarks(
  synonyms: readonly Synonym[],
  glossary: readonly GlossaryTerm[],
): [string, string[]][] {
  const formTerms = new Map(
    glossary.map((g) => [g.id, new Set(LANGS.flatMap((lang) => g[lang]).flatMap(indexTerms))]),
  );
  const marks = new Map<string, Set<string>>();
  for (const synonym of synonyms) {
    const terms = new Set(synonym.terms ?? []);
    const clauses = synonymClauses(synonym, glossary);
    const others = glossary.filter((g) => !terms.has(g.id) && g.clauses.some((id) => clauses.has(id)));
    const marked = new Set(
      [...terms]
        .flatMap((id) => [...(formTerms.get(id) ?? [])])
        .filter((t) => !others.some((g) => formTerms.get(g.id)?.has(t))),
    );
    if (marked.size === 0) continue;
    for (const word of LANGS.flatMap((lang) => synonym[lang])) {
      for (const term of indexTerms(word)) marks.set(term, new Set([...(marks.get(term) ?? []), ...marked]));
    }
  }
  return [...marks].sort(([a], [b]) => (a < b ? -1 : 1)).map(([term, set]) => [term, [...set].sort()]);
}
