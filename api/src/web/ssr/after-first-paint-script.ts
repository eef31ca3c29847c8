// The inline script that starts the shell's script once the first frame is on screen (decision 0059):
// the source of contracts' `startAfterFirstPaint`, its hash for the Content-Security-Policy, and the
// rewrite of a rendered page's head that gives it the elements to start.
import { createHash } from 'node:crypto';
import { startAfterFirstPaint } from 'contracts';

/** The script's text: the function called at once, runs of spaces (stripped types, indentation) made one. */
export const AFTER_FIRST_PAINT_SCRIPT = `(${startAfterFirstPaint.toString()})();`.replace(/ {2,}/g, ' ');

/** The CSP source that allows the script. */
export const AFTER_FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** The shell's deferred scripts as its build writes them into index.html. */
const DEFERRED_SCRIPT_RE = /<script defer src="[^"]+"><\/script>/g;
/** A script's preload (the shell's React chunks, a remote's container), whatever the order of its attributes. */
const SCRIPT_PRELOAD_RE = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g;
/** A stylesheet link only for print: it tells a remote's CSS loader that the screen's styles are inline (remote-assets.ts). */
const PRINT_STYLESHEET_RE = /<link rel="stylesheet" media="print" href="[^"]+">/g;

/**
 * A rendered page's template and head with their scripts started after the first paint: the deferred
 * scripts, the scripts' preloads and the print-only stylesheet links leave their places for a
 * `<template>` at the end of the head, which the inline script after it copies into the head once
 * the first frame is shown. Nothing else is fetched before that frame but the page's pictures.
 */
export function startScriptsAfterFirstPaint(template: string, head: string): { template: string; head: string } {
  const later: string[] = [];
  const take = (tag: string) => {
    later.push(tag);
    return '';
  };
  const page = template.replace(DEFERRED_SCRIPT_RE, take).replace(SCRIPT_PRELOAD_RE, take);
  const links = head.replace(SCRIPT_PRELOAD_RE, take).replace(PRINT_STYLESHEET_RE, take);
  if (later.length === 0) return { template, head };
  return {
    template: page,
    head: `${links}<template data-after-first-paint>${later.join('')}</template><script>${AFTER_FIRST_PAINT_SCRIPT}</script>`,
  };
}
