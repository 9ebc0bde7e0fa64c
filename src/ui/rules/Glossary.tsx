import { createMemo, createSignal, For } from 'solid-js';
import { LANGS } from '../../core/lang';
import { wordsIn } from '../../i18n';
import { glossary } from '../../reference';
import { routeHref, useApp } from '../../state';
import { SearchField } from '../controls/SearchField';
import { clauseTitle } from './ClauseView';

/** The RU ↔ EN glossary, filterable; every term links to the clauses that use it. */
export function Glossary() {
  const app = useApp();
  const [filter, setFilter] = createSignal('');
  const shown = createMemo(() => {
    const f = filter().trim().toLowerCase().replaceAll('ё', 'е');
    if (!f) return glossary;
    return glossary.filter((term) =>
      LANGS.flatMap((lang) => term[lang]).some((form) => form.toLowerCase().replaceAll('ё', 'е').includes(f)),
    );
  });
  return (
    <section class="glossary" aria-labelledby="glossary-title">
      <h2 id="glossary-title">{wordsIn(app.lang(), 'rules').glossary}</h2>
      <SearchField
        id="glossary-filter"
        label={wordsIn(app.lang(), 'rules').glossaryFilter}
        placeholder={wordsIn(app.lang(), 'rules').glossaryFilter}
        value={filter()}
        onInput={setFilter}
      />
      <dl class="terms">
        <For each={shown()}>
          {(term) => (
            <div class="term">
              <dt>
                <For each={LANGS}>
                  {(lang, i) => (
                    <>
                      {i() > 0 ? ' — ' : ''}
                      <span lang={lang}>{term[lang][0]}</span>
                    </>
                  )}
                </For>
              </dt>
              <dd>
                <span class="muted">
                  <For each={LANGS.filter((lang) => term[lang].length > 1)}>
                    {(lang, i) => (
                      <>
                        {i() > 0 ? ' · ' : ''}
                        <span lang={lang}>{term[lang].slice(1).join(', ')}</span>
                      </>
                    )}
                  </For>
                </span>
                {term.note ? <p lang={app.lang()}>{term.note[app.lang()]}</p> : null}
                <span class="used-in">
                  {wordsIn(app.lang(), 'rules').clausesUsing}:{' '}
                  <For each={term.clauses}>
                    {(id) => (
                      <a class="chip-link" href={routeHref({ screen: 'rules', param: id })}>
                        {clauseTitle(app.lang(), id)}
                      </a>
                    )}
                  </For>
                </span>
              </dd>
            </div>
          )}
        </For>
      </dl>
    </section>
  );
}
