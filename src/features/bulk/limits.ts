/** The limits of one bulk file. */

/** At most this many data rows are taken from one file. */
export const MAX_ROWS = 1000;
/** At most this many bytes (1 MB) are read from one file or pasted text. */
export const MAX_BYTES = 1_000_000;
