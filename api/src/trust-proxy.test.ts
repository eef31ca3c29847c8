import { describe, it, expect, afterEach } from '@jest/globals';
import { ConfigError, loadConfig } from './config.ts';
import { createTestSite, type TestSite } from '../test/helpers.ts';

describe('TRUST_PROXY', () => {
  it('is off by default; takes a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(ConfigError);
  });

  describe('the client address rate limits count', () => {
    let site: TestSite | undefined;
    afterEach(async () => {
      await site?.close();
      site = undefined;
    });

    const signUp = (app: TestSite['app'], i: number, from: { remoteAddress: string; forwardedFor: string }) =>
      app.inject({
        method: 'POST',
        url: '/api/users/',
        remoteAddress: from.remoteAddress,
        headers: { 'x-forwarded-for': from.forwardedFor },
        payload: { first_name: 'Spam', last_name: 'Bot', email: `spam${i}@example.com`, password: 'spam spam spam' },
      });

    it('ignores X-Forwarded-For by default: a client cannot pick its own address', async () => {
      site = await createTestSite({ config: { authLimitPerIp: 3 } });
      for (let i = 0; i < 3; i += 1) {
        expect((await signUp(site.app, i, { remoteAddress: '192.0.2.1', forwardedFor: `198.51.100.${i}` })).statusCode).toBeLessThan(300);
      }
      expect((await signUp(site.app, 3, { remoteAddress: '192.0.2.1', forwardedFor: '198.51.100.200' })).statusCode).toBe(429);
    });

    it('believes X-Forwarded-For only from a configured proxy', async () => {
      site = await createTestSite({ config: { authLimitPerIp: 3, trustProxy: ['10.0.0.5'] } });
      for (let i = 0; i < 3; i += 1) {
        expect((await signUp(site.app, i, { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.1' })).statusCode).toBeLessThan(300);
      }
      expect((await signUp(site.app, 3, { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.1' })).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await signUp(site.app, 4, { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.2' })).statusCode).toBeLessThan(300);
      // A client reaching the instance directly cannot claim to be someone else.
      for (let i = 5; i < 8; i += 1) {
        expect((await signUp(site.app, i, { remoteAddress: '192.0.2.9', forwardedFor: `203.0.113.${i}` })).statusCode).toBeLessThan(300);
      }
      expect((await signUp(site.app, 8, { remoteAddress: '192.0.2.9', forwardedFor: '203.0.113.99' })).statusCode).toBe(429);
    });
  });
});
