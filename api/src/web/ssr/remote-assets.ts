// What the browser needs of a remote's screen before it can hydrate it: the remote's container script
// (preloaded, so it downloads with the shell's own script instead of after it) and the screen's
// stylesheets, read from the build's mf-manifest.json (inlined, so the server's markup is styled from
// the first paint without a round trip). The browser itself never reads the manifest (decision 0043).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { styleElement } from './inline-styles.ts';
import { readText } from './text-files.ts';

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

export interface ScreenAssets {
  scripts: string[];
  /** The screen's stylesheets: the URL the browser's loader looks for, and the file on disk. */
  styles: { href: string; file: string }[];
}

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest }>();

function readManifest(file: string): Manifest | null {
  try {
    const { mtimeMs } = statSync(file);
    const cached = manifests.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    manifests.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null;
  }
}

/** The screens a build exposes ("PricingPage", …), from its browser manifest. */
export function exposedScreens(buildDir: string): string[] {
  return readManifest(join(buildDir, 'mf-manifest.json'))?.exposes.map((e) => e.name) ?? [];
}

/**
 * The assets of one exposed screen ("PricingPage") of the build whose container script is at
 * `scriptUrl` (the URL the browser registers) and on disk in `buildDir`.
 */
export function screenAssets(buildDir: string, scriptUrl: string, screen: string): ScreenAssets | null {
  const manifest = readManifest(join(buildDir, 'mf-manifest.json'));
  const exposed = manifest?.exposes.find((e) => e.name === screen);
  if (!manifest || !exposed) return null;
  const base = scriptUrl.slice(0, scriptUrl.lastIndexOf('/') + 1);
  return {
    // The screen's chunks are not preloaded here: the container asks for them as soon as it runs, and
    // a failed <link rel=preload> would poison their URLs for a later Retry.
    scripts: [scriptUrl],
    styles: exposed.assets.css.sync.map((file) => ({ href: base + file, file: join(buildDir, file) })),
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The head links for the screens of a page. */
export function assetLinks(screens: ScreenAssets[]): string {
  const links: string[] = [];
  for (const screen of screens) {
    for (const { href, file } of screen.styles) {
      const css = readText(file);
      if (css === null) {
        links.push(`<link rel="stylesheet" href="${attribute(href)}">`);
        continue;
      }
      // The print-only link tells the remote's CSS loader the file is already in the page (it looks
      // for a stylesheet link with that URL); the styles themselves are the inline copy.
      links.push(styleElement(css, href), `<link rel="stylesheet" media="print" href="${attribute(href)}">`);
    }
    for (const href of screen.scripts) links.push(`<link rel="preload" as="script" href="${attribute(href)}">`);
  }
  return [...new Set(links)].join('');
}
