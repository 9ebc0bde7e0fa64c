/**
 * The part of the game's vocabulary the first screen needs: the two sides and the table scale.
 * vocabulary.ts re-exports all of it (import from there); apart so the roster's chunk carries no
 * rule lists (vite.config.ts's `shell` group).
 */

/**
 * The two sides at the table, as the players say (a card's own choice, never inferred from its
 * nation: the same army can fight on both sides). Their display names are the players'; these
 * ids stay.
 */
export const SIDES = ['mine', 'opponent'] as const;
export type Side = (typeof SIDES)[number];

/** The other side. Anything but `'mine'` is read as the opponent, so its other side is `'mine'`. */
export function otherSide(side: Side): Side {
  return side === 'mine' ? 'opponent' : 'mine';
}

/**
 * Table scale. "10 см (6”)" is not a conversion: centimetres for 15 mm figures, inches for
 * 25/28 mm figures (rules-notes quirk).
 */
export const SCALES = ['cm', 'in'] as const;
export type Scale = (typeof SCALES)[number];

/** The rules text's distance of 10 cm (6") used by B.a and C.b, in each scale. */
export const TEN_CM_RULE_DISTANCE: Readonly<Record<Scale, number>> = Object.freeze({ cm: 10, in: 6 });
