/**
 * The certificate card's sizes, shared by its style sheet (server/embed/card-layout.ts) and its
 * height (`cardHeight`), so the height `/oembed` states is the card's own at every width from
 * CARD_MIN_WIDTH to CARD_MAX_WIDTH: each row keeps the room of its last line at every width.
 */

export const CARD_MIN_WIDTH = 280;
/** The widest card the layout is made for. @internal */
export const CARD_MAX_WIDTH = 600;
/** When the embedding site states no width. */
export const CARD_DEFAULT_WIDTH = 400;

export const CARD_BORDER = 1;
export const CARD_PADDING = 16;
/** Line height and the most lines each row holds, top to bottom. */
export const CARD_ROWS = {
  kicker: { font: 12, line: 16, lines: 1 },
  name: { font: 18, line: 24, lines: 3 },
  guest: { font: 14, line: 20, lines: 1 },
  emission: { font: 20, line: 28, lines: 1 },
  stay: { font: 13, line: 18, lines: 3 },
  link: { font: 14, line: 20, lines: 1 },
} as const;
export const CARD_GAP = 8;
export const CARD_QR_SIZE = 104;

const rowsHeight = Object.values(CARD_ROWS).reduce((sum, row) => sum + row.line * row.lines, 0);

export function cardHeight({ qr }: { qr: boolean }): number {
  return (
    2 * CARD_BORDER +
    2 * CARD_PADDING +
    rowsHeight +
    2 * CARD_GAP +
    (qr ? CARD_GAP + CARD_QR_SIZE : 0)
  );
}
