// Security headers (helmet) with a Content-Security-Policy that lets the apps, Google sign-in and
// the AdSense script work. If the remotes are published on another origin, it is allowed too.
// The "Check on my ComfyUI" panel talks from the page to the visitor's own ComfyUI
// (docs/decisions/0012-comfy-check-in-the-browser.md): this machine over http and ws on any port,
// and any https/wss address they type. Plain-http addresses on their network cannot be listed (CSP
// has no address ranges) and an https page could not call them anyway (mixed content).
// The headers are the same on every answer: helmet computes them once at start, and each request only
// copies them (@fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every request:
// a tenth of the time of a page served from the render cache).
// A script, a stylesheet, a font or a raster image is never a document: the policies that only a
// document (or a worker, or an SVG opened on its own) reads are dropped from those answers, which
// keep what a subresource uses (nosniff, CORP, HSTS, the referrer policy). The CSP alone is 1 KB:
// an article fetched 15 scripts with 26 KB of headers (decision 0066).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AFTER_FIRST_PAINT_SCRIPT_SOURCE } from '../web/ssr/after-first-paint-script.ts';
import { HELD_TAPS_SCRIPT_SOURCE } from '../web/ssr/held-taps-script.ts';

/** The visitor's own machine, where ComfyUI listens by default (127.0.0.1:8188). */
const VISITOR_COMFYUI_LOCAL = ['http://127.0.0.1:*', 'http://localhost:*'];

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
      // The inline scripts of a rendered page: its tap holder (decision 0049) and its script starter (0059).
      HELD_TAPS_SCRIPT_SOURCE,
      AFTER_FIRST_PAINT_SCRIPT_SOURCE,
      'https://pagead2.googlesyndication.com',
      'https://*.googlesyndication.com',
      'https://accounts.google.com/gsi/client',
      'https://www.googletagservices.com',
      'https://*.adtrafficquality.google',
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
    // blob: the preview of an image or video a member is about to share, and the video a poster frame is captured from.
    'img-src': ["'self'", 'data:', 'https:', ...VISITOR_COMFYUI_LOCAL, 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'frame-src': ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://accounts.google.com', 'https://www.google.com'],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      'https://*.googlesyndication.com',
      'https://accounts.google.com',
      'https://*.adtrafficquality.google',
      ...VISITOR_COMFYUI_LOCAL,
      'ws://127.0.0.1:*',
      'ws://localhost:*',
      'https:',
      'wss:',
    ],
  };
}

/** Answers that are never a document, a worker or an SVG: scripts, stylesheets, fonts, raster images. */
const SUBRESOURCE_TYPE = /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif))/i;

/** The headers only a document reads (framing, its CSP, its browsing context, legacy IE/XSS filters). */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The headers helmet's middleware sets for these options, recorded once. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      crossOriginEmbedderPolicy: false,
      // Google sign-in opens a pop-up that must be able to talk back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Remote builds and media may be loaded from other origins (a CDN, a canary host).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);
