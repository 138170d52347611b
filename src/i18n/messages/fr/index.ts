/** Every French message, in one chunk that loads only when French is chosen. */
import { fr as common } from './common.ts';
import { fr as settings } from './settings.ts';
import { fr as event } from './event.ts';
import { fr as hotel } from './hotel.ts';
import { fr as certificates } from './certificates.ts';
import { fr as bulk } from './bulk.ts';

export const messages = { ...common, ...settings, ...event, ...hotel, ...certificates, ...bulk };
