// Async boundary: shared singletons are negotiated before any app code runs. The app starts in a task
// of its own: the federation runtime's start-up (this script) and the app's (react-dom, the layout's
// code, hydration) are two main-thread tasks, with a turn for the browser between them (a paint of the
// server's page, a tap), not one long task.
setTimeout(() => void import('./bootstrap.tsx'), 0);
