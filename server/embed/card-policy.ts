/** The card's inline style sheet as its Content-Security-Policy allows it (security-headers.ts). */
import { createHash } from 'node:crypto';
import { CARD_STYLE } from './card-layout.ts';

export const CARD_STYLE_HASH = `'sha256-${createHash('sha256').update(CARD_STYLE).digest('base64')}'`;
