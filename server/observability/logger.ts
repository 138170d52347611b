/**
 * The server's logger (pino): one JSON line per event with time, level and message, or
 * human-readable lines (pino-pretty) in a terminal. LOG_FORMAT=json|pretty chooses; unset, a
 * terminal gets pretty lines and anything else JSON. LOG_LEVEL sets the least severe level logged.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from '../config.ts';

export type { Logger } from 'pino';

/** The JSON log is written in batches of this size, and at least this often (server/main.ts). */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

/** Whether the log is written for people (pino-pretty) rather than as JSON lines. */
export function isPretty(format: 'json' | 'pretty' | null): boolean {
  return format === 'pretty' || (format === null && process.stdout.isTTY === true);
}

/**
 * Ends the JSON log's stream as the process stops: its last lines go out, and if the stream takes
 * no more (a pipe nobody reads), what it still holds is dropped after `withinMs`. A stream left
 * open would keep the process alive: pino flushes it once more, synchronously, as the process
 * exits, and sonic-boom's flushSync retries a full pipe there without end.
 */
export function endLogStream(
  stream: ReturnType<typeof pino.destination>,
  withinMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stream.destroy();
      resolve();
    }, withinMs);
    stream.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    stream.end();
  });
}

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
  return isPretty(format)
    ? pino(
        options,
        pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
      )
    : pino(options, destination);
}
