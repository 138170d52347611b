/**
 * The certificate card's sizes (the card at `/embed/certificates/…`), written once: the server
 * makes the card's style sheet from them (server/embed/card-layout.ts), and its height
 * (`cardHeight`) is their sum, so the height `/oembed` states and the certificate page's
 * `<iframe>` code use is the card's own at every width from CARD_MIN_WIDTH to CARD_MAX_WIDTH. Each
 * row holds up to its number of lines: the name wraps onto up to three as the card narrows, and
 * only text longer than that ends with an ellipsis. The card keeps the room of every row's last
 * line at every width (a narrow card needs more lines, not fewer), and what a row leaves free lies
 * above the link. Pure: the app and the server share it.
 */

/** The narrowest card: a phone's column with some margin. */
export const CARD_MIN_WIDTH = 280;
/** The widest card the layout is made for. @internal */
export const CARD_MAX_WIDTH = 600;
/** The width of an embed when the embedding site states none. */
export const CARD_DEFAULT_WIDTH = 400;

export const CARD_BORDER = 1;
export const CARD_PADDING = 16;
/** Each row of the card: its line height and the most lines it holds, top to bottom. */
export const CARD_ROWS = {
  kicker: { font: 12, line: 16, lines: 1 },
  name: { font: 18, line: 24, lines: 3 },
  guest: { font: 14, line: 20, lines: 1 },
  emission: { font: 20, line: 28, lines: 1 },
  stay: { font: 13, line: 18, lines: 3 },
  link: { font: 14, line: 20, lines: 1 },
} as const;
/** Space above the figure and above the link, in pixels. */
export const CARD_GAP = 8;
/** The QR code's side, and the space above its row. */
export const CARD_QR_SIZE = 104;

const rowsHeight = Object.values(CARD_ROWS).reduce((sum, row) => sum + row.line * row.lines, 0);

/** The card's height in CSS pixels, with or without its QR code. */
export function cardHeight({ qr }: { qr: boolean }): number {
  return (
    2 * CARD_BORDER +
    2 * CARD_PADDING +
    rowsHeight +
    2 * CARD_GAP +
    (qr ? CARD_GAP + CARD_QR_SIZE : 0)
  );
}
