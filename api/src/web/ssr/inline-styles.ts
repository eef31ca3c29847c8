// Stylesheets the first paint needs go inside the page: on a phone each render-blocking stylesheet
// costs a round trip before anything shows.
import { readText } from './text-files.ts';

/** A <style> element for CSS text; nothing in the text can close it early. */
export function styleElement(css: string, source: string): string {
  return `<style data-source="${source.replace(/"/g, '&quot;')}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** Replaces `<link rel="stylesheet" href="/x.css">` of the shell's own files with their text. */
export function inlineShellStylesheets(html: string, fileOf: (href: string) => string | null): string {
  return html.replace(/<link rel="stylesheet" href="(\/[^"]+\.css)">/g, (link, href: string) => {
    const file = fileOf(href);
    const css = file ? readText(file) : null;
    return css === null ? link : styleElement(css, href);
  });
}
