import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../config.ts';

describe('mail configuration', () => {
  it('defaults: no SMTP server (outbox), sender and team address on the public domain', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://aicreatorhub.example' });
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('AI Creator Hub <no-reply@aicreatorhub.example>');
    expect(config.contactTo).toBe('contact@aicreatorhub.example');
  });

  it('uses localhost as the mail domain when the site runs on an IP address or localhost', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4780' }).mailFrom).toBe('AI Creator Hub <no-reply@localhost>');
    expect(loadConfig({}).contactTo).toBe('contact@localhost');
  });

  it('reads SMTP_URL, MAIL_FROM and CONTACT_TO', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Hub <hello@example.com>',
      CONTACT_TO: 'team@example.com',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailFrom: 'Hub <hello@example.com>',
      contactTo: 'team@example.com',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ CONTACT_TO: 'team at example.com' }, 'CONTACT_TO'],
  ])('refuses %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
