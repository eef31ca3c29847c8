// The second step of the start-up (index.ts, decision 0042): the other shared libraries, then the app.
export function start(reactDom: Promise<unknown>): void {
  void Promise.all([reactDom, import('@tanstack/react-query'), import('shared/router'), import('shared/rx'), import('shared')]).then(
    () => import(/* webpackPreload: true */ './bootstrap.tsx'),
  );
}
