import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { STATUS_TITLES } from './status-titles.ts';

describe('the status titles', () => {
  it("are Node's reason phrases, every one", () => {
    expect({ ...STATUS_TITLES }).toEqual({ ...STATUS_CODES });
  });
});
