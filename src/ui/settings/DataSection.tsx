/** Settings → data: status panel (offline, storage, versions, last backup) and backup/restore. */
export function DataSection() {
  return null;
}
