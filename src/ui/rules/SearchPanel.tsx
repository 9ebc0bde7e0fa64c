import { createMemo, createSignal, For, Show } from 'solid-js';
import { LANGS } from '../../core/lang';
import { isolateName, wordsIn } from '../../i18n';
import { clauseById } from '../../reference';
import type { OutsideMatch, SearchResult, TermSuggestion } from '../../search';
import {
  searcher as loadedSearcher,
  loadSearchIndex,
  routeHref,
  searchFailed,
  useApp,
  useGame,
} from '../../state';
import { SearchField } from '../controls/SearchField';
import { clauseTitle } from './ClauseView';

const MAX_QUERY = 500;

/**
 * Where the outside words come from when the rule pack in use holds them: its gun types by those
 * names ("howitzer": Howitzer), that it has no gun by that name, or its modifier for firing at such
 * a target ("square"); then a link to the pack's tables.
 */
function PackNotes(props: { outside: OutsideMatch[]; name: (m: OutsideMatch) => string }) {
  const app = useApp();
  const words = () => wordsIn(app.lang(), 'rules');
  const guns = () => [
    ...new Set(
      props.outside.flatMap((m) => (m.pack?.held ? m.pack.guns.map((g) => isolateName(g[app.lang()])) : [])),
    ),
  ];
  const noGun = () => props.outside.some((m) => m.pack?.topic === 'gun-type' && m.pack.held === false);
  const targets = () => props.outside.filter((m) => m.pack?.held && m.pack.topic !== 'gun-type');
  return (
    <Show when={guns().length > 0 || noGun() || targets().length > 0}>
      <Show when={guns().length > 0}>
        <p>
          {words().packGunTypes} {guns().join(', ')}.
        </p>
      </Show>
      <Show when={noGun()}>
        <p>{words().packNoGunType}</p>
      </Show>
      <For each={targets()}>{(m) => <p>{words().packTarget(props.name(m))}</p>}</For>
      <p>
        <a class="rule-link" href={routeHref({ screen: 'tables' })}>
          {/* "See it in the tables" when the pack has it; its tables all the same when not. */}
          {guns().length > 0 || targets().length > 0
            ? wordsIn(app.lang(), 'rules').seeInTable
            : wordsIn(app.lang(), 'rules').tables}
        </a>
      </p>
    </Show>
  );
}

export function SearchPanel() {
  const app = useApp();
  const game = useGame();
  const [query, setQuery] = createSignal('');
  loadSearchIndex();
  /** The searcher, knowing the rule pack in use: its gun names, its target modifiers. */
  const searcher = createMemo(() => loadedSearcher()?.withPack(game.pack()));

  const results = createMemo<SearchResult[]>(() => {
    const q = query().trim();
    const s = searcher();
    return q && s ? s.search(q, 8) : [];
  });
  /** Words for what this chapter does not cover: said plainly, never answered with look-alikes. */
  const outside = createMemo<OutsideMatch[]>(() => {
    const q = query().trim();
    const s = searcher();
    return q && s ? s.outside(q) : [];
  });
  const suggestions = createMemo<TermSuggestion[]>(() => {
    const q = query().trim();
    const s = searcher();
    return q && s && results().length === 0 && outside().length === 0 ? s.suggestTerms(q, 4) : [];
  });
  const chip = (term: TermSuggestion) => (
    <li>
      <button type="button" class="btn chip" onClick={() => setQuery(term[app.lang()])}>
        <For each={LANGS}>
          {(lang, i) => (
            <>
              {i() > 0 ? ' · ' : ''}
              <span lang={lang}>{term[lang]}</span>
            </>
          )}
        </For>
      </button>
    </li>
  );
  /** "каре (square)": the word as typed, and its name in the app's language when that differs. */
  const outsideName = (m: OutsideMatch) => {
    const name = isolateName(m.name[app.lang()]);
    return name.toLowerCase() === m.word ? name : `${isolateName(m.word)} (${name})`;
  };

  return (
    <search class="search">
      <SearchField
        id="rules-search"
        label={wordsIn(app.lang(), 'rules').searchLabel}
        placeholder={wordsIn(app.lang(), 'rules').searchPlaceholder}
        maxLength={MAX_QUERY}
        describedBy="rules-search-status"
        value={query()}
        onInput={setQuery}
      />
      <div id="rules-search-status" class="visually-hidden" aria-live="polite">
        {query().trim() && searcher()
          ? outside().length > 0 && results().length === 0
            ? `${wordsIn(app.lang(), 'rules').notInChapter}: ${outside().map(outsideName).join(', ')}`
            : `${wordsIn(app.lang(), 'rules').results}: ${results().length}`
          : ''}
      </div>
      <Show when={query().trim() && !searcher()}>
        <p class="muted">
          {searchFailed()
            ? wordsIn(app.lang(), 'rules').noResults
            : wordsIn(app.lang(), 'rules').searchLoading}
        </p>
      </Show>
      <Show when={results().length > 0}>
        <ul class="results" aria-label={wordsIn(app.lang(), 'rules').results}>
          <For each={results()}>
            {(result) => {
              const clause = clauseById(result.clauseId);
              return (
                <li>
                  <a class="result" href={routeHref({ screen: 'rules', param: result.clauseId })}>
                    <span class="result-label" lang={result.lang}>
                      {clause?.labelFromSeed ? `${clause.label[result.lang]} ` : ''}
                      <span lang={app.lang()}>{clauseTitle(app.lang(), result.clauseId)}</span>
                    </span>
                    <span class="snippet" lang={result.lang}>
                      <For each={result.snippet}>
                        {(seg) => (seg.match ? <mark>{seg.text}</mark> : seg.text)}
                      </For>
                    </span>
                  </a>
                </li>
              );
            }}
          </For>
        </ul>
      </Show>
      <Show when={outside().length > 0}>
        <div class="no-results outside-chapter">
          <p>
            <strong>{wordsIn(app.lang(), 'rules').notInChapter}:</strong>{' '}
            {outside().map(outsideName).join(', ')}.
          </p>
          <PackNotes outside={outside()} name={outsideName} />
          <p class="muted">{wordsIn(app.lang(), 'rules').chapterHolds}</p>
          <Show when={outside().flatMap((m) => (m.glossary ? [m.glossary] : []))}>
            {(terms) => (
              <Show when={terms().length > 0}>
                <p class="muted">{wordsIn(app.lang(), 'rules').nearestTerm}</p>
                <ul class="chips">
                  <For each={terms()}>{chip}</For>
                </ul>
              </Show>
            )}
          </Show>
        </div>
      </Show>
      <Show when={query().trim() && searcher() && results().length === 0 && outside().length === 0}>
        <div class="no-results">
          <p>{wordsIn(app.lang(), 'rules').noResults}</p>
          <p class="muted">{wordsIn(app.lang(), 'rules').chapterHolds}</p>
          <Show when={suggestions().length > 0}>
            <p class="muted">{wordsIn(app.lang(), 'rules').didYouMean}</p>
            <ul class="chips">
              <For each={suggestions()}>{chip}</For>
            </ul>
          </Show>
        </div>
      </Show>
    </search>
  );
}
