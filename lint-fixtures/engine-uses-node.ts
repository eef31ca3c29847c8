// Linted as comfy-engine/src/planted.ts: the engine importing a Node API.
export { readFileSync } from 'node:fs';
