import { createMemo } from 'solid-js';
import type { Refusal } from '../../core';
import { wordsIn } from '../../i18n';
import {
  type EditSession,
  UNIT_FORM_FIELDS,
  type UnitFormError,
  type UnitFormField,
  useApp,
  useGame,
  validateUnitForm,
} from '../../state';

/** Where the player's eye goes for each field's error (the form control's id). */
export const fieldId = (field: UnitFormField) => `unit-${field}`;
/** The id of a field's error line (the kit's `${id}-err`). */
export const errorId = (field: UnitFormField) => `${fieldId(field)}-err`;

/**
 * The card form as the editor's parts see it: the draft, its check, and each field's error in the
 * player's language once the player has left the field (or tried to save).
 */
export function createUnitForm(session: () => EditSession) {
  const app = useApp();
  const game = useGame();
  // The roster's words and the editor's own (which come with this chunk, not the first screen's).
  const t = createMemo(() => ({ ...wordsIn(app.lang(), 'app').units, ...wordsIn(app.lang(), 'unitEditor') }));
  const words = () => wordsIn(app.lang(), 'names');
  const draft = () => session().draft;

  const result = createMemo(() =>
    validateUnitForm(draft(), { pack: game.pack(), campaignYear: game.state.game.campaignYear, now: 0 }),
  );
  const errorOf = (field: UnitFormField): UnitFormError | undefined => {
    const r = result();
    if (r.ok) return undefined;
    const error = r.problem.errors[field];
    // Open order that became impossible (class lowered, nation changed) shows at once: it is a
    // consequence of another choice, not an unfinished entry. So does a gun type the rule pack in
    // use lacks: the player opened a card that cannot fire as it is.
    const atOnce = field === 'formation' || field === 'gunType';
    if (error && (session().touched.includes(field) || atOnce)) return error;
    return undefined;
  };
  const visibleErrors = () => UNIT_FORM_FIELDS.filter((f) => errorOf(f) !== undefined);

  const message = (error: UnitFormError): string => {
    const e = t().errors;
    const p = error.params ?? {};
    switch (error.code) {
      case 'name.too-long':
        return e['name.too-long'](p.max ?? 0);
      case 'figures.not-half':
        return e['figures.not-half'](p.min ?? 0, p.max ?? 0);
      case 'figures.out-of-range':
        return e['figures.out-of-range'](p.min ?? 0, p.max ?? 0);
      case 'figures.above-start':
        return e['figures.above-start'](p.max ?? 0);
      case 'gun-type.unknown':
        return e['gun-type.unknown'](draft().gunType);
      default:
        return e[error.code];
    }
  };
  /** A field's error as the kit shows it: one line, or none. */
  const errorTexts = (field: UnitFormField): readonly string[] => {
    const error = errorOf(field);
    return error ? [message(error)] : [];
  };

  /** The engine's refusals (open-order.a–.c), each with a link to its clause. */
  const refusals = (): readonly Refusal[] => {
    const attempt = session().refused;
    if (attempt) return attempt.refusals;
    return errorOf('formation')?.openOrder?.refusals ?? [];
  };

  return { app, game, t, words, draft, result, errorOf, errorTexts, visibleErrors, refusals, session };
}

export type UnitEditorForm = ReturnType<typeof createUnitForm>;
