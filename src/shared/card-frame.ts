/** The certificate card's `<iframe>`: the page's embed code and the oEmbed `html`, written once. */
import { escapeHtml } from './escape-html.ts';

export interface CardFrame {
  src: string;
  /** The widest the card is drawn: narrower wherever its place on the page is. */
  width: number;
  height: number;
  title: string;
}

// Never wider than its place (no sideways scroll on a phone); the size in `style` too, because
// many sites' style sheets set every iframe's height.
export function cardFrame({ src, width, height, title }: CardFrame): string {
  return (
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}"` +
    ` title="${escapeHtml(title)}" loading="lazy"` +
    ` style="width:100%;max-width:${width}px;height:${height}px;border:0"></iframe>`
  );
}
