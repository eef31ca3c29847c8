// A worker thread that runs the API's own TypeScript without a type stripper of its own. Node strips a
// `.ts` file's types with a WebAssembly build of swc that each thread loads on its first `.ts` file
// and keeps for its life: ~9 MiB of WebAssembly memory and ~3 MiB of heap in a worker, for modules it
// loads once, at its start. So the main thread, which holds that stripper already for the server's
// own files, strips the worker's modules (its entry and the relative `.ts` imports it reaches) and
// hands them over; the worker loads them through a module hook as JavaScript (decision 0062). A `.ts`
// module the walk did not reach (a dynamic import, a workspace package's source) fails to load rather
// than load a stripper.
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** A static import or re-export of a relative `.ts` file, at the start of a line (type-only ones are gone once stripped). */
const RELATIVE_TS_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+\.ts)['"]/gm;

/** The workerData keys the bootstrap takes (and deletes) before the entry reads workerData. */
interface StrippedModules {
  strippedModules: [string, string][];
  strippedEntry: string;
}

/** The JavaScript of `entry` and of every relative `.ts` module it imports, by file URL. */
export function strippedModules(entry: URL): Map<string, string> {
  const sources = new Map<string, string>();
  const visit = (url: URL): void => {
    if (sources.has(url.href)) return;
    const source = stripTypeScriptTypes(readFileSync(url, 'utf8'));
    sources.set(url.href, source);
    for (const [, specifier] of source.matchAll(RELATIVE_TS_IMPORT)) visit(new URL(specifier!, url));
  };
  visit(entry);
  return sources;
}

// CommonJS, run by `eval`: serves each stripped module once, then imports the entry.
const BOOTSTRAP = `
const { registerHooks } = require('node:module');
const { workerData } = require('node:worker_threads');
const sources = new Map(workerData.strippedModules);
const entry = workerData.strippedEntry;
delete workerData.strippedModules;
delete workerData.strippedEntry;
registerHooks({
  load(url, context, nextLoad) {
    const source = sources.get(url);
    if (source !== undefined) {
      sources.delete(url);
      return { format: 'module', source, shortCircuit: true };
    }
    if (url.startsWith('file:') && url.endsWith('.ts')) throw new Error(url + ' was not stripped by the main thread');
    return nextLoad(url, context);
  },
});
import(entry);
`;

/** Starts a worker on `entry` (a `.ts` file) with `options.workerData` (an object) as its workerData, its modules stripped here. */
export function startStrippedWorker(entry: URL, options: WorkerOptions & { workerData: object }): Worker {
  const stripped: StrippedModules = { strippedModules: [...strippedModules(entry)], strippedEntry: entry.href };
  return new Worker(BOOTSTRAP, { ...options, eval: true, workerData: { ...options.workerData, ...stripped } });
}
