/**
 * One pack in the list: its name, version, badges (built in, draft, practice or official, in use),
 * source note, and what can be done with it (use, edit, copy, share, delete).
 */

import { Show } from 'solid-js';
import type { ValidatedPack } from '../../core/pack';
import { wordsIn } from '../../i18n';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import { useApp } from '../../state';
import { packQrHref } from '../share/outgoing';
import type { PackRow } from './pack-rows';

export function PackCard(props: {
  row: PackRow;
  active: boolean;
  go: (param: string) => void;
  onUse: () => void;
  onRemove: () => void;
  onShareFile: (pack: ValidatedPack) => void;
  onShareLink: (pack: ValidatedPack) => void;
}) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'packs');
  const lang = () => app.lang();
  const row = props.row;
  const active = () => props.active;
  const headingId = `pk-row-${row.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <li class="pk-card" classList={{ active: active(), draft: row.pack === undefined }}>
      <h2 id={headingId} class="pk-card-title">
        {row.name}
      </h2>
      <p class="pk-badges">
        <span class="pk-badge">{t().version(row.version)}</span>
        <Show when={row.key === BUILT_IN_PACK_ID}>
          <span class="pk-badge">{t().builtIn}</span>
        </Show>
        <Show when={row.pack === undefined}>
          <span class="pk-badge pk-badge-problem">{t().draftBadge}</span>
        </Show>
        <span
          class="pk-badge"
          classList={{ 'pk-badge-practice': !row.official, 'pk-badge-official': row.official }}
        >
          {row.official ? (row.imported ? t().sharedOfficialBadge : t().officialBadge) : t().practiceBadge}
        </span>
        <Show when={active()}>
          <span class="pk-badge pk-badge-active">✓ {t().activeBadge}</span>
        </Show>
      </p>
      <Show when={row.source.trim() !== ''}>
        <p class="pk-source">
          <span class="muted">{t().source}: </span>
          {row.source}
        </p>
      </Show>
      <Show when={row.pack === undefined}>
        <p class="error">{t().problems(row.problems)}</p>
      </Show>
      <div class="pk-card-actions">
        <Show when={row.pack && !active()}>
          <button type="button" class="btn primary" onClick={() => props.onUse()}>
            {t().use}
          </button>
        </Show>
        <Show when={row.entry}>
          <button type="button" class="btn" onClick={() => props.go(`edit/${row.key}`)}>
            {row.pack ? t().edit : t().continueDraft}
          </button>
        </Show>
        <Show when={row.pack && row.key !== BUILT_IN_PACK_ID}>
          <button type="button" class="btn" onClick={() => props.go(`new/${row.key}`)}>
            {t().copy}
          </button>
        </Show>
        <Show when={row.entry && row.pack}>
          {(_) => (
            <>
              <a class="btn pk-manage" href={packQrHref(row.key)}>
                {wordsIn(lang(), 'share').showAsQr}
              </a>
              <button type="button" class="btn" onClick={() => row.pack && props.onShareFile(row.pack)}>
                {t().shareFile}
              </button>
              <button type="button" class="btn" onClick={() => row.pack && props.onShareLink(row.pack)}>
                {t().shareLink}
              </button>
            </>
          )}
        </Show>
        <Show when={row.entry}>
          <button type="button" class="btn pk-danger" onClick={() => props.onRemove()}>
            {t().deletePack}
          </button>
        </Show>
      </div>
    </li>
  );
}
