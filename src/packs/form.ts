/**
 * The pack editor's model, one module per concern: the form and reading any data into it
 * (pack-form.ts), typed numbers (pack-form-numbers.ts), the form back into pack data
 * (pack-form-data.ts), checking as the player types (pack-form-check.ts) and its problems'
 * codes (pack-form-problems.ts).
 */
export * from './pack-form';
export * from './pack-form-check';
export { dataFromPackForm } from './pack-form-data';
export * from './pack-form-numbers';
export * from './pack-form-problems';
