import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function linesAt(level: Parameters<typeof createLogger>[1]) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('json', level, {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  logger.info('a request');
  logger.warn('the service is slow');
  logger.error('the service is down');
  return lines.map((line) => line['msg']);
}

describe('the logger', () => {
  it('writes a JSON line per event from info up by default', () => {
    expect(linesAt('info')).toEqual(['a request', 'the service is slow', 'the service is down']);
  });

  it('leaves out what is less severe than LOG_LEVEL', () => {
    expect(linesAt('warn')).toEqual(['the service is slow', 'the service is down']);
    expect(linesAt('silent')).toEqual([]);
  });
});
