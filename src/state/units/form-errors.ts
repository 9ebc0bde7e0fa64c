/**
 * The unit form's one code list: every problem the form can show beside a field, with its numbers.
 * Read by the model (model.ts), the figures reader below (`parseFigures`) and the words
 * (ui/units/unit-form.ts); "not whole or half figures" is the check kit's `figures.not-half`.
 */
import type { OpenOrderAnswer } from '../../core';
import { fail, ok, type Result } from '../../core/result';
import { MAX_FIGURES } from '../../records/model';

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

// --- figures as the form shows and reads them: whole or half numbers, typed the way a phone keyboard types them ---

/** Figures as the form shows them: "23", "23½", "½" (read back by `parseFigures` in either language). */
export function figuresText(value: number): string {
  const whole = Math.trunc(value);
  if (value - whole !== 0.5) return String(value);
  return whole === 0 ? '½' : `${whole}½`;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d*)[.,](\d+)$/;
const GLYPH_HALF = /^(\d*)\s*½$/;
/**
 * "1/2" (an ordinary or a fraction slash), after a whole number: "23 1/2" needs the space, since
 * "11/2" could be 1½ or 5½ and is not guessed.
 */
const SLASH_HALF = /^(?:(\d+)\s+)?1\s*[/\u2044]\s*2$/;

/** The magnitude typed, if it is a whole or half number in a form a phone keyboard gives. */
function readHalves(text: string): number | undefined {
  if (WHOLE.test(text)) return Number(text);
  const decimal = DECIMAL.exec(text);
  if (decimal) {
    const value = Number(`${decimal[1] || '0'}.${decimal[2]}`);
    return Number.isInteger(value * 2) ? value : undefined;
  }
  const glyph = GLYPH_HALF.exec(text) ?? SLASH_HALF.exec(text);
  if (glyph) return Number(glyph[1] || '0') + 0.5;
  return undefined;
}

/**
 * Reads typed figures: whole or half numbers from 0 to 999, as a phone keyboard types them:
 * "23", "23.5", "23,5", "23½", "23 1/2", "½". Spaces around are forgiven. Anything else (other
 * fractions, words, an empty box) is "not a whole or half number"; a number outside 0–999 is
 * "out of range".
 */
export function parseFigures(text: string): Result<number, UnitFormError> {
  const trimmed = text.trim();
  const range = { min: 0, max: MAX_FIGURES };
  const sign = /^[+-]/.exec(trimmed)?.[0];
  const magnitude = readHalves(sign ? trimmed.slice(1).trimStart() : trimmed);
  if (magnitude === undefined) return fail({ code: 'figures.not-half', params: range });
  const value = sign === '-' && magnitude > 0 ? -magnitude : magnitude;
  if (value < 0 || value > MAX_FIGURES) return fail({ code: 'figures.out-of-range', params: range });
  return ok(value);
}
