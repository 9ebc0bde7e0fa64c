/**
 * The unit card editor's model: defaults for a new card, the form's state (figures kept as the
 * text the player typed, so bad input loses nothing), validation with stable codes (the roster's
 * derived facts are in roster.ts, which the first screen loads without the form). Plain functions over plain data: no
 * Solid, no storage, no sentences; the UI turns codes into words (ui/units/unit-form.ts): the
 * form's one code list, every problem it can show beside a field with its numbers ("not whole or
 * half figures" is the check kit's `figures.not-half`), figures as typed (`parseFigures`), a card's
 * copy (`duplicateCard`).
 */
import {
  CAVALRY_FORMATIONS,
  canFormOpenOrder,
  type Formation,
  fail,
  type InfantryMarkers,
  isOneOf,
  type Nation,
  NO_MARKERS,
  type OpenOrderAnswer,
  ok,
  type Result,
  type RulePack,
} from '../../core';
import { MAX_FIGURES, MAX_NAME_LENGTH, type UnitCard, type UnitSide } from '../../records';

export { MAX_FIGURES, MAX_NAME_LENGTH };

// --- the form's codes and its figures as typed ---

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

/** A typical battalion on the table (the default). */
export const DEFAULT_BATTALION_FIGURES = 36;
/** Crew figures of a battery; our default, not a number from the rules text. */
export const DEFAULT_BATTERY_FIGURES = 4;
/**
 * A cavalry regiment on the table; our default, not a number from the rules text (the text gives
 * none): a common club size, changed in the editor like any other.
 */
export const DEFAULT_CAVALRY_FIGURES = 12;
export const DEFAULT_NATION: Nation = 'france';

export type Arm = UnitCard['arm'];

/** What the form holds: the card, with every number as typed. */
export interface UnitForm {
  id: string;
  name: string;
  side: UnitSide;
  nation: Nation;
  arm: Arm;
  infantryType: UnitCard['infantryType'];
  markers: InfantryMarkers;
  class: UnitCard['class'];
  startFigures: string;
  figures: string;
  formation: Formation;
  screenAttached: boolean;
  screenFigures: string;
  gunType: string;
  batteryKind: UnitCard['batteryKind'];
  /** v6: the brigade (absent: unattached) and the place in it, as the card has them. */
  brigadeId?: string;
  order?: number;
  createdAt: number;
  /**
   * The screen's figures as stored when an attached screen was opened for editing: a screen that
   * fire left at ½ may be saved as it is, while a screen typed in must have at least 1 figure.
   */
  storedScreenFigures?: number;
}

/** Why a unit form is not a card yet: every field's error at once (the form shows each beside its field). */
export interface UnitFormProblem {
  readonly code: 'unit-form-invalid';
  readonly errors: UnitFormErrors;
}

export type UnitFormResult = Result<UnitCard, UnitFormProblem>;

/** The nation a new card on this side most likely has: the last one used on that side, else anywhere. */
export function lastUsedNation(units: readonly UnitCard[], side: UnitSide): Nation {
  const latest = (cards: readonly UnitCard[]) =>
    cards.reduce<UnitCard | undefined>(
      (best, u) => (!best || u.updatedAt > best.updatedAt ? u : best),
      undefined,
    );
  return (latest(units.filter((u) => u.side === side)) ?? latest(units))?.nation ?? DEFAULT_NATION;
}

/** The first gun type of the pack this battery kind may serve (a gun type without kinds serves both). */
export function defaultGunType(pack: Pick<RulePack, 'gunTypes'>, kind: UnitCard['batteryKind']): string {
  const fits = pack.gunTypes.find((g) => !g.batteryKinds || g.batteryKinds.includes(kind));
  return fits?.id ?? pack.gunTypes[0]?.id ?? '';
}

export interface NewCardContext {
  id: string;
  now: number;
  units: readonly UnitCard[];
  pack: Pick<RulePack, 'gunTypes'>;
  /**
   * Where the new card starts (issue 34): the brigade it was started from (its side, and the
   * nation and class of its last saved unit); absent: the side, brigade, nation and class of the
   * last card saved.
   */
  like?: { side: UnitSide; brigadeId?: string };
}

/** The card saved last (the latest `updatedAt`) among these. */
function lastSaved(units: readonly UnitCard[]): UnitCard | undefined {
  return units.reduce<UnitCard | undefined>(
    (best, u) => (!best || u.updatedAt > best.updatedAt ? u : best),
    undefined,
  );
}

/** The figures a new card of this arm starts with (our defaults, see above). */
export function defaultFigures(arm: Arm): number {
  switch (arm) {
    case 'infantry':
      return DEFAULT_BATTALION_FIGURES;
    case 'cavalry':
      return DEFAULT_CAVALRY_FIGURES;
    case 'artillery':
      return DEFAULT_BATTERY_FIGURES;
  }
}

/**
 * A new card with every field filled sensibly, so only a name is left to type: the side, brigade,
 * nation and class of the last card saved (or of the brigade it was started from: its last saved
 * unit's nation and class); a line battalion of 36 figures in line, cavalry of 12 figures in line,
 * or a foot battery with the pack's first gun. With no card yet: my side, no brigade, France, line.
 */
export function newUnitForm(arm: Arm, ctx: NewCardContext): UnitForm {
  const last = lastSaved(ctx.units);
  const side: UnitSide = ctx.like?.side ?? last?.side ?? 'mine';
  const brigadeId = ctx.like ? ctx.like.brigadeId : last?.brigadeId;
  const model = ctx.like
    ? lastSaved(ctx.units.filter((u) => u.side === side && u.brigadeId === brigadeId))
    : last;
  const figures = String(defaultFigures(arm));
  return {
    id: ctx.id,
    name: '',
    side,
    ...(brigadeId === undefined ? {} : { brigadeId }),
    nation: model?.nation ?? lastUsedNation(ctx.units, side),
    arm,
    infantryType: 'line',
    markers: { ...NO_MARKERS },
    class: model?.class ?? 'line',
    startFigures: figures,
    figures,
    formation: 'line',
    screenAttached: false,
    screenFigures: '0',
    gunType: defaultGunType(ctx.pack, 'foot'),
    batteryKind: 'foot',
    createdAt: ctx.now,
  };
}

export function unitFormFromCard(card: UnitCard): UnitForm {
  return {
    id: card.id,
    name: card.name,
    side: card.side,
    nation: card.nation,
    arm: card.arm,
    infantryType: card.infantryType,
    markers: { ...card.markers },
    class: card.class,
    startFigures: figuresText(card.startFigures),
    figures: figuresText(card.figures),
    formation: card.formation,
    screenAttached: card.screen.attached,
    screenFigures: figuresText(card.screen.figures),
    gunType: card.gunType,
    batteryKind: card.batteryKind,
    ...(card.brigadeId === undefined ? {} : { brigadeId: card.brigadeId }),
    ...(card.order === undefined ? {} : { order: card.order }),
    createdAt: card.createdAt,
    ...(card.screen.attached ? { storedScreenFigures: card.screen.figures } : {}),
  };
}

/**
 * May this battalion stand in open order in this campaign year? The engine decides
 * (open-order.a–.c; the campaign year decides open-order.c's "from 1812").
 */
export function openOrderAnswer(
  draft: Pick<UnitForm, 'arm' | 'nation' | 'infantryType' | 'markers' | 'class'>,
  campaignYear: number,
): OpenOrderAnswer {
  return canFormOpenOrder(
    {
      arm: draft.arm,
      nation: draft.nation,
      infantryType: draft.infantryType,
      markers: draft.markers,
      class: draft.class,
    },
    campaignYear,
  );
}

function nameError(name: string): UnitFormError | undefined {
  if (name === '') return { code: 'name.required' };
  return [...name].length > MAX_NAME_LENGTH
    ? { code: 'name.too-long', params: { max: MAX_NAME_LENGTH } }
    : undefined;
}

/** A battalion's screen as typed: "at least one figure" (issue 15): 0 never, ½ only as fire left it. */
function screenError(draft: UnitForm, screen: Result<number, UnitFormError>): UnitFormError | undefined {
  if (!screen.ok) return screen.problem;
  const leftByFire = screen.value > 0 && screen.value === draft.storedScreenFigures;
  return screen.value < 1 && !leftByFire ? { code: 'screen.at-least-one' } : undefined;
}

function gunTypeError(draft: UnitForm, pack: Pick<RulePack, 'gunTypes'>): UnitFormError | undefined {
  const gun = pack.gunTypes.find((g) => g.id === draft.gunType);
  if (!gun) return { code: 'gun-type.unknown' };
  return gun.batteryKinds && !gun.batteryKinds.includes(draft.batteryKind)
    ? { code: 'gun-type.wrong-battery-kind' }
    : undefined;
}

function formationError(draft: UnitForm, campaignYear: number): UnitFormError | undefined {
  if (draft.arm === 'infantry' && draft.formation === 'open-order') {
    const answer = openOrderAnswer(draft, campaignYear);
    return answer.ok ? undefined : { code: 'formation.open-order-refused', openOrder: answer };
  }
  return draft.arm === 'cavalry' && !isOneOf(CAVALRY_FORMATIONS, draft.formation)
    ? { code: 'formation.not-for-arm' }
    : undefined;
}

/** Every problem of the unit form, field by field; a valid form becomes a card. */
export function validateUnitForm(
  draft: UnitForm,
  ctx: { pack: Pick<RulePack, 'gunTypes'>; campaignYear: number; now: number },
): UnitFormResult {
  const name = draft.name.trim();
  const start = parseFigures(draft.startFigures);
  const current = parseFigures(draft.figures);
  const isBattalion = draft.arm === 'infantry';
  const isBattery = draft.arm === 'artillery';
  const screen = isBattalion && draft.screenAttached ? parseFigures(draft.screenFigures) : undefined;
  const found: UnitFormErrors = {
    name: nameError(name),
    startFigures: start.ok ? undefined : start.problem,
    figures: !current.ok
      ? current.problem
      : start.ok && current.value > start.value
        ? { code: 'figures.above-start', params: { max: start.value } }
        : undefined,
    screenFigures: screen ? screenError(draft, screen) : undefined,
    gunType: isBattery ? gunTypeError(draft, ctx.pack) : undefined,
    formation: formationError(draft, ctx.campaignYear),
  };
  const errors = Object.fromEntries(
    Object.entries(found).filter(([, error]) => error !== undefined),
  ) as UnitFormErrors;

  if (Object.keys(errors).length > 0 || !start.ok || !current.ok) {
    return fail({ code: 'unit-form-invalid', errors });
  }
  const screenFigures = screen?.ok ? screen.value : 0;
  return ok({
    id: draft.id,
    name,
    side: draft.side,
    nation: draft.nation,
    arm: draft.arm,
    infantryType: draft.infantryType,
    // Markers and a screen are a battalion's; cavalry and batteries never carry them.
    markers: isBattalion ? { ...draft.markers } : { ...NO_MARKERS },
    class: draft.class,
    startFigures: start.value,
    figures: current.value,
    formation: isBattery ? 'line' : draft.formation,
    screen: { attached: isBattalion && draft.screenAttached, figures: screenFigures },
    gunType: draft.gunType,
    batteryKind: draft.batteryKind,
    ...(draft.brigadeId === undefined ? {} : { brigadeId: draft.brigadeId }),
    ...(draft.order === undefined ? {} : { order: draft.order }),
    createdAt: draft.createdAt,
    updatedAt: ctx.now,
  });
}

/** How many copies "Add N more like this" makes at most. */
export const MAX_MORE_LIKE_THIS = 40;

/**
 * The names of N numbered copies, in order: a name that starts with a number ("1/45e", "2. Btn")
 * goes on from it (2/45e, 3/45e…), one that ends with a number ("Battery 1") likewise; any other
 * name gets 2, 3… after it ("Grenzer 2"). Each cut to fit a card's name.
 */
export function numberedNames(name: string, count: number): string[] {
  const trimmed = name.trim();
  const lead = /^(\d+)(\D.*)$/su.exec(trimmed);
  const tail = /^(.*\D)(\d+)$/su.exec(trimmed);
  const cut = (text: string) => [...text].slice(0, MAX_NAME_LENGTH).join('');
  return Array.from({ length: count }, (_, i) => {
    if (lead) return cut(`${Number(lead[1]) + i + 1}${lead[2]}`);
    if (tail) return cut(`${tail[1]}${Number(tail[2]) + i + 1}`);
    const number = ` ${i + 2}`;
    return (
      [...trimmed]
        .slice(0, MAX_NAME_LENGTH - number.length)
        .join('')
        .trimEnd() + number
    );
  });
}

// --- a copy of a card (the roster's Duplicate): a fresh card right after the original ---

/**
 * When a copy is made: between the original and the next card on its side, so the copy sits right
 * after the original on the roster (which is in the order cards were made). When there is no
 * whole millisecond left between the two, or the original is its side's last card, the copy is
 * made "now" and goes last.
 */
function copyCreatedAt(card: UnitCard, units: readonly UnitCard[], now: number): number {
  const next = units
    .filter((u) => u.side === card.side && u.id !== card.id && u.createdAt > card.createdAt)
    .reduce((min, u) => Math.min(min, u.createdAt), Number.POSITIVE_INFINITY);
  if (!Number.isFinite(next)) return Math.max(now, card.createdAt + 1);
  if (next - card.createdAt < 2) return Math.max(now, next + 1);
  return Math.floor((card.createdAt + next) / 2);
}

/**
 * A fresh copy with a new id, right after the original: at its starting figures (a new unit of
 * the same kind, not one that has been under fire); the skirmish screen keeps its figures (no
 * starting count is kept for it). The name gets the caller's suffix, cut to fit 60 characters.
 */
export function duplicateCard(
  card: UnitCard,
  ctx: { id: string; now: number; suffix: string; units?: readonly UnitCard[] },
): UnitCard {
  const suffix = ctx.suffix;
  const room = MAX_NAME_LENGTH - [...suffix].length;
  const name = [...card.name].slice(0, Math.max(0, room)).join('').trimEnd() + suffix;
  const createdAt = copyCreatedAt(card, ctx.units ?? [], ctx.now);
  return {
    ...card,
    markers: { ...card.markers },
    screen: { ...card.screen },
    figures: card.startFigures,
    id: ctx.id,
    name,
    createdAt,
    updatedAt: ctx.now,
  };
}
