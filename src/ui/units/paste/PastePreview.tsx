/**
 * Every line of the pasted text as it was read: its number and its kind, the units it makes (name,
 * type, class, figures, brigade, each guessed field marked), the headings' names and commanders,
 * and every guess and problem in the player's language. Blank lines are left out.
 */
import { For, Show } from 'solid-js';
import type { ValidatedPack } from '../../../core';
import { isolateName, wordsIn } from '../../../i18n';
import type { Guess, LineUnit, OobLine, OobParams, OobProblem, OobReading, OobUnit } from '../../../oob';
import type { Lang } from '../../../reference';
import { defaultFigures } from '../../../state';
import type { PasteText } from './paste-text';

/** Names the players wrote, isolated; vocabulary ids in the language. */
function wordParams(params: OobParams | undefined, lang: Lang, pack: ValidatedPack, t: PasteText) {
  const names = wordsIn(lang, 'names');
  const gun = (id: string) => pack.gunTypes.find((g) => g.id === id)?.name[lang] ?? id;
  const vocabularyWord = (field: string, value: string): string => {
    const lists: Record<string, Readonly<Record<string, string>>> = {
      arm: names.arms,
      class: names.unitClasses,
      nation: names.nations,
      type: names.infantryTypes,
      kind: names.batteryKinds,
    };
    return lists[field]?.[value] ?? isolateName(value);
  };
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params ?? {})) {
    const value = String(raw);
    if (key === 'nation') out[key] = names.nations[value as keyof typeof names.nations] ?? value;
    else if (key === 'gunType' || key === 'gun') out[key] = gun(value);
    else if (key === 'kind') out[key] = vocabularyWord('kind', value);
    else if (key === 'field') out[key] = t.fields[value] ?? value;
    else if (key === 'kept' || key === 'dropped')
      out[key] = vocabularyWord(String(params?.field ?? ''), value);
    else out[key] = typeof raw === 'string' ? isolateName(value) : value;
  }
  return out;
}

export interface PreviewProps {
  reading: OobReading;
  lang: Lang;
  pack: ValidatedPack;
  t: PasteText;
}

export function PastePreview(props: PreviewProps) {
  const t = () => props.t;
  const names = () => wordsIn(props.lang, 'names');
  const guessText = (g: Guess) => t().guesses[g.code](wordParams(g.params, props.lang, props.pack, t()));
  const problemText = (p: OobProblem) =>
    t().problems[p.code](wordParams(p.params, props.lang, props.pack, t()));
  const brigadeName = (line: OobLine) => {
    if (line.side === undefined || line.brigade === undefined) return undefined;
    return props.reading.sides[line.side]?.brigades[line.brigade]?.name;
  };
  const typeOf = (u: OobUnit) => {
    if (u.arm === 'infantry') {
      const markers = (Object.keys(u.markers) as (keyof OobUnit['markers'])[])
        .filter((m) => u.markers[m])
        .map((m) => names().markers[m]);
      return [names().infantryTypes[u.infantryType], ...markers].join(', ');
    }
    if (u.arm === 'cavalry') return names().arms.cavalry;
    const gun = props.pack.gunTypes.find((g) => g.id === u.gunType)?.name[props.lang];
    return [names().batteryKinds[u.batteryKind ?? 'foot'], gun].filter(Boolean).join(', ');
  };
  const guessedField = (entry: LineUnit, ...fields: string[]) =>
    entry.guessed.some((g) => fields.includes(g.field));
  const Field = (p: { text: string; guessed: boolean }) => (
    <span class="paste-field" classList={{ guessed: p.guessed }}>
      {p.text}
      <Show when={p.guessed}>
        <span class="paste-guessed-mark"> ({t().guessed})</span>
      </Show>
    </span>
  );
  const Notes = (p: { guessed: readonly Guess[]; problems: readonly OobProblem[] }) => (
    <>
      <Show when={p.guessed.length > 0}>
        <p class="paste-guesses">
          <span class="paste-mark">{t().guessedMark}</span> {p.guessed.map(guessText).join('; ')}
        </p>
      </Show>
      <For each={p.problems}>
        {(problem) => (
          <p class="paste-problem" data-code={problem.code}>
            <span class="paste-mark">{t().problemMark}</span> {problemText(problem)}
          </p>
        )}
      </For>
    </>
  );
  const lines = () => props.reading.lines.filter((l) => l.kind !== 'blank');
  return (
    <ol class="paste-lines">
      <For each={lines()}>
        {(line) => (
          <li
            class="paste-line"
            data-kind={line.kind}
            classList={{
              'has-problem': line.problems.length + line.units.reduce((n, u) => n + u.problems.length, 0) > 0,
            }}
          >
            <p class="paste-line-head">
              <span class="paste-line-no">{t().lineOf(line.number)}</span>
              <span class="paste-kind">{t().kinds[line.kind]}</span>
            </p>
            <p class="paste-line-text">
              <bdi>{line.text.trim()}</bdi>
            </p>
            <Show when={line.units.length > 0}>
              <ul class="paste-units">
                <For each={line.units}>
                  {(entry) => (
                    <li class="paste-unit">
                      <bdi class="paste-unit-name">{entry.unit.name}</bdi>
                      <span class="paste-unit-fields">
                        <Field
                          text={typeOf(entry.unit)}
                          guessed={guessedField(entry, 'arm', 'infantryType', 'batteryKind', 'gunType')}
                        />
                        <Field
                          text={names().unitClasses[entry.unit.class]}
                          guessed={guessedField(entry, 'class')}
                        />
                        <Field
                          text={
                            entry.unit.figures === undefined
                              ? t().figuresDefault(defaultFigures(entry.unit.arm))
                              : t().figures(entry.unit.figures)
                          }
                          guessed={guessedField(entry, 'figures') || entry.unit.figures === undefined}
                        />
                        <Field
                          text={
                            brigadeName(line)
                              ? t().brigadeOf(isolateName(brigadeName(line) ?? ''))
                              : t().noBrigade
                          }
                          guessed={false}
                        />
                      </span>
                      <Notes guessed={entry.guessed} problems={entry.problems} />
                    </li>
                  )}
                </For>
              </ul>
            </Show>
            <Notes guessed={line.guessed} problems={line.problems} />
          </li>
        )}
      </For>
    </ol>
  );
}
