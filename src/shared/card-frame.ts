/**
 * The `<iframe>` that shows the certificate card on another site: the code the certificate page
 * offers and the `html` of the oEmbed document, written once. Pure: the app and the server share it.
 */
import { escapeHtml } from './escape-html.ts';

export interface CardFrame {
  /** The card's absolute address. */
  src: string;
  /** The widest the card is drawn: narrower wherever its place on the page is. */
  width: number;
  /** The card's height (`cardHeight`), the same at every width it is drawn at. */
  height: number;
  /** For screen readers: what the frame holds. */
  title: string;
}

/**
 * One iframe, as wide as its place up to `width` and never wider, so that a phone's page does not
 * scroll sideways; its height is the card's at any width, so it needs no script. The size is in
 * `style` as well as in the attributes: a site's style sheet that sets every iframe's height (as
 * many themes do for videos) yields to it. Loaded when it scrolls near, with none of the powers
 * `allow` would grant.
 */
export function cardFrame({ src, width, height, title }: CardFrame): string {
  return (
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}"` +
    ` title="${escapeHtml(title)}" loading="lazy"` +
    ` style="width:100%;max-width:${width}px;height:${height}px;border:0"></iframe>`
  );
}
