import { createSignal, For, Show } from 'solid-js';
import type { RuleRef } from '../../core';
import { wordsIn } from '../../i18n';
import { ruleTitle } from '../../i18n/engine';
import type { Clause, Lang } from '../../reference/types';
import { routeHref, useApp } from '../../state';

/** The language a clause's one-tap switch shows: the rules text's Russian and our English, each other's. */
const OTHER_LANG: Readonly<Record<Lang, Lang>> = { ru: 'en', en: 'ru' };

/**
 * A clause as players name it: its title with its number (never the id, which is for links). In the
 * UI's language: the other language's names are not loaded.
 */
export function clauseTitle(lang: Lang, id: string): string {
  return ruleTitle(lang, id as RuleRef);
}

/**
 * The clause text, line breaks kept; rendered as text nodes, never HTML. A quotation of the rulebook,
 * named by its language in the UI's language (side by side, the two quotes are told apart by name).
 * The name is in the page's language and the lines in the text's own, so a screen reader reads each
 * in its voice.
 */
function ClauseText(props: { clause: Clause; lang: Lang }) {
  const app = useApp();
  return (
    <blockquote class="clause-text" aria-label={wordsIn(app.lang(), 'rules').textIn[props.lang]}>
      <For each={props.clause.text[props.lang].split('\n')}>{(line) => <p lang={props.lang}>{line}</p>}</For>
    </blockquote>
  );
}

export function ClauseView(props: {
  clause: Clause;
  sideBySide: boolean;
  focused: boolean;
  onShare: (clause: Clause) => void;
  onCopy: (clause: Clause) => void;
}) {
  const app = useApp();
  // One-tap switch to the other language for this clause only.
  const [flipped, setFlipped] = createSignal(false);
  const shown = () => (flipped() ? OTHER_LANG[app.lang()] : app.lang());
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
        {/* The clause's number and title for reading; its id only in the link. */}
        <a class="clause-label" id={labelId()} href={routeHref({ screen: 'rules', param: props.clause.id })}>
          <Show
            when={props.clause.labelFromSeed}
            fallback={<span lang={shown()}>{props.clause.label[shown()]}</span>}
          >
            <span class="clause-num" lang={shown()}>
              {props.clause.label[shown()]}
            </span>{' '}
            {/* The title is the UI's (only its language is loaded), whichever language the text is in. */}
            <span class="clause-title" lang={app.lang()}>
              {clauseTitle(app.lang(), props.clause.id)}
            </span>
          </Show>
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
            {wordsIn(app.lang(), 'rules').notes} ({props.clause.notes.length})
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
          {/* Labelled in the UI's language: the language the clause switches to. */}
          <button
            type="button"
            class="btn small"
            aria-pressed={flipped()}
            onClick={() => setFlipped(!flipped())}
          >
            {wordsIn(app.lang(), 'rules').showIn[OTHER_LANG[shown()]]}
          </button>
        </Show>
        <button
          type="button"
          class="btn small"
          aria-label={wordsIn(app.lang(), 'rules').copyLinkTo(clauseTitle(app.lang(), props.clause.id))}
          onClick={() => props.onCopy(props.clause)}
        >
          {wordsIn(app.lang(), 'rules').copyLink}
        </button>
        <button type="button" class="btn small" onClick={() => props.onShare(props.clause)}>
          {wordsIn(app.lang(), 'rules').share}
        </button>
      </div>
    </article>
  );
}
