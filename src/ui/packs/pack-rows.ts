/**
 * The rows of the packs list: the built-in practice pack first, then the player's packs and drafts
 * (a draft shows what it has so far: it may be half entered).
 */
import type { ValidatedPack } from '../../core/pack';
import { packFormFromData } from '../../packs/form';
import { BUILT_IN_PACK_ID } from '../../packs/share';
import type { Lang } from '../../reference/types';
import type { LoadedPack } from '../../storage/packs';

export interface PackRow {
  readonly key: string;
  readonly entry?: LoadedPack;
  readonly pack?: ValidatedPack;
  readonly name: string;
  readonly version: number;
  readonly source: string;
  readonly official: boolean;
  /** Imported: its "official" is the sender's word. */
  readonly imported?: boolean;
  readonly problems: number;
}

/** What the list needs of the packs store. */
interface PackSource {
  readonly find: (id: string) => ValidatedPack | undefined;
  readonly stored: () => readonly LoadedPack[];
}

export function packRows(packs: PackSource, lang: Lang, untitled: string): PackRow[] {
  const practice = packs.find(BUILT_IN_PACK_ID);
  const first: PackRow[] = practice
    ? [
        {
          key: BUILT_IN_PACK_ID,
          pack: practice,
          name: practice.name[lang],
          version: practice.version,
          source: practice.source[lang],
          official: practice.official,
          problems: 0,
        },
      ]
    : [];
  const stored = packs.stored().map((entry): PackRow => {
    if (entry.status === 'ready') {
      const pack = entry.pack;
      return {
        key: entry.key,
        entry,
        pack,
        name: pack.name[lang],
        version: pack.version,
        source: pack.source[lang],
        official: pack.official,
        imported: entry.imported === true,
        problems: 0,
      };
    }
    // A draft shows what it has so far: it may be half entered.
    const draft = packFormFromData(entry.data);
    const name = draft.name[lang].trim();
    return {
      key: entry.key,
      entry,
      name: name || untitled,
      version: draft.version,
      source: draft.source[lang],
      official: draft.official,
      problems: Math.max(entry.problems.length, 1),
    };
  });
  return [...first, ...stored];
}
