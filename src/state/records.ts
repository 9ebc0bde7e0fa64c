/**
 * What screens may know about stored records beyond their types: the sides a card can be on, the
 * longest side name, and which game and side a log entry belongs to. Screens import these from here
 * (src/ui may take only types from src/storage; biome.json holds that).
 */
export { MAX_SIDE_NAME_LENGTH, shotGame, shotSide, UNIT_SIDES } from '../records/model';
