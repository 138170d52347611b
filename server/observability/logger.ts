/**
 * The server's logger (pino): one JSON line per event with time, level and message, or
 * human-readable lines (pino-pretty) in a terminal. LOG_FORMAT=json|pretty chooses; unset, a
 * terminal gets pretty lines and anything else JSON.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger } from 'pino';

export function createLogger(
  format: 'json' | 'pretty' | null,
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  const options = {
    base: null,
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
