/** Unset LOG_FORMAT: a terminal gets pretty lines, anything else JSON. */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from '../config.ts';

export type { Logger } from 'pino';

export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

export function isPretty(format: 'json' | 'pretty' | null): boolean {
  return format === 'pretty' || (format === null && process.stdout.isTTY === true);
}

/**
 * A stream left open would keep the process alive: pino flushes it once more, synchronously, at
 * exit, and sonic-boom's flushSync retries a full pipe there without end. What a stream that takes
 * no more still holds is dropped after `withinMs`.
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
