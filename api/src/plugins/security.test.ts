import { describe, expect, it } from '@jest/globals';
import { cspDirectives } from './security.ts';

describe('the Content-Security-Policy', () => {
  const csp = cspDirectives({ remotesBaseUrl: '/remotes' });

  it("lets the page reach the visitor's ComfyUI on their machine and at an https address they type", () => {
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*', 'ws://127.0.0.1:*', 'ws://localhost:*', 'https:', 'wss:']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*', 'https:']));
  });

  it('lets the share dialog show the chosen file and capture a video’s poster frame (object URLs), scripts never', () => {
    expect(csp['img-src']).toContain('blob:');
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp['script-src']).not.toContain('blob:');
  });

  it('allows no other plain-http or script source', () => {
    const plainHttp = Object.values(csp)
      .flat()
      .filter((source) => source.startsWith('http:') || source.startsWith('ws:'));
    expect(new Set(plainHttp)).toEqual(new Set(['http://127.0.0.1:*', 'http://localhost:*', 'ws://127.0.0.1:*', 'ws://localhost:*']));
    expect(csp['script-src']).not.toContain('https:');
  });
});
