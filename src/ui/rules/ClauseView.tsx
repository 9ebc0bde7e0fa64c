import { createSignal, For, Show } from 'solid-js';
import { SHOW_IN } from '../../i18n';
import type { Clause, Lang } from '../../reference/types';
import { useApp } from '../../state/app-context';
import { routeHref } from '../../state/router';

function otherLang(lang: Lang): Lang {
  return lang === 'ru' ? 'en' : 'ru';
}

/** The clause text, line breaks kept; rendered as text nodes, never HTML. */
function ClauseText(props: { clause: Clause; lang: Lang }) {
  return (
    <div class="clause-text" lang={props.lang}>
      <For each={props.clause.text[props.lang].split('\n')}>{(line) => <p>{line}</p>}</For>
    </div>
  );
}

export function ClauseView(props: {
  clause: Clause;
  sideBySide: boolean;
  focused: boolean;
  onShare: (clause: Clause) => void;
}) {
  const app = useApp();
  // One-tap switch to the other language for this clause only.
  const [flipped, setFlipped] = createSignal(false);
  const shown = () => (flipped() ? otherLang(app.lang()) : app.lang());
  const labelId = () => `label-${props.clause.id}`;
  return (
    <article
      class="clause"
      classList={{ focused: props.focused }}
      id={`clause-${props.clause.id}`}
      aria-labelledby={labelId()}
      tabIndex={-1}
    >
      <header class="clause-head">
        <a class="clause-label" id={labelId()} href={routeHref({ screen: 'rules', param: props.clause.id })}>
          <span lang={shown()}>{props.clause.label[shown()]}</span>
          <code class="clause-id">{props.clause.id}</code>
        </a>
      </header>
      <Show when={props.sideBySide} fallback={<ClauseText clause={props.clause} lang={shown()} />}>
        <div class="side-by-side">
          <div>
            <div class="lang-tag">RU</div>
            <ClauseText clause={props.clause} lang="ru" />
          </div>
          <div>
            <div class="lang-tag">EN</div>
            <ClauseText clause={props.clause} lang="en" />
          </div>
        </div>
      </Show>
      <Show when={props.clause.notes.length > 0}>
        <details class="notes">
          <summary>
            {app.t().rules.notes} ({props.clause.notes.length})
          </summary>
          <For each={props.clause.notes}>
            {(note) => (
              <p class="note" lang={shown()}>
                {note.text[shown()]}
              </p>
            )}
          </For>
        </details>
      </Show>
      <div class="clause-actions">
        <Show when={!props.sideBySide}>
          <button
            type="button"
            class="btn small"
            lang={otherLang(shown())}
            aria-pressed={flipped()}
            onClick={() => setFlipped(!flipped())}
          >
            {SHOW_IN[otherLang(shown())]}
          </button>
        </Show>
        <button type="button" class="btn small" onClick={() => props.onShare(props.clause)}>
          {app.t().rules.share}
        </button>
      </div>
    </article>
  );
}
