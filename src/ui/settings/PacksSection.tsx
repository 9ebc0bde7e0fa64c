/** Settings → rule packs: the active pack, and the way into the Packs screen. */
export function PacksSection() {
  return null;
}

/** The Packs screen (`#/settings/packs`): list, editor, share, import. */
export function PacksScreen() {
  return null;
}
