/** Numbers as a player types and reads them in the pack editor: −2, 12,5, 1½, 1 1/2. */

const HALF = '½';
const MINUS = '\u2212';

/**
 * A typed number: `−2` (a real minus, as the rules print it), `-2`, `+1`, `12,5` (a Russian
 * decimal comma). Anything else goes to the validator as the text it is, so its own words say
 * "must be a whole number"; an empty field is left out, so the validator says it is missing.
 */
export function readNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normal = trimmed.replace(/^[−–]/, '-').replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(normal) ? Number(normal) : trimmed;
}

/**
 * Casualties as a player types them from a rulebook's table: `2`, `1.5`, `1,5` (the Russian
 * comma, and what a phone's number pad may offer), `1½`, `1 1/2`, `½`, `1/2`. Anything else is
 * returned as the text it is; an empty cell is left out. Whether it is a whole or half figure is
 * `isFigures`' question, not this one's.
 */
export function readFigures(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normal = trimmed.replace(/^[−–]/, '-').replace(',', '.');
  if (/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(normal)) return Number(normal);
  const half = /^([+-]?)(?:(\d+)\s*½|(?:(\d+)\s+)?1\/2|½)$/.exec(normal);
  if (!half) return trimmed;
  const whole = Number(half[2] ?? half[3] ?? 0) + 0.5;
  return half[1] === '-' ? -whole : whole;
}

/** Whole or half figures (multiples of 0.5, exact in floating point): what a table cell may hold. */
export function isFigures(value: number | string | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Number.isInteger(value * 2);
}

/** A typed cell as it is shown back once the player leaves it: `1.5` and `1,5` become `1½`. */
export function tidyFigures(text: string): string {
  const value = readFigures(text);
  return isFigures(value) && value >= 0 ? figuresText(value) : text;
}

/**
 * The grid's ½ key: `1` → `1½`, empty → `½`, and pressed again it takes the half away (`1½` → `1`,
 * `½` → empty). A cell that is not figures keeps its text with ½ added, and its problem shows.
 */
export function toggleHalf(text: string): string {
  const value = readFigures(text);
  if (value === undefined) return HALF;
  if (!isFigures(value) || value < 0) return `${text.trim()}${HALF}`;
  if (Number.isInteger(value)) return figuresText(value + 0.5);
  const whole = Math.trunc(value);
  return whole === 0 ? '' : figuresText(whole);
}

/** A field as the text the player sees: numbers written out, anything else left empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A modifier as the rules print it: +1, −2 (a real minus), 0. */
export function modifierText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return textOf(value);
  if (value > 0) return `+${value}`;
  return value < 0 ? `${MINUS}${-value}` : '0';
}

/** Casualties as players count them: 2, 1½, ½ (a stored 1.5 is shown back as 1½). */
export function figuresText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return textOf(value);
  if (value < 0 || !Number.isInteger(value * 2) || Number.isInteger(value)) return String(value);
  const whole = Math.trunc(value);
  return whole === 0 ? HALF : `${whole}${HALF}`;
}
