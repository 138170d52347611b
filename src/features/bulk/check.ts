/** Loaded when the first file or saved batch needs it: the parser, the readers and the schemas stay out of the first paint. */
export { parseCsv } from './parse.ts';
export { checkRow, checkTable, editCell } from './rows.ts';
export { kindOfHeader } from './columns.ts';
