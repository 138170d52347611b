/** From the card's sizes (src/shared/card-layout.ts), whose sum is the height `/oembed` states. */
import {
  CARD_BORDER as BORDER,
  CARD_GAP as GAP,
  CARD_PADDING as PADDING,
  CARD_QR_SIZE as QR_SIZE,
  CARD_ROWS as ROWS,
  cardHeight,
} from '../../src/shared/card-layout.ts';

function rowStyle(name: keyof typeof ROWS): string {
  const row = ROWS[name];
  const size =
    row.lines === 1
      ? `height:${row.line}px;white-space:nowrap;text-overflow:ellipsis;`
      : `max-height:${row.line * row.lines}px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:${row.lines};overflow-wrap:break-word;`;
  return `.${name}{font-size:${row.font}px;line-height:${row.line}px;${size}overflow:hidden;flex:none;margin:0}`;
}

/** Colours keep a contrast of 7:1 or more for text. */
export const CARD_STYLE = [
  ':root{color-scheme:light;--bg:#fff;--text:#14231b;--muted:#3c5046;--accent:#0b5a34;--line:#b8c9be}',
  ':root.dark{color-scheme:dark;--bg:#0f1d17;--text:#eef5f0;--muted:#bfd0c5;--accent:#8fdcae;--line:#3a5a49}',
  '@media (prefers-color-scheme:dark){:root:not(.light){color-scheme:dark;--bg:#0f1d17;--text:#eef5f0;--muted:#bfd0c5;--accent:#8fdcae;--line:#3a5a49}}',
  'html,body{margin:0;padding:0;background:var(--bg);color:var(--text)}',
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  // As wide as the frame, as tall as every row's last line: what the rows leave free lies above the link.
  `.card{box-sizing:border-box;display:flex;flex-direction:column;height:${cardHeight({ qr: false })}px;overflow:hidden;border:${BORDER}px solid var(--line);border-radius:8px;padding:${PADDING}px}`,
  `.card--qr{height:${cardHeight({ qr: true })}px}`,
  rowStyle('kicker'),
  '.kicker{color:var(--muted);text-transform:uppercase;letter-spacing:.06em;font-weight:600}',
  rowStyle('name'),
  '.name{font-weight:700}',
  rowStyle('guest'),
  '.guest{color:var(--muted)}',
  rowStyle('emission'),
  // The figure shrinks with a narrow card rather than lose its unit to the ellipsis.
  `.emission{font-weight:700;margin-top:${GAP}px;font-size:min(${ROWS.emission.font}px,5.4vw)}`,
  rowStyle('stay'),
  // A card that says why there is no certificate: up to four lines, in the rows of guest to stay.
  `.message{flex:none;font-size:14px;line-height:20px;max-height:80px;overflow:hidden;margin:${GAP}px 0 0}`,
  rowStyle('link'),
  `.link{margin-top:auto;padding-top:${GAP}px}`,
  '.link a{color:var(--accent);font-weight:600;text-underline-offset:2px}',
  // Filled rather than outlined: the row clips what lies outside it.
  '.link a:focus-visible{outline:none;background:var(--accent);color:var(--bg);text-decoration:none}',
  `.qr{display:flex;flex:none;gap:12px;align-items:center;margin-top:${GAP}px;height:${QR_SIZE}px;overflow:hidden}`,
  `.qr img{width:${QR_SIZE}px;height:${QR_SIZE}px;flex:none;border-radius:4px;background:#fff}`,
  '.qr p{margin:0;font-size:13px;line-height:18px;color:var(--muted);max-height:90px;overflow:hidden}',
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
].join('');
