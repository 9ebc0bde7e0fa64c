import { createEffect, createSignal, For, on, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { copyText, shareText } from '../../pwa/share';
import { clauseById, sections } from '../../reference';
import type { Clause } from '../../reference/types';
import { routeHref, useApp } from '../../state';
import { Checkbox } from '../controls/Choices';
import { showToast } from '../Toasts';
import '../controls/controls.css';
import { ClauseView, clauseTitle } from './ClauseView';
import { Glossary } from './Glossary';
import { SearchPanel } from './SearchPanel';
import './rules.css';

const TEXT_SIZES = [90, 100, 115, 130, 150, 175, 200];

export function RulesScreen() {
  const app = useApp();
  const [sideBySide, setSideBySide] = createSignal(false);
  const focusedId = () => app.route().param;
  const unknownId = () => {
    const id = focusedId();
    return id !== undefined && clauseById(id) === undefined ? id : undefined;
  };

  // Open the app on the clause of a deep link: scroll it into view and move focus there.
  // Rules tapped in the bottom bar (or Back) while a clause is open: back to the search and its
  // results, where the player left them, at the top of the screen.
  createEffect(
    on(focusedId, (id, before) => {
      if (!id) {
        if (before) {
          window.scrollTo({ top: 0 });
          document.getElementById('rules-title')?.focus({ preventScroll: true });
        }
        return;
      }
      queueMicrotask(() => {
        const el = document.getElementById(`clause-${id}`);
        if (!el) return;
        el.scrollIntoView({ block: 'start' });
        el.focus({ preventScroll: true });
      });
    }),
  );

  const size = () => app.prefs().textSize;
  const step = (dir: 1 | -1) => {
    const i = TEXT_SIZES.findIndex((s) => s >= size());
    const next = TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, Math.max(0, (i < 0 ? 1 : i) + dir))];
    if (next) app.updatePrefs({ textSize: next });
  };

  const say = (text: string) => showToast(text);

  const linkOf = (clause: Clause) =>
    new URL(routeHref({ screen: 'rules', param: clause.id }), location.href).href;
  const copy = async (clause: Clause) => {
    const url = linkOf(clause);
    say(copied(await copyText(url), url));
  };
  const copied = (outcome: 'copied' | 'not-copied', url: string) =>
    outcome === 'copied'
      ? wordsIn(app.lang(), 'rules').linkCopied
      : wordsIn(app.lang(), 'rules').linkNotCopied + url;
  const share = async (clause: Clause) => {
    const url = linkOf(clause);
    const outcome = await shareText({ title: clauseTitle(app.lang(), clause.id), url });
    if (outcome === 'copied' || outcome === 'not-copied') say(copied(outcome, url));
  };

  return (
    <section
      class="screen rules"
      aria-labelledby="rules-title"
      style={{ '--reading-scale': String(size() / 100) }}
    >
      <h1 id="rules-title" tabindex="-1">
        {wordsIn(app.lang(), 'rules').title}
      </h1>
      <SearchPanel />
      <div class="rules-toolbar">
        <fieldset class="text-size">
          <legend class="visually-hidden">{wordsIn(app.lang(), 'rules').textSize}</legend>
          <button type="button" class="btn" onClick={() => step(-1)}>
            A−<span class="visually-hidden"> {wordsIn(app.lang(), 'rules').smaller}</span>
          </button>
          <span class="size-value" aria-live="polite">
            {size()}%
          </span>
          <button type="button" class="btn" onClick={() => step(1)}>
            A+<span class="visually-hidden"> {wordsIn(app.lang(), 'rules').larger}</span>
          </button>
        </fieldset>
        <Checkbox
          look="switch"
          label={wordsIn(app.lang(), 'rules').sideBySide}
          checked={sideBySide()}
          onChange={(on) => setSideBySide(on)}
        />
      </div>
      <p class="tables-link">
        <a class="rule-link" href={routeHref({ screen: 'tables' })}>
          {wordsIn(app.lang(), 'rules').tables}
        </a>
      </p>
      <Show when={unknownId()}>
        {(id) => (
          <p class="problem" role="alert">
            {wordsIn(app.lang(), 'rules').notFound} <code>{id()}</code>
          </p>
        )}
      </Show>
      <div class="reading">
        <For each={sections}>
          {(section) => (
            <section class="rules-section" aria-labelledby={`section-${section.id}`}>
              <h2 id={`section-${section.id}`} lang={app.lang()}>
                {section.title[app.lang()]}
              </h2>
              <For each={section.clauses}>
                {(id) => {
                  const clause = clauseById(id);
                  const heading = section.headings.find((h) => h.before === id);
                  return (
                    <>
                      {heading ? (
                        <h3 class="group-heading" lang={app.lang()}>
                          {heading[app.lang()]}
                        </h3>
                      ) : null}
                      {clause ? (
                        <ClauseView
                          clause={clause}
                          sideBySide={sideBySide()}
                          focused={focusedId() === id}
                          onShare={share}
                          onCopy={copy}
                        />
                      ) : null}
                    </>
                  );
                }}
              </For>
            </section>
          )}
        </For>
      </div>
      <Glossary />
    </section>
  );
}
