/**
 * What importing (or saving) a pack would change, in the terms a player checks against the
 * rulebook: a gun type's range, a modifier, a cell of the casualty table (by ammunition, band and
 * modified score, not by row position, so a column that starts lower does not show every row as
 * changed). Gun types are matched by id.
 */

import type { CasualtyTable, GunType, PackText, RulePack } from '../core';
import {
  AMMUNITION,
  type Ammo,
  BATTERY_KINDS,
  type BatteryKind,
  CAVALRY_FORMATIONS,
  LANGS,
  MORALE_THRESHOLDS,
  PACK_FORMATIONS,
  RANGE_BANDS,
  type RangeBand,
  SCALES,
} from '../core';

/** A leaf value as it appears in a pack; `undefined` means absent. */
export type PackLeaf = string | number | boolean | readonly string[] | undefined;

export type PackChange =
  /**
   * A field of the pack itself: `name.en`, `version`, `modifiers.targetFormation.column`,
   * `modifiers.cavalryFormation.line`, `modifiers.batteryTarget`, `morale.brigadeLost.percent`…
   */
  | { readonly kind: 'field'; readonly path: string; readonly before: PackLeaf; readonly after: PackLeaf }
  | { readonly kind: 'gun-added'; readonly gun: GunType }
  | { readonly kind: 'gun-removed'; readonly gun: GunType }
  /** A field of a gun type both packs have: `name.ru`, `batteryKinds`, `ranges.long.cm`. */
  | {
      readonly kind: 'gun';
      readonly gun: GunType;
      readonly path: string;
      readonly before: PackLeaf;
      readonly after: PackLeaf;
    }
  /** Whether this ammunition can be fired at this band at all (a column or `null`). */
  | {
      readonly kind: 'column';
      readonly ammo: Ammo;
      readonly band: RangeBand;
      readonly before: boolean;
      readonly after: boolean;
    }
  /** Casualties (whole or half figures) at one modified score; `undefined` where the column has no such row. */
  | {
      readonly kind: 'cell';
      readonly ammo: Ammo;
      readonly band: RangeBand;
      readonly score: number;
      readonly before: number | undefined;
      readonly after: number | undefined;
    };

function same(a: PackLeaf, b: PackLeaf): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** Battery kinds as a player reads them: absent and "both" mean the same guns. */
function kinds(gun: GunType): readonly BatteryKind[] {
  return BATTERY_KINDS.filter((kind) => gun.batteryKinds === undefined || gun.batteryKinds.includes(kind));
}

/** A text's leaf in every language: `name.ru`, `name.en`… */
function texts(field: string, text: PackText): [string, PackLeaf][] {
  return LANGS.map((lang) => [`${field}.${lang}`, text[lang]]);
}

function gunLeaves(gun: GunType): [string, PackLeaf][] {
  const leaves: [string, PackLeaf][] = [...texts('name', gun.name), ['batteryKinds', kinds(gun)]];
  for (const band of RANGE_BANDS)
    for (const scale of SCALES) leaves.push([`ranges.${band}.${scale}`, gun.ranges[band][scale]]);
  return leaves;
}

function packLeaves(pack: RulePack): [string, PackLeaf][] {
  const leaves: [string, PackLeaf][] = [
    ['id', pack.id],
    ['version', pack.version],
    ...texts('name', pack.name),
    ...texts('source', pack.source),
    ['official', pack.official],
    ['scales', SCALES.filter((scale) => pack.scales.includes(scale))],
    ['modifiers.movedHalf', pack.modifiers.movedHalf],
  ];
  for (const formation of PACK_FORMATIONS)
    leaves.push([`modifiers.targetFormation.${formation}`, pack.modifiers.targetFormation[formation]]);
  // Absent in packs made before cavalry and batteries were targets: absent reads as "none".
  for (const formation of CAVALRY_FORMATIONS)
    leaves.push([`modifiers.cavalryFormation.${formation}`, pack.modifiers.cavalryFormation?.[formation]]);
  leaves.push(['modifiers.batteryTarget', pack.modifiers.batteryTarget]);
  // Morale thresholds: absent in packs made before them, and optional in any.
  for (const kind of MORALE_THRESHOLDS) {
    const threshold = pack.morale?.[kind];
    leaves.push([`morale.${kind}.percent`, threshold?.percent]);
    for (const lang of LANGS) leaves.push([`morale.${kind}.words.${lang}`, threshold?.words[lang]]);
  }
  return leaves;
}

function scoreMap(table: CasualtyTable, ammo: Ammo, band: RangeBand): Map<number, number> | null {
  const column = table[ammo][band];
  return column === null ? null : new Map(column.map((row) => [row.score, row.casualties]));
}

function tableChanges(before: CasualtyTable, after: CasualtyTable): PackChange[] {
  const changes: PackChange[] = [];
  for (const ammo of AMMUNITION) {
    for (const band of RANGE_BANDS) {
      const was = scoreMap(before, ammo, band);
      const now = scoreMap(after, ammo, band);
      if ((was === null) !== (now === null))
        changes.push({ kind: 'column', ammo, band, before: was !== null, after: now !== null });
      const scores = [...new Set([...(was?.keys() ?? []), ...(now?.keys() ?? [])])].sort((a, b) => a - b);
      for (const score of scores) {
        const b = was?.get(score);
        const a = now?.get(score);
        if (a !== b) changes.push({ kind: 'cell', ammo, band, score, before: b, after: a });
      }
    }
  }
  return changes;
}

/** Every difference from `before` to `after`, in the pack's reading order. Empty: the same numbers and words. */
export function diffPacks(before: RulePack, after: RulePack): PackChange[] {
  const changes: PackChange[] = [];
  const afterLeaves = new Map(packLeaves(after));
  for (const [path, value] of packLeaves(before)) {
    const next = afterLeaves.get(path);
    if (!same(value, next)) changes.push({ kind: 'field', path, before: value, after: next });
  }
  const afterGuns = new Map(after.gunTypes.map((gun) => [gun.id, gun]));
  const beforeIds = new Set(before.gunTypes.map((gun) => gun.id));
  for (const gun of before.gunTypes) {
    const next = afterGuns.get(gun.id);
    if (next === undefined) {
      changes.push({ kind: 'gun-removed', gun });
      continue;
    }
    const nextLeaves = new Map(gunLeaves(next));
    for (const [path, value] of gunLeaves(gun)) {
      const now = nextLeaves.get(path);
      if (!same(value, now)) changes.push({ kind: 'gun', gun: next, path, before: value, after: now });
    }
  }
  for (const gun of after.gunTypes) if (!beforeIds.has(gun.id)) changes.push({ kind: 'gun-added', gun });
  changes.push(...tableChanges(before.table, after.table));
  return changes;
}

/** True when two packs differ in anything but their version (what saving an edit bumps). */
export function numbersDiffer(before: RulePack, after: RulePack): boolean {
  return diffPacks(before, after).some((change) => !(change.kind === 'field' && change.path === 'version'));
}
