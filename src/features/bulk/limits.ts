export const MAX_ROWS = 1000;
/** Bytes read from one file or pasted text. */
export const MAX_BYTES = 1_000_000;
