// Async boundary: shared singletons are negotiated before any app code runs.
//
// The start-up runs in several short tasks rather than one long one (decisions 0042, 0051). This
// task, main.js's, evaluates the federation runtime and requests start.ts's chunk; the federation
// runtime's negotiation of react-dom (the largest library, asked for next) and the insertion of its
// scripts run in the next task, the other shared libraries in start.ts's (when its chunk arrives).
// The app's own chunk is requested last; it evaluates, and calls hydrateRoot, in a task of its own.
// Each step requests a script that the page's `load` event waits for before the step that needs it
// ends (start.ts's chunk is pending across the yield), so React listens for taps before `load`, as
// it did when everything ran in main.js's task.
import { nextTask } from './next-task.ts';

const reactDom = nextTask().then(() => import('react-dom/client'));
void import('./start.ts').then(({ start }) => start(reactDom));
