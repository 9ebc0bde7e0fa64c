/**
 * The game store's context, apart from the store itself (game.tsx), so that state modules the game
 * loads later (packs.ts) can reach the store without importing game.tsx back: no import cycle.
 */
import { createContext, useContext } from 'solid-js';
import type { Game } from './game-assembly';

export const GameContext = createContext<Game>();

export function useGame(): Game {
  const ctx = useContext(GameContext);
  if (!ctx) throw new Error('useGame() outside <GameProvider>');
  return ctx;
}
