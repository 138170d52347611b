/**
 * Commands never wait in a queue for a lost connection: they fail at once, so the caller can fail
 * safe. A lost and a regained connection are each logged once, never with the URL (it may hold a
 * password).
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface SharedRedis {
  client: Redis;
  /** As ioredis knows it: no command is sent. */
  connected: () => boolean;
  /** A hung server keeps its connection. */
  ping: (deadlineMs: number) => Promise<boolean>;
  close: () => Promise<void>;
}

export function connectRedis(url: string, logger: Logger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 500, 2_000),
  });
  const where = (() => {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  })();
  let state: 'connecting' | 'ready' | 'unreachable' = 'connecting';
  client.on('ready', () => {
    if (state === 'unreachable') logger.info({ redis: where }, 'Redis is reachable again');
    state = 'ready';
  });
  client.on('error', (error: NodeJS.ErrnoException) => {
    if (state === 'unreachable') return;
    state = 'unreachable';
    logger.error(
      { redis: where, code: error.code ?? error.name },
      'Redis is unreachable: gateway calls are refused (503) and pages read no certificate until it is back',
    );
  });
  return {
    client,
    connected: () => client.status === 'ready',
    ping: async (deadlineMs) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), deadlineMs);
      });
      // A PING that fails after the deadline has passed is no unhandled rejection.
      const answered = client.ping().then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
