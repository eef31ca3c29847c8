// Async boundary: shared singletons are negotiated before any app code runs.
//
// The start-up runs in several short tasks rather than one long one (decision 0042). Every shared
// library is imported on its own, so it evaluates in the task its chunk arrives in, and the
// federation runtime's negotiation of them is split between this task (react-dom, the largest, asked
// for first) and the next (start.ts). The app's own chunk is requested last; it evaluates, and calls
// hydrateRoot, in a task of its own. Each step requests a script that the page's `load` event waits
// for, so React listens for taps before `load`, as it did when everything ran in main.js's task.
const reactDom = import('react-dom/client');
void import('./start.ts').then(({ start }) => start(reactDom));
