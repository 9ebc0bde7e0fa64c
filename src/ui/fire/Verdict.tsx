import { For, Show } from 'solid-js';
import { wordsIn } from '../../i18n';
import { type Shot, useApp } from '../../state';
import { ModifierList, RefusalList } from '../parts/ChainParts';
import { tablesHref } from '../sheet/sheet-focus';
import { OddsChart } from './OddsChart';

/**
 * Before the roll: the shot is legal (its odds, its modifiers, and the Tables view with them
 * highlighted), or refused (every reason with its clause, and what would be legal instead).
 */
export function Verdict(props: { shot: Shot }) {
  const app = useApp();
  const terms = () => wordsIn(app.lang(), 'terms');
  const t = () => wordsIn(app.lang(), 'fire');
  const s = props.shot;
  return (
    <>
      <Show when={s.shot()}>
        {(cleared) => (
          <div class="verdict ok" role="status">
            <h2 class="verdict-title">✓ {t().legal}</h2>
            <Show when={s.legalOdds()}>
              {(o) => <OddsChart outcomes={o().outcomes} expected={o().expected.total} />}
            </Show>
            <h3>{t().modifiers}</h3>
            <ModifierList modifiers={cleared().modifiers} empty={t().noModifiers} />
            {/* The Tables view with this shot's gun, column and modifiers highlighted. */}
            <a
              class="rule-link why-link"
              href={tablesHref({
                gun: s.battery()?.gunType,
                ammo: s.draft.ammo,
                band: s.band(),
                mods: cleared().modifiers.map((m) => m.code),
                fromFire: true,
              })}
            >
              {wordsIn(app.lang(), 'fire').seeInTable}
            </a>
          </div>
        )}
      </Show>
      <Show when={s.refusals()}>
        {(list) => (
          <div class="verdict refused" role="status" id="fire-refusals" aria-labelledby="fire-refusals-title">
            <h2 class="verdict-title" id="fire-refusals-title">
              ✕ {t().refused}
            </h2>
            <RefusalList refusals={list()} />
            <Show when={s.alternatives().length > 0}>
              <p>{t().instead}</p>
              <div class="alternatives">
                <For each={s.alternatives()}>
                  {(alt) => (
                    <button
                      type="button"
                      class="btn"
                      onClick={() => s.setDraft({ ammo: alt.ammo, rangeMode: 'band', band: alt.band })}
                    >
                      {terms().ammunition[alt.ammo]} · {terms().rangeBands[alt.band]}
                    </button>
                  )}
                </For>
              </div>
            </Show>
          </div>
        )}
      </Show>
    </>
  );
}
