// Security headers (helmet) with a Content-Security-Policy that lets the apps, Google sign-in and
// the AdSense script work. If the remotes are published on another origin, it is allowed too.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export function cspDirectives(config: Pick<Config, 'remotesBaseUrl'>): Record<string, string[]> {
  const remoteOrigins: string[] = [];
  if (/^https?:\/\//i.test(config.remotesBaseUrl)) remoteOrigins.push(new URL(config.remotesBaseUrl).origin);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': [
      "'self'",
      ...remoteOrigins,
      'https://pagead2.googlesyndication.com',
      'https://*.googlesyndication.com',
      'https://accounts.google.com/gsi/client',
      'https://www.googletagservices.com',
      'https://*.adtrafficquality.google',
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'frame-src': ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://accounts.google.com', 'https://www.google.com'],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      'https://*.googlesyndication.com',
      'https://accounts.google.com',
      'https://*.adtrafficquality.google',
    ],
  };
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      crossOriginEmbedderPolicy: false,
      // Google sign-in opens a pop-up that must be able to talk back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Remote builds and media may be loaded from other origins (a CDN, a canary host).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'security' },
);
