// The shell's script runs once the page's first frame is on screen (decision 0059). A server-rendered
// page needs no script for its first paint, but `main.js` (a deferred script) often arrived while
// that frame was being presented, and its evaluation (the federation runtime, 50–130 ms at 4× CPU)
// then ran before the frame, or before the next one that paints the lead picture. The server keeps
// the download early (a preload in the head) and moves the `<script>` into a `<template>`; this
// function, sent as an inline script after the template, puts the template's elements into the head
// when the browser reports the first contentful paint.

/**
 * Copies the elements of the head's `<template data-after-first-paint>` into the head once the first
 * contentful paint has been presented; scripts among them run in their order and never before the
 * document is parsed, as deferred scripts did. The server sends this function's source as an inline
 * script, so its body refers to nothing outside itself and holds no comments. It starts at once where
 * nothing will be painted soon (a hidden tab, a prerender) or the browser reports no paint timing, and
 * after 3 s in any case (a browser that hides paint timing from pages).
 */
export function startAfterFirstPaint(): void {
  const fallbackMs = 3000;
  const template = document.querySelector('template[data-after-first-paint]');
  if (!(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const copies = [...template.content.children].map((element) => {
      const copy = document.createElement(element.localName);
      for (const { name, value } of element.attributes) copy.setAttribute(name, value);
      if (copy instanceof HTMLScriptElement) copy.async = false;
      return copy;
    });
    document.head.append(...copies.filter((copy) => !(copy instanceof HTMLScriptElement)));
    const scripts = copies.filter((copy) => copy instanceof HTMLScriptElement);
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', () => document.head.append(...scripts), { once: true });
    else document.head.append(...scripts);
  };
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  window.setTimeout(start, fallbackMs);
}
