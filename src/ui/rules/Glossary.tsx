import { createMemo, createSignal, For } from 'solid-js';
import { glossary } from '../../reference';
import { routeHref, useApp } from '../../state';
import { SearchField } from '../controls/SearchField';
import { clauseTitle } from './ClauseView';
import { rulesText } from './text';

/** The RU ↔ EN glossary, filterable; every term links to the clauses that use it. */
export function Glossary() {
  const app = useApp();
  const [filter, setFilter] = createSignal('');
  const shown = createMemo(() => {
    const f = filter().trim().toLowerCase().replaceAll('ё', 'е');
    if (!f) return glossary;
    return glossary.filter((term) =>
      [...term.ru, ...term.en].some((form) => form.toLowerCase().replaceAll('ё', 'е').includes(f)),
    );
  });
  return (
    <section class="glossary" aria-labelledby="glossary-title">
      <h2 id="glossary-title">{rulesText(app.lang()).glossary}</h2>
      <SearchField
        id="glossary-filter"
        label={rulesText(app.lang()).glossaryFilter}
        placeholder={rulesText(app.lang()).glossaryFilter}
        value={filter()}
        onInput={setFilter}
      />
      <dl class="terms">
        <For each={shown()}>
          {(term) => (
            <div class="term">
              <dt>
                <span lang="ru">{term.ru[0]}</span> — <span lang="en">{term.en[0]}</span>
              </dt>
              <dd>
                <span class="muted">
                  <span lang="ru">{term.ru.slice(1).join(', ')}</span>
                  {term.ru.length > 1 && term.en.length > 1 ? ' · ' : ''}
                  <span lang="en">{term.en.slice(1).join(', ')}</span>
                </span>
                {term.note ? <p lang={app.lang()}>{term.note[app.lang()]}</p> : null}
                <span class="used-in">
                  {rulesText(app.lang()).clausesUsing}:{' '}
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
