/**
 * Turns reference content into the serialised search index. Pure and free of the real content, so
 * tests and the benchmark can index fixtures and synthetic corpora with exactly the app's code (and
 * load it with the same content: `loadSearch(json, { content })`).
 */
import MiniSearch from 'minisearch';
import { type Clause, type GlossaryTerm, LANGS } from '../reference/types';
import { type SearchContent, searchDocs } from './docs';
import {
  type IndexedDoc,
  indexTerms,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchIndexData,
} from './schema';
import { synonymFields, synonymMarks } from './synonym-index';

export type { SearchContent } from './docs';

/**
 * The glossary forms, both languages, of the terms a clause uses: the cross-language bridge, built
 * once here instead of expanding each query on the phone. Links come from the glossary's `clauses`
 * and the clause's `terms` (the reference derives one from the other; either is enough here).
 * `all` holds every linked term; `key` only the terms the clause uses twice or more in one language,
 * label included (its subject: "Картечь. … картечь …" in `artillery.skirmishers.canister`), so a query found only
 * through the glossary ("grapeshot") ranks those clauses above ones that mention the term in passing.
 * A second field, not repetition, because BM25 would discount a longer field right back.
 */
function glossaryForms(clause: Clause, glossary: readonly GlossaryTerm[]): { all: string; key: string } {
  // The label counts: "Картечь." / "Canister." heads `artillery.skirmishers.canister`.
  const words = LANGS.map((lang) => indexTerms(`${clause.label[lang]} ${clause.text[lang]}`));
  const all: string[] = [];
  const key: string[] = [];
  for (const g of glossary) {
    if (!g.clauses.includes(clause.id) && !clause.terms.includes(g.id)) continue;
    const forms = LANGS.flatMap((lang) => g[lang]);
    const formTerms = new Set(forms.flatMap(indexTerms));
    const uses = Math.max(...words.map((terms) => terms.filter((t) => formTerms.has(t)).length));
    all.push(...forms);
    if (uses >= 2) key.push(...forms);
  }
  return { all: all.join(' · '), key: key.join(' · ') };
}

/** Pure: the same content always gives the same JSON. */
export function buildSearchIndexFrom(content: SearchContent): string {
  const docs = searchDocs(content);
  const forms = new Map(content.clauses.map((c) => [c.id, glossaryForms(c, content.glossary)]));
  const synonyms = content.synonyms ?? [];
  const everyday = synonymFields(synonyms, content.glossary);
  const ms = new MiniSearch<IndexedDoc>(MINISEARCH_OPTIONS);
  ms.addAll(
    docs.map((d, id) => ({
      id,
      t: d.t,
      n: d.n,
      h: d.h,
      g: forms.get(d.c)?.all ?? '',
      k: forms.get(d.c)?.key ?? '',
      s: everyday.get(d.c)?.[d.l] ?? '',
    })),
  );
  const data: SearchIndexData = {
    v: SEARCH_INDEX_VERSION,
    // Which document is which; their texts come from the same content when the app loads the file.
    docs: docs.map(({ c, l }) => ({ c, l })),
    synonymMarks: synonymMarks(synonyms, content.glossary),
    index: ms.toJSON(),
  };
  return JSON.stringify(data);
}
