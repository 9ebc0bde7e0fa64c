/**
 * The database's stores and what each holds (idb's typed schema). Its own file, so the v5 upgrade
 * step (upgrade-v5.ts, loaded by db.ts) names it without importing db.ts back.
 */
import type { DBSchema } from 'idb';
import type {
  BrigadeRecord,
  CorrectionRecord,
  ResolutionRecord,
  SavedSide,
  StoredPack,
  TombstoneRecord,
  UnitCard,
} from '../records';

export interface GbSchema extends DBSchema {
  units: { key: string; value: UnitCard; indexes: { byCreated: number } };
  /** v3: `byTarget` finds every shot at a card (New game puts its figures back from them). */
  resolutions: { key: string; value: ResolutionRecord; indexes: { byAt: number; byTarget: string } };
  /** Small keyed values: `game` settings, remembered answers per battery→target pair. */
  meta: { key: string; value: unknown };
  /** v2: rule packs the player entered or imported, drafts included (src/storage/packs.ts). */
  packs: { key: string; value: StoredPack };
  /** v4: manual corrections of a card's figures (events; src/sync/figures.ts derives the figures). */
  corrections: { key: string; value: CorrectionRecord; indexes: { byCard: string } };
  /** v4: deleted cards, so a deletion travels between phones. */
  tombstones: { key: string; value: TombstoneRecord };
  /** v6: the sides' brigades (a deleted one stays, marked, so its deletion travels). */
  brigades: { key: string; value: BrigadeRecord };
  /** v7: sides kept apart from the game (issue 34, item 4: src/storage/saved-sides.ts). */
  savedSides: { key: string; value: SavedSide };
}
