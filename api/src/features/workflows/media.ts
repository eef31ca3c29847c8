// The workflow files under DATA_DIR/media/workflows/ (served at /static/workflows/). New files are
// written under temporary names first and moved into place only after the database change has
// committed, so a failed upload leaves nothing half-written behind.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { MEDIA_FOLDER, staticPath } from './urls.ts';

export interface StagedFile {
  /** Final name inside the workflows media folder. */
  name: string;
  tempPath: string;
}

export interface MediaStore {
  readonly folder: string;
  /** Writes bytes under a temporary name; `commit` moves it into place, `discard` removes it. */
  stage(name: string, bytes: Buffer): StagedFile;
  commit(files: StagedFile[]): void;
  discard(files: StagedFile[]): void;
  /** Removes a file of the workflows folder by its stored URL (other URLs are left alone). */
  removeByUrl(storedUrl: string | null): void;
  /** The local file a stored URL points at, if it is a file under DATA_DIR/media that exists. */
  localFile(storedUrl: string): string | null;
}

export function createMediaStore(mediaDir: string): MediaStore {
  const root = resolve(mediaDir);
  const folder = join(root, MEDIA_FOLDER);

  function localFile(storedUrl: string): string | null {
    const path = staticPath(storedUrl);
    if (!path?.startsWith('/static/')) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(path.slice('/static/'.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
    const full = resolve(root, relative);
    if (!full.startsWith(root + sep)) return null;
    return existsSync(full) && statSync(full).isFile() ? full : null;
  }

  return {
    folder,
    stage(name, bytes) {
      mkdirSync(folder, { recursive: true });
      const tempPath = join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      writeFileSync(tempPath, bytes);
      return { name, tempPath };
    },
    commit(files) {
      for (const file of files) renameSync(file.tempPath, join(folder, file.name));
    },
    discard(files) {
      for (const file of files) rmSync(file.tempPath, { force: true });
    },
    removeByUrl(storedUrl) {
      if (!storedUrl) return;
      const full = localFile(storedUrl);
      if (full && full.startsWith(folder + sep)) rmSync(full, { force: true });
    },
    localFile,
  };
}
