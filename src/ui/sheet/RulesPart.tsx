/**
 * The second part of the printout: the reference chapter's clauses, in the chosen language, each
 * with its label and clause id, under its section's and heading's titles.
 */

import { For } from 'solid-js';
import { wordsIn } from '../../i18n';
import { clauseById, sections } from '../../reference';
import { useApp } from '../../state';

/** The reference chapter's clauses, in the chosen language: the second part of the printout. */
export function RulesPart() {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  return (
    <section class="part part-rules" aria-labelledby="part-rules-title">
      <h2 id="part-rules-title" class="part-title">
        {s().rulesFor}
      </h2>
      <For each={sections}>
        {(section) => (
          <section class="print-section" aria-labelledby={`print-section-${section.id}`}>
            <h3 id={`print-section-${section.id}`}>{section.title[app.lang()]}</h3>
            <For each={section.clauses}>
              {(id) => {
                const clause = clauseById(id);
                const heading = section.headings.find((h) => h.before === id);
                return (
                  <>
                    {heading ? <h4 class="print-heading">{heading[app.lang()]}</h4> : null}
                    {clause ? (
                      <p class="print-clause">
                        <strong>{clause.label[app.lang()]}</strong> {clause.text[app.lang()]}{' '}
                        <span class="clause-id">[{clause.id}]</span>
                      </p>
                    ) : null}
                  </>
                );
              }}
            </For>
          </section>
        )}
      </For>
    </section>
  );
}
