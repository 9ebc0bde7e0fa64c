/**
 * The game's brigade verbs (`game.brigades`, issue 34): make, rename, reorder and delete a brigade,
 * move a unit between brigades, and make many units at once (a pasted side, "Add N more like
 * this") — each ONE stamped write (src/storage/sync-writes.ts `saveRosterStamped`, one
 * transaction) that answers a `RosterEdit`: what it changed, as it was, which `undo` puts back in
 * one write (one Undo per verb). A deleted brigade stays as a record marked `deleted`, so the
 * deletion travels; its units keep naming it and stand unattached (roster.ts `brigadeGroups`), and
 * its Undo brings them back in it. Not on the first screen: its own chunk, like the card verbs.
 */

import type {
  Arm,
  BatteryKind,
  Formation,
  GunTypeId,
  InfantryMarkers,
  InfantryType,
  Nation,
  UnitClass,
} from '../../core';
import { fail, ok, type Result } from '../../core';
import type { BrigadeRecord, StorageFailure, UnitCard, UnitSide } from '../../records';
import type { RosterChange } from '../../storage/sync-writes';
import { type Core, type Stored, stamped } from '../game/connection';
import { newId, plain, withItem } from '../game/lists';
import { defaultFigures, defaultGunType } from './model';
import { brigadesOf } from './roster';

/** A brigade to make: its name, its commander (rank included) and his rating, as the player gives them. */
export interface NewBrigade {
  readonly name: string;
  readonly commander?: string;
  readonly rating?: string;
}

/**
 * A unit to make, as src/oob's `OobUnit` gives it (the same fields; a card's formation, screen and
 * id are filled here): figures absent take the arm's default, a battery's gun absent the pack's first.
 */
export interface NewUnit {
  readonly name: string;
  readonly arm: Arm;
  readonly infantryType: InfantryType;
  readonly markers: InfantryMarkers;
  readonly class: UnitClass;
  readonly nation: Nation;
  readonly figures?: number;
  readonly gunType?: GunTypeId;
  readonly batteryKind?: BatteryKind;
  /** Absent: line ("Add N more like this" keeps the original's). */
  readonly formation?: Formation;
}

/** A side's units by brigade, as src/oob's `OobSide` gives them (its name and nation are not used here). */
export interface NewSide {
  readonly brigades: readonly (NewBrigade & { readonly units: readonly NewUnit[] })[];
  readonly units: readonly NewUnit[];
}

/** What a verb changed, as it was (null: made by it), for its one Undo. */
export interface RosterEdit {
  readonly brigades: readonly (readonly [string, BrigadeRecord | null])[];
  readonly cards: readonly (readonly [string, UnitCard | null])[];
}

/** A batch made: the new brigades' and units' ids (in the order given), and its Undo. */
export interface Added extends RosterEdit {
  readonly brigadeIds: readonly string[];
  readonly unitIds: readonly string[];
}

export type BrigadePatch = Partial<Pick<BrigadeRecord, 'name' | 'commander' | 'rating'>>;

/** The brigade verbs: each answers what it changed (for `undo`), or why nothing changed. */
export interface BrigadeVerbs {
  /** A new brigade, last of its side. */
  add(side: UnitSide, brigade: NewBrigade): Promise<Result<Added, StorageFailure>>;
  /** Rename, a new commander, a rating (an empty rating clears it). */
  update(id: string, patch: BrigadePatch): Promise<Result<RosterEdit, 'not-found' | StorageFailure>>;
  /** The brigade to place `to` (0-based) among its side's standing brigades. */
  reorder(id: string, to: number): Promise<Result<RosterEdit, 'not-found' | StorageFailure>>;
  /** Deletes the brigade; its units stand unattached (Undo brings them back in it). */
  remove(id: string): Promise<Result<RosterEdit, 'not-found' | StorageFailure>>;
  /**
   * A unit into a brigade (`undefined`: unattached), at place `index` among its units (absent:
   * last); the unit takes the brigade's side.
   */
  moveUnit(
    unitId: string,
    brigadeId: string | undefined,
    index?: number,
  ): Promise<Result<RosterEdit, 'not-found' | StorageFailure>>;
  /**
   * Many units at once, in ONE transaction: into an existing brigade (its id), a new one (a
   * `NewBrigade`), or unattached (`undefined`), after the units already there, in the order given.
   */
  addUnits(
    side: UnitSide,
    brigade: string | NewBrigade | undefined,
    units: readonly NewUnit[],
  ): Promise<Result<Added, 'not-found' | StorageFailure>>;
  /** A whole side (a pasted order of battle): its brigades after the side's own, then its unattached units. */
  addSide(side: UnitSide, army: NewSide): Promise<Result<Added, StorageFailure>>;
  /** Puts back what a verb changed, in one write (a batch's units deleted, its brigades too). */
  undo(edit: RosterEdit): Promise<Result<Stored, StorageFailure>>;
}

/** A card made from a unit to make (formation line, no screen, at its starting figures). */
function cardOf(
  unit: NewUnit,
  place: { side: UnitSide; brigadeId?: string; order: number; now: number },
  gunFor: (kind: BatteryKind) => string,
): UnitCard {
  const figures = unit.figures ?? defaultFigures(unit.arm);
  const batteryKind = unit.batteryKind ?? 'foot';
  return {
    id: newId(),
    name: unit.name,
    side: place.side,
    nation: unit.nation,
    arm: unit.arm,
    infantryType: unit.infantryType,
    markers: { ...unit.markers },
    class: unit.class,
    startFigures: figures,
    figures,
    formation: unit.arm === 'artillery' ? 'line' : (unit.formation ?? 'line'),
    screen: { attached: false, figures: 0 },
    gunType: unit.arm === 'artillery' ? (unit.gunType ?? gunFor(batteryKind)) : '',
    batteryKind,
    ...(place.brigadeId === undefined ? {} : { brigadeId: place.brigadeId }),
    order: place.order,
    // One ms apart, so the order made is the order kept on every phone.
    createdAt: place.now,
    updatedAt: place.now,
  };
}

/** The next place after a list's (0 when empty). */
const after = (orders: readonly (number | undefined)[]) =>
  orders.reduce<number>((max, o) => Math.max(max, (o ?? -1) + 1), 0);

export function brigadeWrites(core: Core): BrigadeVerbs {
  const { state, setUnits, setBrigades, write } = core;

  /** One roster write: on screen at once, stored in one transaction, put back if it fails. */
  const save = (change: RosterChange): Promise<Result<Stored, StorageFailure>> => {
    const beforeUnits = state.units;
    const beforeBrigades = state.brigades;
    const gone = new Set(change.deleteCards ?? []);
    return write(
      () => {
        setBrigades((list) => (change.brigades ?? []).reduce((l, b) => withItem(l, b, 'last'), list));
        setUnits((list) =>
          (change.cards ?? []).reduce((l, c) => withItem(l, c, 'last'), list).filter((u) => !gone.has(u.id)),
        );
      },
      () => {
        setBrigades(beforeBrigades);
        setUnits(beforeUnits);
      },
      async (d) => {
        await (stamped.now() ?? (await stamped.get())).saveRosterStamped(d, plain(change));
      },
    );
  };

  const brigade = (id: string) => state.brigades.find((b) => b.id === id && !b.deleted);
  const unit = (id: string) => state.units.find((u) => u.id === id);
  const edited = (brigades: readonly BrigadeRecord[], cards: readonly UnitCard[]): RosterEdit => ({
    brigades: brigades.map((b) => [b.id, state.brigades.find((x) => x.id === b.id) ?? null] as const),
    cards: cards.map((c) => [c.id, unit(c.id) ?? null] as const),
  });
  const gunFor = (kind: BatteryKind) => defaultGunType(core.pack(), kind);

  /** New brigades and units, in one write. */
  async function make(
    side: UnitSide,
    groups: readonly { brigade: string | NewBrigade | undefined; units: readonly NewUnit[] }[],
  ): Promise<Result<Added, 'not-found' | StorageFailure>> {
    const now = Date.now();
    let tick = 0;
    let nextBrigade = after(brigadesOf(state.brigades, side).map((b) => b.order));
    const brigades: BrigadeRecord[] = [];
    const cards: UnitCard[] = [];
    for (const group of groups) {
      let brigadeId: string | undefined;
      if (typeof group.brigade === 'string') {
        const held = brigade(group.brigade);
        if (!held) return fail('not-found');
        brigadeId = held.id;
      } else if (group.brigade) {
        const made = newBrigade(side, group.brigade, nextBrigade++, now);
        brigades.push(made);
        brigadeId = made.id;
      }
      const there = state.units.filter((u) => u.side === side && u.brigadeId === brigadeId);
      let order = after(there.map((u) => u.order));
      for (const u of group.units)
        cards.push(cardOf(u, { side, brigadeId, order: order++, now: now + tick++ }, gunFor));
    }
    const saved = await save({ brigades, cards });
    if (!saved.ok) return saved;
    return ok({
      brigades: brigades.map((b) => [b.id, null] as const),
      cards: cards.map((c) => [c.id, null] as const),
      brigadeIds: brigades.map((b) => b.id),
      unitIds: cards.map((c) => c.id),
    });
  }

  /** A write of changed records, answering them as they were. */
  async function change(
    brigades: readonly BrigadeRecord[],
    cards: readonly UnitCard[],
  ): Promise<Result<RosterEdit, StorageFailure>> {
    const edit = edited(brigades, cards);
    const saved = await save({ brigades, cards });
    return saved.ok ? ok(edit) : saved;
  }

  return {
    add: (side, b) => make(side, [{ brigade: b, units: [] }]) as Promise<Result<Added, StorageFailure>>,
    async update(id, patch) {
      const held = brigade(id);
      if (!held) return fail('not-found');
      const next: BrigadeRecord = { ...held, ...patch };
      if (patch.rating === '') delete next.rating;
      return change([next], []);
    },
    async reorder(id, to) {
      const held = brigade(id);
      if (!held) return fail('not-found');
      const list = brigadesOf(state.brigades, held.side).filter((b) => b.id !== id);
      list.splice(Math.max(0, Math.min(list.length, to)), 0, held);
      const moved = list.flatMap((b, i) => (b.order === i ? [] : [{ ...b, order: i }]));
      return change(moved, []);
    },
    async remove(id) {
      const held = brigade(id);
      if (!held) return fail('not-found');
      return change([{ ...held, deleted: true }], []);
    },
    async moveUnit(unitId, brigadeId, index) {
      const card = unit(unitId);
      const target = brigadeId === undefined ? undefined : brigade(brigadeId);
      if (!card || (brigadeId !== undefined && !target)) return fail('not-found');
      const side = target?.side ?? card.side;
      const standing = new Set(brigadesOf(state.brigades, side).map((b) => b.id));
      const inTarget = (u: UnitCard) =>
        u.side === side &&
        u.id !== unitId &&
        (brigadeId === undefined
          ? u.brigadeId === undefined || !standing.has(u.brigadeId)
          : u.brigadeId === brigadeId);
      const others = state.units
        .filter(inTarget)
        .sort((a, b) => (a.order ?? 1e9) - (b.order ?? 1e9) || a.createdAt - b.createdAt);
      const { brigadeId: _was, ...rest } = card;
      const moved: UnitCard = { ...rest, side, ...(brigadeId === undefined ? {} : { brigadeId }) };
      others.splice(Math.max(0, Math.min(others.length, index ?? others.length)), 0, moved);
      const cards = others.flatMap((u, i) => (u === moved || u.order !== i ? [{ ...u, order: i }] : []));
      return change([], cards);
    },
    addUnits: (side, b, units) => make(side, [{ brigade: b, units }]),
    addSide: (side, army) =>
      make(side, [
        ...army.brigades.map((b) => ({ brigade: b, units: b.units })),
        { brigade: undefined, units: army.units },
      ]) as Promise<Result<Added, StorageFailure>>,
    undo(edit) {
      const brigades: BrigadeRecord[] = [];
      for (const [id, was] of edit.brigades) {
        if (was) brigades.push(was);
        else {
          const made = state.brigades.find((b) => b.id === id);
          if (made) brigades.push({ ...made, deleted: true });
        }
      }
      const cards: UnitCard[] = [];
      const deleteCards: string[] = [];
      for (const [id, was] of edit.cards) {
        const now = unit(id);
        if (!was) deleteCards.push(id);
        else if (now) {
          // Only what a roster verb changes goes back: side, brigade, place (figures stay as they are).
          const { brigadeId: _b, order: _o, ...rest } = now;
          cards.push({
            ...rest,
            side: was.side,
            ...(was.brigadeId === undefined ? {} : { brigadeId: was.brigadeId }),
            ...(was.order === undefined ? {} : { order: was.order }),
          });
        }
      }
      return save({ brigades, cards, deleteCards });
    },
  };
}

function newBrigade(side: UnitSide, b: NewBrigade, order: number, now: number): BrigadeRecord {
  const rating = b.rating?.trim();
  return {
    id: newId(),
    side,
    name: b.name.trim(),
    commander: (b.commander ?? '').trim(),
    ...(rating ? { rating } : {}),
    order,
    createdAt: now,
    updatedAt: now,
  };
}
