/** Loaded when a file or saved batch needs it: parser, readers, schemas stay out of first paint. */
export { parseCsv } from './parse.ts';
export { checkRow, checkTable, editCell } from './rows.ts';
export { kindOfHeader } from './columns.ts';
