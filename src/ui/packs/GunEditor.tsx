/**
 * One gun type: id, names, which batteries serve it, and its three range bands in both scales.
 * Centimetres (15 mm figures) and inches (25/28 mm) are both shown and either may be typed; the
 * "fill" button copies into empty fields only, with the text's own 10 cm = 6" pairing.
 */

import { For, Show, untrack } from 'solid-js';
import { BATTERY_KINDS, RANGE_BANDS, type RangeBand, SCALES, type Scale } from '../../core';
import { formatNumber, wordsIn } from '../../i18n';
import { type GunForm, readNumber } from '../../packs';
import { useApp } from '../../state';
import { Checkbox } from '../controls/Choices';
import { CellInput, errorId, FieldProblems, fieldId, langsFrom, PackTextField } from './fields';
import './form.css';
import './gun.css';

export interface GunEditorProps {
  gun: GunForm;
  index: number;
  problems: (field: string) => readonly string[];
  /** Problems of this gun type anywhere inside it (for the summary line). */
  problemCount: number;
  onChange: (patch: Partial<GunForm>) => void;
  onRange: (band: RangeBand, scale: Scale, value: string) => void;
  onFill: () => void;
  onRemove: () => void;
  /**
   * Whether the card starts open. Read once: afterwards the player opens and closes it. (Following
   * it closed a new gun type's card under the player's fingers at the short id's first character.)
   */
  open: boolean;
}

export function GunEditor(props: GunEditorProps) {
  const app = useApp();
  const t = () => wordsIn(app.lang(), 'packs');
  const words = () => wordsIn(app.lang(), 'terms');
  const names = () => wordsIn(app.lang(), 'names');
  const base = () => `gunTypes[${props.index}]`;
  const title = () => props.gun.name[app.lang()].trim() || t().gunFallback(props.index + 1);
  /** "15 / 40 / 75 cm" — the bands at a glance in the closed summary. */
  const glance = (scale: Scale) =>
    `${RANGE_BANDS.map((band) => {
      const value = readNumber(props.gun.ranges[band][scale]);
      return typeof value === 'number' ? formatNumber(app.lang(), value) : '?';
    }).join(' / ')} ${words().scales[scale]}`;
  const kindsField = () => `${base()}.batteryKinds`;
  const startsOpen = untrack(() => props.open);

  return (
    <details class="pk-gun" open={startsOpen}>
      <summary>
        <span class="pk-gun-title">{title()}</span>
        <span class="pk-gun-glance muted">
          {glance('cm')} · {glance('in')}
        </span>
        <Show when={props.problemCount > 0}>
          <span class="pk-badge pk-badge-problem">{t().problems(props.problemCount)}</span>
        </Show>
      </summary>
      <div class="pk-gun-body">
        <div class="pk-two">
          <For each={langsFrom(app.lang())}>
            {(lang) => (
              <PackTextField
                field={`${base()}.name.${lang}`}
                label={t().nameIn[lang]}
                context={t().gunFallback(props.index + 1)}
                value={props.gun.name[lang]}
                problems={props.problems(`${base()}.name.${lang}`)}
                onInput={(name) => props.onChange({ name: { ...props.gun.name, [lang]: name } })}
              />
            )}
          </For>
        </div>
        <PackTextField
          field={`${base()}.id`}
          label={t().gunId}
          context={t().gunFallback(props.index + 1)}
          value={props.gun.id}
          problems={props.problems(`${base()}.id`)}
          onInput={(id) => props.onChange({ id })}
          class="pk-short"
        />
        <fieldset
          class="pk-kinds"
          aria-invalid={props.problems(kindsField()).length > 0}
          aria-describedby={props.problems(kindsField()).length > 0 ? errorId(kindsField()) : undefined}
        >
          <legend>{t().batteryKinds}</legend>
          <For each={BATTERY_KINDS}>
            {(kind) => (
              <Checkbox
                id={kind === 'foot' ? fieldId(kindsField()) : undefined}
                label={names().batteryKinds[kind]}
                checked={props.gun[kind]}
                onChange={(on) => props.onChange({ [kind]: on })}
              />
            )}
          </For>
          <FieldProblems field={kindsField()} texts={props.problems(kindsField())} />
        </fieldset>
        <table class="pk-ranges">
          <caption class="pk-visually-hidden">{`${title()}: ${wordsIn(app.lang(), 'packs').guns}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t().band}</th>
              <For each={SCALES}>{(scale) => <th scope="col">{words().scales[scale]}</th>}</For>
            </tr>
          </thead>
          <tbody>
            <For each={RANGE_BANDS}>
              {(band) => (
                <tr>
                  <th scope="row">{words().rangeBands[band]}</th>
                  <For each={SCALES}>
                    {(scale) => {
                      const field = () => `${base()}.ranges.${band}.${scale}`;
                      const invalid = () => props.problems(field()).length > 0;
                      return (
                        <td>
                          <CellInput
                            field={field()}
                            class="pk-input pk-range"
                            maxLength={7}
                            label={t().rangeLabel(title(), words().rangeBands[band], words().scales[scale])}
                            invalid={invalid()}
                            value={props.gun.ranges[band][scale]}
                            onInput={(value) => props.onRange(band, scale, value)}
                          />
                          <FieldProblems field={field()} texts={props.problems(field())} />
                        </td>
                      );
                    }}
                  </For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
        <div class="pk-gun-actions">
          <button type="button" class="btn" onClick={() => props.onFill()}>
            {t().fillOtherScale}
          </button>
          <button type="button" class="btn pk-danger" onClick={() => props.onRemove()}>
            {t().removeGun(title())}
          </button>
        </div>
      </div>
    </details>
  );
}
