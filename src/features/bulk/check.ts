/**
 * Everything that reads and checks a file, loaded when the first file or saved batch needs it: the
 * CSV parser, the value readers with their words in both languages, and the calculators' schemas
 * stay out of the page's first paint.
 */
export { parseCsv } from './parse.ts';
export { checkRow, checkTable, editCell } from './rows.ts';
export { kindOfHeader } from './columns.ts';
