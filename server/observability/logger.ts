/**
 * The server's logger (pino): one JSON line per event with time, level and message, or
 * human-readable lines (pino-pretty) in a terminal. LOG_FORMAT=json|pretty chooses; unset, a
 * terminal gets pretty lines and anything else JSON. LOG_LEVEL sets the least severe level logged.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from '../config.ts';

export type { Logger } from 'pino';

export function createLogger(
  format: 'json' | 'pretty' | null,
  level: LogLevel = 'info',
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  const options = {
    base: null,
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const usePretty = format === 'pretty' || (format === null && process.stdout.isTTY === true);
  return usePretty
    ? pino(
        options,
        pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
      )
    : pino(options, destination);
}
