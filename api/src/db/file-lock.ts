// A lock between processes of one machine: a file created exclusively that holds the owner's pid.
// A lock whose owner no longer runs is taken over. SQLite uses it for start-up work (migrations, the
// content sync) when several processes open the same database file at once.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const RETRY_MS = 50;

function ownerGone(path: string): boolean {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return false; // Released meanwhile: try again.
  }
  if (text === '') return false; // Being written.
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export async function withFileLock<T>(path: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (ownerGone(path)) rmSync(path, { force: true });
      else await sleep(RETRY_MS);
    }
  }
  try {
    return await task();
  } finally {
    rmSync(path, { force: true });
  }
}
