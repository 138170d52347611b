/** Every German message, in one chunk that loads only when German is chosen. */
import { de as common } from './common.ts';
import { de as settings } from './settings.ts';
import { de as event } from './event.ts';
import { de as hotel } from './hotel.ts';
import { de as certificates } from './certificates.ts';
import { de as bulk } from './bulk.ts';

export const messages = { ...common, ...settings, ...event, ...hotel, ...certificates, ...bulk };
