// Stylesheets the first paint needs go inside the page: on a phone each render-blocking stylesheet
// costs a round trip before anything shows. Files are read once and kept until they change.
import { readFileSync, statSync } from 'node:fs';

const files = new Map<string, { mtimeMs: number; css: string }>();

/** The text of a CSS file, or null when it cannot be read. */
export function readCss(file: string): string | null {
  try {
    const { mtimeMs } = statSync(file);
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.css;
    const css = readFileSync(file, 'utf8');
    files.set(file, { mtimeMs, css });
    return css;
  } catch {
    return null;
  }
}

/** A <style> element for CSS text; nothing in the text can close it early. */
export function styleElement(css: string, source: string): string {
  return `<style data-source="${source.replace(/"/g, '&quot;')}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** Replaces `<link rel="stylesheet" href="/x.css">` of the shell's own files with their text. */
export function inlineShellStylesheets(html: string, fileOf: (href: string) => string | null): string {
  return html.replace(/<link rel="stylesheet" href="(\/[^"]+\.css)">/g, (link, href: string) => {
    const file = fileOf(href);
    const css = file ? readCss(file) : null;
    return css === null ? link : styleElement(css, href);
  });
}
