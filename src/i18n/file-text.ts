/**
 * A shared game's or a rule pack's file that is not UTF-8 text, named for what it is (src/records/utf8.ts;
 * the backup's own words: data.ts `file.*`). Said by the Receive screen and the pack import, in their
 * chunks (`byLang`). `fileTextRu` must match key for key.
 */
export const fileTextEn = {
  utf16:
    'The file is saved as UTF-16 text; the files Grand Battery makes are UTF-8. Use the file the other phone made, or save it again as UTF-8. Nothing was changed.',
  'not-utf8':
    'The file is not UTF-8 text (it looks like Latin-1 or a Windows code page); the files Grand Battery makes are UTF-8. Use the file the other phone made, or save it again as UTF-8. Nothing was changed.',
  'overlong-utf8':
    'The file holds overlong UTF-8 (characters written with more bytes than UTF-8 allows, a way to slip them past checks); the files Grand Battery makes are UTF-8. Use the file the other phone made. Nothing was changed.',
  cesu8:
    'The file is CESU-8 (Java’s modified UTF-8: an emoji or a rare character written as two halves); the files Grand Battery makes are UTF-8. Use the file the other phone made, or save it again as UTF-8. Nothing was changed.',
  'not-text': 'The file is not text: it is not a file Grand Battery makes. Nothing was changed.',
};
