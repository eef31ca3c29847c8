// The second step of the start-up (index.ts, decision 0042): the other shared libraries, then the app.
// The app's chunk is preloaded from the page's head (PreloadStartUpPlugin, decision 0061), not by a
// `webpackPreload` here, whose `<link>` the bundler's runtime inserted inside main.js's task.
export function start(reactDom: Promise<unknown>): void {
  void Promise.all([reactDom, import('@tanstack/react-query'), import('shared/router'), import('shared/rx'), import('shared')]).then(
    () => import('./bootstrap.tsx'),
  );
}
