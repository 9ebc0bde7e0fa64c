/**
 * The Packs screen's routes (`#/settings/packs…`), loaded on first visit (its own chunk):
 *   packs                    the list
 *   packs/new[/<id>]         a new pack from the practice pack or from pack <id>
 *   packs/edit/<key>         edit a saved pack or continue a draft (`draft:…`)
 *   packs/import             import from a file or pasted text
 *   packs/import/<payload>   a shared link: the pack in the fragment, imported offline
 */
import { createMemo, Match, on, Switch } from 'solid-js';
import type { ValidatedPack } from '../../core/pack';
import { byLang } from '../../i18n';
import { packsEn } from '../../i18n/packs';
import { packsRu } from '../../i18n/ru/packs';
import { copyDraft, draftFromData, type PackDraft } from '../../packs/draft';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import { useApp } from '../../state/app-context';
import { newId } from '../../state/game';
import { usePacks } from '../../state/packs';
import { DRAFT_KEY_PREFIX, isDraftKey } from '../../storage/packs';
import { PackEditor } from './PackEditor';
import { PackImport } from './PackImport';
import { PackList } from './PackList';
import { PackToasts } from './toasts';

interface EditTarget {
  readonly draftKey: string;
  readonly initial: PackDraft;
  readonly original?: ValidatedPack;
}

export function PacksRoutes() {
  const app = useApp();
  const packs = usePacks();
  const t = () => byLang(app.lang(), packsEn, packsRu);
  /** The part after `packs`, e.g. `edit/draft:…`. */
  const rest = () => (app.route().param ?? 'packs').replace(/^packs\/?/, '');
  const go = (param: string) =>
    app.navigate({ screen: 'settings', param: param ? `packs/${param}` : 'packs' });
  /** Back to the list, replacing the history entry (a shared link is not re-opened by Back). */
  const toList = () => location.replace('#/settings/packs');

  const uniqueId = (base: string) => {
    const taken = new Set(packs.stored().map((p) => p.key));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    return id;
  };

  /** What the editor opens with, or undefined when the route names nothing on this phone. */
  // Recomputed only when the route changes (or the packs finish loading): saving a draft must not
  // reopen the editor on what was stored, nor give a new pack a second draft key.
  const editTarget = createMemo(
    on([rest, packs.loaded], ([path, loaded]): EditTarget | undefined => {
      if (!loaded) return undefined;
      if (path === 'new' || path.startsWith('new/')) {
        const from =
          packs.find(path.slice('new/'.length) || BUILT_IN_PACK_ID) ?? packs.find(BUILT_IN_PACK_ID);
        if (!from) return undefined;
        const identity = {
          id: uniqueId(from.id === BUILT_IN_PACK_ID ? t().newIdBase : `${from.id}-copy`),
          nameEn:
            from.id === BUILT_IN_PACK_ID
              ? byLang(app.lang(), packsEn, packsRu).newNameEn
              : `${from.name.en} (2)`,
          nameRu:
            from.id === BUILT_IN_PACK_ID
              ? byLang(app.lang(), packsEn, packsRu).newNameRu
              : `${from.name.ru} (2)`,
        };
        return { draftKey: `${DRAFT_KEY_PREFIX}${newId()}`, initial: copyDraft(from, identity) };
      }
      if (path.startsWith('edit/')) {
        const key = path.slice('edit/'.length);
        const entry = packs.stored().find((p) => p.key === key);
        if (!entry) return undefined;
        if (entry.status === 'ready')
          return {
            draftKey: `${DRAFT_KEY_PREFIX}${key}`,
            initial: draftFromData(entry.pack),
            original: entry.pack,
          };
        // A draft of a saved pack keeps that pack's id; a draft of a new pack does not have one yet.
        const of = isDraftKey(key) ? packs.find(key.slice(DRAFT_KEY_PREFIX.length)) : undefined;
        const target: EditTarget = { draftKey: key, initial: draftFromData(entry.data) };
        return of && of.id !== BUILT_IN_PACK_ID ? { ...target, original: of } : target;
      }
      return undefined;
    }),
  );

  return (
    <>
      <Switch fallback={<PackList go={go} />}>
        <Match when={rest().startsWith('import')}>
          <PackImport
            {...(rest().startsWith('import/') ? { payload: rest().slice('import/'.length) } : {})}
            onDone={toList}
          />
        </Match>
        <Match when={editTarget()} keyed>
          {(target) => (
            <PackEditor
              draftKey={target.draftKey}
              initial={target.initial}
              {...(target.original ? { original: target.original } : {})}
              onDone={toList}
            />
          )}
        </Match>
      </Switch>
      <PackToasts />
    </>
  );
}
