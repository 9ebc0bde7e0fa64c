/**
 * Pack edits put aside (Back, another screen, a reload) with something typed: each offered to
 * continue or to discard. Shown on the packs list and in Settings, where the player comes back.
 */

import { For, Show } from 'solid-js';
import { isolateName, wordsIn } from '../../i18n';
import type { PackForm } from '../../packs/form';
import { dropPackEdit, editsPutAside, routeHref, useApp } from '../../state';

/** `go` (the packs list's own navigation) opens the edit; without it, a link does. */
export function PackResumeOffer(props: { go?: (param: string) => void }) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'packs');
  const aside = () => editsPutAside(app.route());
  const nameOf = (draft: PackForm) => draft.name[app.lang()].trim() || t().untitled;
  return (
    <Show when={aside().length > 0}>
      <div class="pk-resume">
        <For each={aside()}>
          {(edit) => (
            <div class="banner" role="status">
              <span>{t().notSavedYet(isolateName(nameOf(edit.draft)))}</span>
              <Show
                when={props.go}
                fallback={
                  <a
                    class="btn primary"
                    href={routeHref({ screen: 'settings', param: `packs/edit/${edit.draftKey}` })}
                  >
                    {t().continueEdit}
                  </a>
                }
              >
                {(go) => (
                  <button type="button" class="btn primary" onClick={() => go()(`edit/${edit.draftKey}`)}>
                    {t().continueEdit}
                  </button>
                )}
              </Show>
              <button type="button" class="btn" onClick={() => dropPackEdit(edit.draftKey)}>
                {t().discard}
              </button>
            </div>
          )}
        </For>
      </div>
    </Show>
  );
}
