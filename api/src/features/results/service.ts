// Shared results: members share what they made with a workflow; it shows under the workflow once
// staff approve it (its author sees it meanwhile, marked pending). Files are cleaned (images encoded
// again, videos' metadata blanked), thumbnailed and kept in the media storage under content-hashed
// keys; a file no result uses any more is deleted from it.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminResult, AdminResultList, AdminResultListQuery, ReportReason, ResultKind, ResultStatus, SharedResult } from 'contracts';
import type { Database } from '../../db/types.ts';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { MediaObject, MediaStorage } from '../../lib/media-storage.ts';
import type { AuditActor, AuditLog } from '../audit/service.ts';
import { reencodeImage, thumbnailOf } from './images.ts';
import { BadMediaError } from './media-error.ts';
import type { ResultRow, ResultsRepository, Viewer } from './repository.ts';
import { CONTENT_TYPES, isVideo, type MediaType } from './sniff.ts';
import type { SharedUpload } from './upload.ts';
import { cleanVideo } from './video.ts';

export interface ResultsServiceDeps {
  db: Kysely<Database>;
  repository: ResultsRepository;
  storage: MediaStorage;
  audit: AuditLog;
  now?: () => Date;
}

export const RESULT_MESSAGES = {
  gone: 'This result does not exist any more.',
  noWorkflow: 'There is no such workflow.',
  notYours: 'You can only remove what you shared.',
  own: 'You cannot report what you shared.',
  thanks: 'Thank you for the report. A moderator will look at this result.',
  already: 'You have already reported this result. A moderator will look at it.',
  removed: 'The result is removed.',
} as const;

/** Site path of a stored file: /static/results/<sha256>.<ext>. */
export const mediaUrl = (key: string) => `/static/${key}`;
const EXTENSIONS: Record<MediaType, string> = { png: 'png', jpg: 'jpg', webp: 'webp', mp4: 'mp4', webm: 'webm' };
const keyOf = (bytes: Buffer, extension: string) => `results/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

const authorName = (row: ResultRow) => `${row.first_name} ${row.last_name}`.trim() || 'Member';

function toShared(row: ResultRow): SharedResult {
  return {
    id: row.id,
    workflow_id: row.workflow_id,
    kind: row.kind as ResultKind,
    media_url: mediaUrl(row.media_key),
    thumbnail_url: mediaUrl(row.thumbnail_key),
    width: row.width,
    height: row.height,
    prompt: row.prompt,
    settings: row.settings,
    author: { id: row.user_id, name: authorName(row), avatar_url: row.avatar_url },
    created: row.created,
    status: row.status as ResultStatus,
  };
}

function toAdmin(row: ResultRow, reports: Record<string, number> = {}): AdminResult {
  return {
    ...toShared(row),
    workflow: { id: row.workflow_id, title: row.workflow_title },
    author: { id: row.user_id, name: authorName(row), email: row.email, avatar_url: row.avatar_url },
    reviewed_at: row.reviewed_at,
    report_count: Object.values(reports).reduce((sum, n) => sum + n, 0),
    reports,
  };
}

/** The cleaned file and its thumbnail; a refused file is a 400 on its field. */
async function prepare(upload: SharedUpload) {
  const { media, poster } = upload;
  let field: 'media' | 'poster' = 'media';
  try {
    const bytes = isVideo(media.type) ? cleanVideo(media.bytes, media.type) : await reencodeImage(media.bytes, media.type);
    field = 'poster';
    const thumbnail = isVideo(media.type) ? await thumbnailOf(poster!.bytes, poster!.type) : await thumbnailOf(bytes, media.type);
    return { bytes, thumbnail };
  } catch (error) {
    if (!(error instanceof BadMediaError)) throw error;
    throw new BadRequestError(error.message, { [field]: error.message });
  }
}

export function createResultsService({ db, repository, storage, audit, now = () => new Date() }: ResultsServiceDeps) {
  async function workflowId(key: string): Promise<number> {
    const id = await repository.listedWorkflowId(key);
    if (id === null) throw new NotFoundError(RESULT_MESSAGES.noWorkflow);
    return id;
  }

  async function existing(id: number): Promise<ResultRow> {
    const row = await repository.find(id);
    if (!row) throw new NotFoundError(RESULT_MESSAGES.gone);
    return row;
  }

  /** Deletes stored files no result uses any more. */
  async function release(row: ResultRow): Promise<void> {
    for (const key of [row.media_key, row.thumbnail_key]) if (!(await repository.keyInUse(key))) await storage.remove(key);
  }

  async function staffOne(id: number): Promise<AdminResult> {
    const row = await existing(id);
    return toAdmin(row, (await repository.reports([id])).get(id));
  }

  const details = (row: ResultRow) => ({ workflow_id: row.workflow_id, author_id: row.user_id, media: mediaUrl(row.media_key) });

  return {
    /** A page of a workflow's gallery as the viewer may see it; NotFoundError for an unknown or unlisted workflow. */
    async list(key: string, page: { limit: number; before?: number }, viewer: Viewer | null): Promise<SharedResult[]> {
      return (await repository.gallery(await workflowId(key), page, viewer)).map(toShared);
    },

    /** Stores a member's result, waiting for review. */
    async create(user: Viewer, key: string, upload: SharedUpload): Promise<SharedResult> {
      const workflow = await workflowId(key);
      const { bytes, thumbnail } = await prepare(upload);
      const mediaKey = keyOf(bytes, EXTENSIONS[upload.media.type]);
      const thumbnailKey = keyOf(thumbnail.bytes, 'webp');
      await storage.put(mediaKey, bytes, CONTENT_TYPES[upload.media.type]);
      await storage.put(thumbnailKey, thumbnail.bytes, 'image/webp');
      const id = await repository.insert({
        workflow_id: workflow,
        user_id: user.id,
        kind: isVideo(upload.media.type) ? 'video' : 'image',
        media_key: mediaKey,
        thumbnail_key: thumbnailKey,
        width: thumbnail.width,
        height: thumbnail.height,
        prompt: upload.fields.prompt,
        settings: upload.fields.settings,
        status: 'pending',
        created: now().toISOString(),
      });
      return toShared(await existing(id));
    },

    /** Reports a result the member can see (not their own); a second report by the same member changes nothing. */
    async report(user: Viewer, id: number, reason: ReportReason): Promise<{ created: boolean; message: string }> {
      const row = await repository.find(id);
      if (!row || (row.status !== 'approved' && row.user_id !== user.id && !user.is_staff)) throw new NotFoundError(RESULT_MESSAGES.gone);
      if (row.user_id === user.id) throw new AppError(403, RESULT_MESSAGES.own);
      const created = await repository.addReport({ result_id: id, user_id: user.id, reason, created: now().toISOString() });
      return { created, message: created ? RESULT_MESSAGES.thanks : RESULT_MESSAGES.already };
    },

    /** Its author removes what they shared (staff remove through the review queue). */
    async remove(user: Viewer, id: number): Promise<void> {
      const row = await repository.find(id);
      if (!row || (row.status !== 'approved' && row.user_id !== user.id && !user.is_staff)) throw new NotFoundError(RESULT_MESSAGES.gone);
      if (row.user_id !== user.id) throw new AppError(403, RESULT_MESSAGES.notYours);
      await repository.remove(db, id);
      await release(row);
    },

    /** A stored file by its name under /static/results/. */
    async file(name: string): Promise<MediaObject | null> {
      return storage.get(`results/${name}`);
    },

    async queue(query: AdminResultListQuery): Promise<AdminResultList> {
      const { rows, count } = await repository.queue(query.status, query.page_size, (query.page - 1) * query.page_size);
      const reports = await repository.reports(rows.map((row) => row.id));
      return { count, pending: await repository.pendingCount(), results: rows.map((row) => toAdmin(row, reports.get(row.id))) };
    },

    /** Approves (it shows in the gallery; its reports are cleared) or rejects (only its author sees it). */
    async review(actor: AuditActor, id: number, status: 'approved' | 'rejected'): Promise<AdminResult> {
      const row = await existing(id);
      await db.transaction().execute(async (trx) => {
        await repository.setStatus(trx, id, status, now().toISOString());
        await audit.record(
          actor,
          {
            action: status === 'approved' ? 'result.approve' : 'result.reject',
            target_type: 'result',
            target_id: id,
            details: details(row),
          },
          trx,
        );
      });
      return staffOne(id);
    },

    /** Deletes a result and its files (staff). */
    async staffRemove(actor: AuditActor, id: number): Promise<void> {
      const row = await existing(id);
      await db.transaction().execute(async (trx) => {
        await repository.remove(trx, id);
        await audit.record(actor, { action: 'result.delete', target_type: 'result', target_id: id, details: details(row) }, trx);
      });
      await release(row);
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
