export type { PackChange, PackLeaf } from './diff';
export { diffPacks, numbersDiffer } from './diff';
export type { AmmoTableForm, GunForm, PackForm, PackFormCheck, PackFormProblem } from './form';
export {
  cellField,
  checkPackForm,
  clampSpan,
  copyPackForm,
  dataFromPackForm,
  eachLang,
  emptyGun,
  fillOtherScale,
  keptPackForm,
  NEW_PACK_NAME,
  packFormFromData,
  readNumber,
  tidyFigures,
  toggleHalf,
} from './form';
export { practicePack, practicePackData } from './practice';
export type { PackImport, PackImportProblem, PackImportProblemCode } from './share';
export {
  BUILT_IN_PACK_ID,
  MAX_PACK_FILE_CHARS,
  MAX_PACK_LINK_CHARS,
  PACK_FILE_FORMAT,
  PACK_IMPORT_ROUTE,
  packFileName,
  packFileText,
  packLinkHash,
  parsePackLink,
  parsePackText,
} from './share';
export type { PackProblem, PackProblemCode } from './validate';
export { isDraftOnly, validatePack } from './validate';
