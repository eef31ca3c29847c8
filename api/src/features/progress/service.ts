// Roadmap progress (docs/product/content.md#progress, decision 0032): a member's marks, the merge of
// the marks they made before signing in (per step, the later mark wins), the public page's switch and
// handle, and what the public page shows. Only the member reads and writes their own marks: no
// route takes a user id.
import { CALENDAR_WEEKS, HANDLE_MAX, HANDLE_MIN } from 'contracts';
import type { Progress, ProgressMark, ProgressSharing, PublicProgress } from 'contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { ProgressRepository, StoredMark } from './repository.ts';

export const HANDLE_TAKEN = 'This handle is taken: choose another.';
export const HANDLE_RESERVED = 'This handle is reserved: choose another.';
export const PROGRESS_PAGE_NOT_FOUND = 'No public roadmap progress under this handle.';

/** Handles that would read as the site speaking. */
const RESERVED_HANDLES = new Set(['admin', 'administrator', 'staff', 'support', 'help', 'team', 'moderator', 'official', 'system', 'root']);

const DAY_MS = 86_400_000;

export interface ProgressServiceDeps {
  repository: ProgressRepository;
  now?: () => Date;
}

/** Marks that count as progress on the public page's calendar. */
const isProgress = (mark: Pick<StoredMark, 'status'>) => mark.status === 'done' || mark.status === 'learning';

const toMark = (row: StoredMark): ProgressMark => ({ step: row.step, status: row.status, at: row.marked_at }) as ProgressMark;

/** "Zoë O'Brien" → "zoe-obrien": the member's name as a handle, or '' when nothing of it is usable. */
function nameSlug(first: string, last: string): string {
  return `${first} ${last}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX - 8)
    .replace(/-+$/, '');
}

export function createProgressService({ repository, now = () => new Date() }: ProgressServiceDeps) {
  async function answer(userId: number, marks?: StoredMark[]): Promise<Progress> {
    const [rows, sharing] = await Promise.all([marks ?? repository.marks(userId), repository.sharing(userId)]);
    return {
      marks: rows.filter((row) => row.status !== 'none').map(toMark),
      public: sharing.progress_public === 1,
      handle: sharing.handle,
    };
  }

  async function write(userId: number, marks: StoredMark[]): Promise<Progress> {
    return answer(userId, await repository.write(userId, marks, isProgress));
  }

  /** The name's slug when it is free, else the slug with the member's id, else a name no one chose. */
  async function suggestion(userId: number, first: string, last: string): Promise<string> {
    const slug = nameSlug(first, last);
    if (slug.length >= HANDLE_MIN && !RESERVED_HANDLES.has(slug) && !(await repository.handleTaken(slug, userId))) return slug;
    const withId = `${slug || 'member'}-${userId}`;
    return (await repository.handleTaken(withId, userId)) ? `member-${userId}-${now().getTime().toString(36)}` : withId;
  }

  async function sharing(userId: number): Promise<ProgressSharing> {
    const row = await repository.sharing(userId);
    return {
      public: row.progress_public === 1,
      handle: row.handle,
      suggested_handle: row.handle ?? (await suggestion(userId, row.first_name, row.last_name)),
    };
  }

  return {
    progress: (userId: number) => answer(userId),

    /** A mark made now by the signed-in member: it carries the server's time, so it wins over every earlier one. */
    mark: (userId: number, step: ProgressMark['step'], status: ProgressMark['status']) =>
      write(userId, [{ step, status, marked_at: now().toISOString() }]),

    /**
     * The marks a visitor made in this browser before signing in, each with its time: per step the
     * later of the stored mark and the browser's wins. A time in the future counts as now.
     */
    merge(userId: number, marks: ProgressMark[]): Promise<Progress> {
      const latest = new Map<string, StoredMark>();
      const nowMs = now().getTime();
      for (const mark of marks) {
        const at = new Date(Math.min(Date.parse(mark.at), nowMs)).toISOString();
        const seen = latest.get(mark.step);
        if (!seen || seen.marked_at < at) latest.set(mark.step, { step: mark.step, status: mark.status, marked_at: at });
      }
      return write(userId, [...latest.values()]);
    },

    sharing,

    async setSharing(userId: number, change: { public: boolean; handle: string }): Promise<ProgressSharing> {
      const invalid = (message: string) => new BadRequestError(message, { handle: message });
      if (RESERVED_HANDLES.has(change.handle)) throw invalid(HANDLE_RESERVED);
      if (await repository.handleTaken(change.handle, userId)) throw invalid(HANDLE_TAKEN);
      try {
        await repository.setSharing(userId, change.handle, change.public);
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid(HANDLE_TAKEN);
        throw error;
      }
      return sharing(userId);
    },

    /** The public page of a handle, or a 404 when no member shows their progress under it. */
    async publicProgress(handle: string): Promise<PublicProgress> {
      const member = await repository.publicMember(handle.toLowerCase());
      if (!member?.handle) throw new NotFoundError(PROGRESS_PAGE_NOT_FOUND);
      const today = now();
      const until = today.toISOString().slice(0, 10);
      // Weeks start on Monday; the calendar ends with the current week.
      const weekday = (today.getUTCDay() + 6) % 7;
      const since = new Date(Date.parse(until) - (weekday + (CALENDAR_WEEKS - 1) * 7) * DAY_MS).toISOString().slice(0, 10);
      const [marks, days] = await Promise.all([repository.marks(member.id), repository.days(member.id, since)]);
      return {
        handle: member.handle,
        marks: marks
          .filter((row) => row.status !== 'none')
          .map(({ step, status }) => ({ step, status }) as Pick<ProgressMark, 'step' | 'status'>),
        days: days.filter((day) => day.day <= until),
        since,
        until,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
