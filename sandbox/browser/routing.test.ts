import { describe, expect, it } from 'vitest';
import { isSandboxPath, shellFile } from './routing.ts';

describe('the worker’s routing', () => {
  it('takes the sandbox’s paths under the base, and no other', () => {
    expect(isSandboxPath('/sandbox', '/')).toBe(true);
    expect(isSandboxPath('/sandbox/emissions/hotel', '/')).toBe(true);
    expect(isSandboxPath('/emission-desk/sandbox/records', '/emission-desk/')).toBe(true);
    expect(isSandboxPath('/sandbox/records', '/emission-desk/')).toBe(false);
    expect(isSandboxPath('/sandboxes', '/')).toBe(false);
    expect(isSandboxPath('/sandbox-worker.js', '/')).toBe(false);
  });

  it('answers a page’s path with its shell, in the reader’s language', () => {
    expect(shellFile('/event', '/', 'en')).toBe('event/index.html');
    expect(shellFile('/event/', '/', 'de')).toBe('event/index.de.html');
    expect(shellFile('/emission-desk/hotel', '/emission-desk/', 'fr')).toBe('hotel/index.fr.html');
  });

  it('answers any other path (a certificate, the start) with the shell of every other path', () => {
    expect(shellFile('/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', '/', 'it')).toBe(
      'index.it.html',
    );
    expect(shellFile('/certificates', '/', 'it')).toBe('certificates/index.it.html');
    expect(shellFile('/', '/', 'de')).toBe('index.de.html');
    expect(shellFile('/no-such-page', '/', 'en')).toBe('index.html');
    expect(shellFile('/emission-desk/', '/emission-desk/', 'en')).toBe('index.html');
  });
});
