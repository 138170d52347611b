/** Every Italian message, in one chunk that loads only when Italian is chosen. */
import { it as common } from './common.ts';
import { it as settings } from './settings.ts';
import { it as event } from './event.ts';
import { it as hotel } from './hotel.ts';
import { it as certificates } from './certificates.ts';
import { it as bulk } from './bulk.ts';

export const messages = { ...common, ...settings, ...event, ...hotel, ...certificates, ...bulk };
