// The workflow files under DATA_DIR/media/workflows/ (served at /static/workflows/): the seeded
// catalogue's, copied from the content folder by every instance, and uploads an earlier version kept
// here (uploads now live in the database: file-storage.ts).
import { existsSync, rmSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { MEDIA_FOLDER, staticPath } from './urls.ts';

export interface MediaStore {
  readonly folder: string;
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
    removeByUrl(storedUrl) {
      if (!storedUrl) return;
      const full = localFile(storedUrl);
      if (full && full.startsWith(folder + sep)) rmSync(full, { force: true });
    },
    localFile,
  };
}
