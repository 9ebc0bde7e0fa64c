import type { Lang } from '../../core/lang';
import type { Widen } from '../widen';

/** The Rules screens (reference, search, glossary). ru/rules.ts follows this shape key for key. */
export const rules = {
  title: 'Rules',
  searchLabel: 'Search the rules in Russian or English',
  searchPlaceholder: 'картечь, canister, rfhntxm…',
  searchLoading: 'Search is loading…',
  results: 'Results',
  noResults: 'Nothing found.',
  didYouMean: 'Closest glossary terms:',
  /** A searched word names something this chapter does not cover ("square", "cavalry"). */
  notInChapter: 'Not in this chapter of the rules',
  chapterHolds: 'The rules in the app are open order and artillery fire.',
  nearestTerm: 'Nearest glossary term:',
  /** Before the rule pack's gun types a searched word names ("howitzer"). */
  packGunTypes: 'Gun types of the rule pack in use:',
  packNoGunType: 'Gun types come from the rule pack in use, and it has none by that name.',
  /** A searched target the rule pack in use has a modifier for ("square", "cavalry"). */
  packTarget: (what: string) => `${what}: the rule pack in use has a modifier for firing at it.`,
  sideBySide: 'Side by side',
  textSize: 'Text size',
  smaller: 'Smaller text',
  larger: 'Larger text',
  copyLink: 'Copy link',
  /** The per-clause switch, in the UI's language: the language it switches the clause to. */
  showIn: { ru: 'Show in Russian', en: 'Show in English' } satisfies Record<Lang, string>,
  /** A clause's quoted text, named by its language (two of them side by side). */
  textIn: { ru: 'Text in Russian', en: 'Text in English' } satisfies Record<Lang, string>,
  /** Said after a clause's link; the name of the clause follows, visually hidden on the button. */
  copyLinkTo: (clause: string) => `Copy link to “${clause}”`,
  share: 'Share',
  linkCopied: 'Link copied',
  linkNotCopied: 'Could not copy; the link is: ',
  notes: "Translator's notes",
  glossary: 'Glossary',
  glossaryFilter: 'Filter the glossary',
  clausesUsing: 'Used in',
  notFound: 'There is no such clause:',
  /** The links to the Tables view (a term of the pack in use: where it stands in the tables). */
  tables: 'Tables of the rule pack',
  seeInTable: 'See it in the tables',
};

export type RulesWords = Widen<typeof rules>;
