/**
 * The saved sides' verbs (`game.saved`, issue 34 item 4): sides kept on the phone apart from the
 * game — saved from the table, received from another phone, duplicated, renamed, deleted, each
 * with the record as it was for its one Undo. Each is one write of one record (src/storage/saved-sides.ts);
 * the screen that lists them keeps the list it was answered (no signal of the game holds them).
 * Their own chunk, loaded with the first call.
 */
import { fail, ok, type Result } from '../../core';
import type { SavedSide, StorageFailure } from '../../records';
import { MAX_SIDE_NAME_LENGTH } from '../../records';
import { deleteSavedSide, listSavedSides, putSavedSide, readSavedSide } from '../../storage';
import type { Core } from '../game/connection';
import { newId } from '../game/lists';

/** A side to keep: the fields of a saved side but its id and times (an `OobSide` with a name fits). */
export type NewSavedSide = Omit<SavedSide, 'id' | 'createdAt' | 'updatedAt'>;

/** What rename changed: the side as it was (Undo writes it back) and as it is now. */
export interface Renamed {
  readonly before: SavedSide;
  readonly after: SavedSide;
}

export interface SavedSideVerbs {
  /** Every saved side, the newest first. */
  list(): Promise<Result<SavedSide[], StorageFailure>>;
  /** One saved side (to send it). */
  find(id: string): Promise<Result<SavedSide, 'not-found' | StorageFailure>>;
  /** Keeps a side (from the table, or received): the record as stored. */
  save(side: NewSavedSide): Promise<Result<SavedSide, StorageFailure>>;
  rename(id: string, name: string): Promise<Result<Renamed, 'not-found' | 'empty' | StorageFailure>>;
  /** A copy under `name`, saved now (its Undo is `remove` of the copy). */
  duplicate(id: string, name: string): Promise<Result<SavedSide, 'not-found' | StorageFailure>>;
  /** Deletes a side and answers it, for Undo (`restore`). */
  remove(id: string): Promise<Result<SavedSide, 'not-found' | StorageFailure>>;
  /** Undo of Delete or Rename: the side written back as it was. */
  restore(side: SavedSide): Promise<Result<SavedSide, StorageFailure>>;
}

/** A name as kept: trimmed, at most the side name's length. */
const kept = (name: string) => [...name.trim()].slice(0, MAX_SIDE_NAME_LENGTH).join('');

export function savedSideWrites(core: Pick<Core, 'run'>): SavedSideVerbs {
  const { run } = core;
  const store = async (side: SavedSide): Promise<Result<SavedSide, StorageFailure>> => {
    const put = await run((d) => putSavedSide(d, side));
    return put.ok ? ok(side) : put;
  };
  /** The stored side, or 'not-found'. */
  const read = async (id: string): Promise<Result<SavedSide, 'not-found' | StorageFailure>> => {
    const found = await run((d) => readSavedSide(d, id));
    if (!found.ok) return found;
    return found.value ? ok(found.value) : fail('not-found');
  };
  return {
    list: () => run((d) => listSavedSides(d)),
    find: read,
    save(side) {
      const now = Date.now();
      return store({
        ...structuredClone(side),
        name: kept(side.name),
        id: newId(),
        createdAt: now,
        updatedAt: now,
      });
    },
    async rename(id, name) {
      const named = kept(name);
      if (!named) return fail('empty');
      const before = await read(id);
      if (!before.ok) return before;
      const after = { ...before.value, name: named, updatedAt: Date.now() };
      const stored = await store(after);
      return stored.ok ? ok({ before: before.value, after }) : stored;
    },
    async duplicate(id, name) {
      const original = await read(id);
      if (!original.ok) return original;
      const now = Date.now();
      return store({
        ...original.value,
        id: newId(),
        name: kept(name) || original.value.name,
        createdAt: now,
        updatedAt: now,
      });
    },
    async remove(id) {
      const side = await read(id);
      if (!side.ok) return side;
      const deleted = await run((d) => deleteSavedSide(d, id));
      return deleted.ok ? side : deleted;
    },
    restore: (side) => store(side),
  };
}
