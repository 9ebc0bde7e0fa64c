/**
 * The quick-reference sheet's tables as plain data, built from the active rule pack: gun ranges in
 * a scale, every modifier with its value and clause, the casualty tables by ammunition and range
 * band. No DOM, no Solid: the Tables view and its print view only draw what this returns (the
 * shot a route points at: sheet-focus.ts; the sticks and pages on paper: print-model.ts).
 */
import {
  AMMUNITION,
  type Ammo,
  MORALE_THRESHOLDS,
  type Modifier,
  type ModifierCode,
  type MoraleThresholdKind,
  OPEN_ORDER_TARGET_MODIFIER,
  type PackText,
  RANGE_BANDS,
  type RangeBand,
  type RulePack,
  type Scale,
  tableColumn,
  type ValidatedPack,
} from '../../core';

/** One band of a gun's range: from the previous band's far edge to its own, in one scale. */
export interface BandSpan {
  readonly band: RangeBand;
  readonly from: number;
  readonly to: number;
}

export interface GunRangeRow {
  readonly id: string;
  readonly name: PackText;
  readonly bands: readonly BandSpan[];
}

/** The bands of one gun's ranges in a scale, nearest first (the canister band starts at 0). */
export function bandSpans(ranges: RulePack['gunTypes'][number]['ranges'], scale: Scale): BandSpan[] {
  let from = 0;
  return RANGE_BANDS.map((band) => {
    const to = ranges[band][scale];
    const span = { band, from, to };
    from = to;
    return span;
  });
}

/** Every gun type of the pack with its three bands in the player's scale, in the pack's order. */
export function gunRangeRows(pack: RulePack, scale: Scale): GunRangeRow[] {
  return pack.gunTypes.map((gun) => ({ id: gun.id, name: gun.name, bands: bandSpans(gun.ranges, scale) }));
}

/**
 * Every modifier the pack and the rules text give, with its value and clause, in the order a
 * player looks for them: target formation (open order's −2 is the text's own), cavalry, a battery,
 * then the battery's own movement. A modifier the pack leaves out is not listed (it adds nothing).
 */
export function sheetModifiers(pack: RulePack): Modifier[] {
  const { targetFormation, cavalryFormation, batteryTarget, movedHalf } = pack.modifiers;
  const fromPack = (code: ModifierCode, value: number | undefined, ruleRef: Modifier['ruleRef']) =>
    value === undefined ? [] : [{ code, value, ruleRef, source: 'pack' as const }];
  return [
    ...fromPack('target-formation.line', targetFormation.line, 'artillery.procedure'),
    ...fromPack('target-formation.column', targetFormation.column, 'artillery.procedure'),
    ...fromPack('target-formation.square', targetFormation.square, 'artillery.procedure'),
    ...fromPack(
      'target-formation.skirmish-screen',
      targetFormation['skirmish-screen'],
      'artillery.procedure',
    ),
    OPEN_ORDER_TARGET_MODIFIER,
    ...fromPack('target-cavalry.line', cavalryFormation?.line, 'artillery.procedure'),
    ...fromPack('target-cavalry.column', cavalryFormation?.column, 'artillery.procedure'),
    ...fromPack('target.battery', batteryTarget, 'artillery.procedure'),
    ...fromPack('battery.moved-half', movedHalf, 'artillery.movement'),
  ];
}

/** A morale threshold the pack gives: which, its percentage and the pack's words. */
export interface MoraleRow {
  readonly kind: MoraleThresholdKind;
  readonly percent: number;
  readonly words: PackText;
}

/** The pack's morale thresholds in the order the editor asks for them; none where it gives none. */
export function moraleRows(pack: RulePack): MoraleRow[] {
  return MORALE_THRESHOLDS.flatMap((kind) => {
    const threshold = pack.morale?.[kind];
    return threshold ? [{ kind, percent: threshold.percent, words: threshold.words }] : [];
  });
}

/** One ammunition's casualty table: a row per modified score, a cell per range band. */
export interface CasualtyTableView {
  readonly ammo: Ammo;
  /** `possible: false` where the pack has no column (this ammunition cannot fire at that band). */
  readonly bands: readonly { readonly band: RangeBand; readonly possible: boolean }[];
  /** Lowest score first. A cell is undefined where its column has no row for that score. */
  readonly rows: readonly { readonly score: number; readonly cells: readonly (number | undefined)[] }[];
}

/** The casualty table of the pack, one table per ammunition, scores from the lowest row of any band to the highest. */
export function casualtyTables(pack: ValidatedPack): CasualtyTableView[] {
  return AMMUNITION.map((ammo) => {
    const columns = RANGE_BANDS.map((band) => tableColumn(pack, ammo, band));
    const scores = columns.flatMap((column) => (column ?? []).map((row) => row.score));
    const rows: { score: number; cells: (number | undefined)[] }[] = [];
    if (scores.length > 0) {
      for (let score = Math.min(...scores); score <= Math.max(...scores); score++) {
        rows.push({
          score,
          cells: columns.map((column) => column?.find((row) => row.score === score)?.casualties),
        });
      }
    }
    return {
      ammo,
      bands: RANGE_BANDS.map((band, index) => ({ band, possible: columns[index] !== null })),
      rows,
    };
  });
}
