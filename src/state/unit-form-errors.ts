/**
 * The unit form's one code list: every problem the form can show beside a field, with its numbers.
 * Read by the model (units-model.ts), the figures reader (unit-figures.ts) and the words
 * (ui/units/unit-form.ts); "not whole or half figures" is the check kit's `figures.not-half`.
 */
import type { OpenOrderAnswer } from '../core';

export const UNIT_FORM_FIELDS = [
  'name',
  'startFigures',
  'figures',
  'screenFigures',
  'gunType',
  'formation',
] as const;
export type UnitFormField = (typeof UNIT_FORM_FIELDS)[number];

export const UNIT_FORM_ERROR_CODES = [
  'name.required',
  'name.too-long',
  'figures.not-half',
  'figures.out-of-range',
  'figures.above-start',
  'screen.at-least-one',
  'gun-type.unknown',
  'gun-type.wrong-battery-kind',
  'formation.open-order-refused',
  'formation.not-for-arm',
] as const;
export type UnitFormErrorCode = (typeof UNIT_FORM_ERROR_CODES)[number];

export interface UnitFormError {
  code: UnitFormErrorCode;
  /** Numeric details for the message (a limit). */
  params?: Readonly<Record<string, number>>;
  /** For `formation.open-order-refused`: the engine's answer, with every reason and clause. */
  openOrder?: OpenOrderAnswer & { ok: false };
}

export type UnitFormErrors = Partial<Record<UnitFormField, UnitFormError>>;
