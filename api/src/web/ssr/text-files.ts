// Files the server puts inside its pages (stylesheets, the lead image): read once and kept until they change.
import { readFileSync, statSync } from 'node:fs';

const files = new Map<string, { mtimeMs: number; text: string }>();

/** The text of a file, or null when it cannot be read. */
export function readText(file: string): string | null {
  try {
    const { mtimeMs } = statSync(file);
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = readFileSync(file, 'utf8');
    files.set(file, { mtimeMs, text });
    return text;
  } catch {
    return null;
  }
}
