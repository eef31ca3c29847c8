// The data folder and the SQLite file hold accounts and secrets: only the server's own user may read
// them (0700 for folders, 0600 for files), whatever the umask, including ones an older version
// created more open.
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

export function privateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

export function privateFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}
