import type { Lang } from '../reference/types';

/**
 * The few words other screens use to open the Tables view (the Rules screen's link, the Fire
 * screen's "Why 3?"). Kept apart from the view's own strings (src/i18n/sheet.ts) so those stay in
 * the view's chunk.
 */
export const SHEET_LINKS: Readonly<
  Record<Lang, { tables: string; seeInTable: string; why: (figures: string) => string }>
> = {
  en: {
    tables: 'Tables of the rule pack',
    seeInTable: 'See it in the tables',
    why: (figures) => `Why ${figures}? See the table`,
  },
  ru: {
    tables: 'Таблицы набора правил',
    seeInTable: 'Показать в таблицах',
    why: (figures) => `Почему ${figures}? Смотреть по таблице`,
  },
};
