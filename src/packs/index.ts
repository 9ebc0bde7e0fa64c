export { practicePack, practicePackData } from './practice';
export * from './validate';
