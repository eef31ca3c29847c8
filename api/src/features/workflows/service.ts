// Workflows: the paginated catalogue, one workflow by slug or id, downloads (counted), and the staff
// operations (list everything, upload, change, publish/unpublish, delete; each recorded in the audit
// log in the transaction of the change). Dependencies are passed in.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/types.ts';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { AuditActor, AuditLog } from '../audit/service.ts';
import type { SearchEngine } from '../search/engine.ts';
import type { FileStorage } from './file-storage.ts';
import type { MediaStore } from './media.ts';
import {
  deleteWorkflow,
  insertWorkflow,
  updateWorkflow,
  type LatestResultRow,
  type WorkflowChanges,
  type WorkflowRow,
  type WorkflowsRepository,
} from './repository.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminWorkflow,
  type AdminWorkflowList,
  type AdminWorkflowListQuery,
  type Workflow,
  WORKFLOW_PAGE_SIZE,
  type ListedWorkflow,
  type ListedWorkflowList,
  type WorkflowListQuery,
  type WorkflowModelFile,
  type WorkflowNodePack,
} from 'contracts';
import { WORKFLOW_KIND, indexWorkflow } from './search-document.ts';
import type { NewUpload, UploadChanges } from './upload.ts';
import { commercialUseOf, gpuTierOf, requirementsOf, storedRequirements } from './run-facts.ts';
import { lastSegment, mediaPath, publicFileUrl, staticPath } from './urls.ts';
import type { WorkflowRequirements } from 'comfy-engine';

export const UPLOAD_RACE =
  'Another workflow with this name was uploaded at the same moment. Please upload again: it will get its own name.';

export interface WorkflowsServiceDeps {
  db: Kysely<Database>;
  repository: WorkflowsRepository;
  search: SearchEngine;
  /** Seeded catalogue files (and uploads kept as files by earlier versions) under DATA_DIR/media. */
  media: MediaStore;
  /** Uploaded files, in the database. */
  files: FileStorage;
}

/** Who makes a staff change, and the log it is recorded in. */
export interface StaffChange {
  actor: AuditActor;
  audit: AuditLog;
}

export const NOTHING_TO_CHANGE = 'Send at least one field or file to change.';

/** What the download route sends: a stored upload, a local file, or a redirect to where the file is hosted. */
export type DownloadTarget =
  { kind: 'bytes'; bytes: Buffer; fileName: string } | { kind: 'file'; path: string; fileName: string } | { kind: 'redirect'; url: string };

/** "My Flux Workflow (v2).json" → "my-flux-workflow-v2". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function createWorkflowsService({ db, repository, search, media, files }: WorkflowsServiceDeps) {
  const toWorkflow = (row: WorkflowRow): Workflow => ({
    id: row.id,
    slug: row.slug,
    blog_slug: row.blog_slug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    category: row.category,
    difficulty: row.difficulty,
    s3_url: publicFileUrl(row.file_url),
    thumbnail_url: row.thumbnail_url ? publicFileUrl(row.thumbnail_url) : null,
    download_url: `/api/workflows/${row.id}/download/`,
    downloads: row.downloads,
    created: row.created,
    models: JSON.parse(row.models) as WorkflowModelFile[],
    custom_nodes: JSON.parse(row.custom_nodes) as WorkflowNodePack[],
  });

  /** As visitors see it: with the commercial-use verdict and the GPU tier (unknown for uploads). */
  const toListedWorkflow = (row: WorkflowRow, latest: LatestResultRow | undefined): ListedWorkflow => {
    const requirements = storedRequirements(row);
    return {
      ...toWorkflow(row),
      commercial_use: commercialUseOf(requirements),
      gpu_tier: gpuTierOf(requirements),
      latest_result: latest
        ? {
            kind: latest.kind === 'video' ? 'video' : 'image',
            thumbnail_url: `/static/${latest.thumbnail_key}`,
            width: latest.width,
            height: latest.height,
            author: `${latest.first_name} ${latest.last_name}`.trim() || 'a member',
          }
        : null,
    };
  };
  /** Workflows as visitors see them, each with its newest approved shared result. */
  const toListed = async (rows: WorkflowRow[]): Promise<ListedWorkflow[]> => {
    const latest = await repository.latestResults(rows.map((row) => row.id));
    return rows.map((row) => toListedWorkflow(row, latest.get(row.id)));
  };

  const toAdminWorkflow = (row: WorkflowRow): AdminWorkflow => ({
    ...toWorkflow(row),
    published: row.published === 1,
    source: row.source,
    updated_at: row.updated_at,
  });

  async function findRow(key: string): Promise<WorkflowRow | undefined> {
    return /^\d{1,10}$/.test(key) ? repository.findById(Number(key)) : repository.findBySlug(key);
  }

  async function requireRow(key: string): Promise<WorkflowRow> {
    const row = await findRow(key);
    if (!row) throw new NotFoundError(`No workflow "${key}".`);
    return row;
  }

  async function requireStaffRow(id: number): Promise<WorkflowRow> {
    const row = await repository.findForStaff(id);
    if (!row) throw new NotFoundError(`No workflow ${id}.`);
    return row;
  }

  /** A workflow is in the site search exactly while it is published. */
  async function syncSearch(trx: Kysely<Database>, row: WorkflowRow): Promise<void> {
    if (row.published === 1) await indexWorkflow(search, trx, row);
    else await search.remove(trx, WORKFLOW_KIND, row.id);
  }

  /** Where a workflow's file is: a stored upload, a local file, or another host. */
  async function fileOf(row: WorkflowRow): Promise<DownloadTarget> {
    const local = staticPath(row.file_url);
    if (!local) return { kind: 'redirect', url: row.file_url };
    const fileName = row.file_name || lastSegment(local);
    const stored = row.source === 'upload' ? await files.get(lastSegment(local)) : null;
    if (stored) return { kind: 'bytes', bytes: stored.bytes, fileName };
    const path = media.localFile(local);
    if (path) return { kind: 'file', path, fileName };
    throw new NotFoundError('The file of this workflow is missing.');
  }

  async function uniqueSlug(base: string): Promise<string> {
    const root = base || 'workflow';
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? root : `${root}-${n}`;
      if (!(await repository.slugExists(candidate))) return candidate;
    }
  }

  /** Removes a file a workflow no longer points at: the stored upload, or a file an earlier version kept on disk. */
  async function removeFile(trx: Kysely<Database>, storedUrl: string | null): Promise<void> {
    if (!storedUrl) return;
    await files.remove(trx, lastSegment(storedUrl));
    media.removeByUrl(storedUrl);
  }

  return {
    /** A page of the grid; `exclude`: ids to leave out (the workflows a member opened or downloaded). */
    async list(query: WorkflowListQuery, { exclude }: { exclude?: readonly number[] } = {}): Promise<ListedWorkflowList> {
      const { rows, count } = await repository.list({
        search: query.search.trim(),
        sort: query.sort,
        commercial: query.commercial,
        vram: query.vram,
        exclude,
        limit: WORKFLOW_PAGE_SIZE,
        offset: (query.page - 1) * WORKFLOW_PAGE_SIZE,
      });
      return { results: await toListed(rows), count };
    },

    /** A listed workflow by id (digits) or slug / write-up slug; null when absent. */
    async find(key: string): Promise<Workflow | null> {
      const row = await findRow(key);
      return row ? toWorkflow(row) : null;
    },

    /** As find; NotFoundError when absent. */
    async get(key: string): Promise<ListedWorkflow> {
      const [listed] = await toListed([await requireRow(key)]);
      return listed!;
    },

    /** What a listed workflow needs on a visitor's ComfyUI; an upload's are computed from its file
     * (its node packs; no model files, version or VRAM measure: it has no metadata). */
    async requirements(key: string): Promise<WorkflowRequirements> {
      const row = await requireRow(key);
      const stored = storedRequirements(row);
      if (stored) return stored;
      const target = await fileOf(row);
      if (target.kind === 'redirect')
        throw new NotFoundError('The file of this workflow is hosted elsewhere: its requirements are not known.');
      const bytes = target.kind === 'bytes' ? target.bytes : readFileSync(target.path);
      const doc: unknown = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
      return requirementsOf(doc, { models: [], custom_nodes: [] });
    },

    /** The listed workflows among these ids, in no particular order (a member's library). */
    async byIds(ids: readonly number[]): Promise<ListedWorkflow[]> {
      return toListed(await repository.publishedByIds(ids));
    },

    /** Every listed workflow, newest first (sitemap). */
    async all(): Promise<Workflow[]> {
      return (await repository.all()).map(toWorkflow);
    },

    /** Counts a download and says what to send; NotFoundError when the workflow or its file is missing. */
    /** `count.visitor`: who asks (the user id or the client address); counted once per workflow a day.
     * `count.counted`: told the workflow's id once it is counted (a member's library marks it downloaded). */
    async download(
      key: string,
      options: { count: false } | { count: true; visitor: string; counted?: (workflowId: number) => Promise<void> },
    ): Promise<DownloadTarget> {
      const row = await requireRow(key);
      const target = await fileOf(row);
      if (options.count) {
        const day = new Date().toISOString().slice(0, 10);
        await repository.countDownload(row.id, day, createHash('sha256').update(`${day}\n${options.visitor}`).digest('hex'));
        if (Math.random() < 0.01) await repository.forgetDownloadsBefore(day);
        await options.counted?.(row.id);
      }
      return target;
    },

    /** Staff: every workflow (unpublished ones included), 20 per page, newest first. */
    async staffList(query: AdminWorkflowListQuery): Promise<AdminWorkflowList> {
      const { rows, count } = await repository.staffList({
        search: query.q.trim(),
        status: query.status,
        limit: ADMIN_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_PAGE_SIZE,
      });
      return { results: rows.map(toAdminWorkflow), count };
    },

    /** Staff: one workflow, published or not; NotFoundError when absent or deleted. */
    async staffGet(id: number): Promise<AdminWorkflow> {
      return toAdminWorkflow(await requireStaffRow(id));
    },

    /** Staff: the file of a workflow, published or not (the preview; not counted as a download). */
    async staffFile(id: number): Promise<DownloadTarget> {
      return fileOf(await requireStaffRow(id));
    },

    async create(upload: NewUpload, by: StaffChange): Promise<AdminWorkflow> {
      const slug = await uniqueSlug(slugify(upload.file.filename.replace(/\.json$/i, '')) || slugify(upload.metadata.title));
      const fileName = `${slug}.json`;
      const thumbnailName = `${slug}.${upload.thumbnail.type}`;
      const now = new Date().toISOString();
      const { published = true, ...metadata } = upload.metadata;
      let row: WorkflowRow;
      try {
        row = await db.transaction().execute(async (trx) => {
          const inserted = await insertWorkflow(trx, {
            slug,
            blog_slug: metadata.blog_slug ?? null,
            title: metadata.title,
            description: metadata.description,
            tags: metadata.tags,
            category: metadata.category,
            difficulty: metadata.difficulty,
            file_url: mediaPath(fileName),
            file_name: fileName,
            thumbnail_url: mediaPath(thumbnailName),
            created: metadata.created ?? today(),
            source: 'upload',
            published: published ? 1 : 0,
            content_hash: sha256(upload.file.bytes, upload.thumbnail.bytes, JSON.stringify(metadata)),
            created_at: now,
            updated_at: now,
          });
          await syncSearch(trx, inserted);
          await files.put(trx, fileName, upload.file.bytes);
          await files.put(trx, thumbnailName, upload.thumbnail.bytes);
          await by.audit.record(
            by.actor,
            {
              action: 'workflow.create',
              target_type: 'workflow',
              target_id: inserted.id,
              details: { slug, title: inserted.title, published },
            },
            trx,
          );
          return inserted;
        });
      } catch (error) {
        // Another upload of the same name took the slug between the check and the insert.
        if (isUniqueViolation(error)) throw new AppError(409, UPLOAD_RACE);
        throw error;
      }
      return toAdminWorkflow(row);
    },

    /** Changes metadata and files (audited as workflow.update) and/or publishes or unpublishes (workflow.publish / workflow.unpublish). */
    async update(id: number, changes: UploadChanges, by: StaffChange): Promise<AdminWorkflow> {
      const { published, ...metadata } = changes.metadata;
      const fields = Object.keys(metadata);
      if (fields.length === 0 && published === undefined && !changes.file && !changes.thumbnail) {
        throw new BadRequestError(NOTHING_TO_CHANGE, { body: NOTHING_TO_CHANGE });
      }
      const before = await requireStaffRow(id);
      const values: WorkflowChanges = { ...metadata, updated_at: new Date().toISOString() };
      if (published !== undefined) values.published = published ? 1 : 0;
      const fileName = `${before.slug}.json`;
      const thumbnailName = changes.thumbnail ? `${before.slug}.${changes.thumbnail.type}` : null;
      if (changes.file) Object.assign(values, { file_name: fileName, file_url: mediaPath(fileName) });
      if (thumbnailName) values.thumbnail_url = mediaPath(thumbnailName);
      const record = (trx: Kysely<Database>, action: string, details: Record<string, unknown>) =>
        by.audit.record(by.actor, { action, target_type: 'workflow', target_id: id, details: { slug: before.slug, ...details } }, trx);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await updateWorkflow(trx, id, values);
        await syncSearch(trx, updated);
        if (changes.file) {
          if (before.file_url !== updated.file_url) await removeFile(trx, before.file_url);
          await files.put(trx, fileName, changes.file.bytes);
        }
        if (changes.thumbnail && thumbnailName) {
          if (before.thumbnail_url !== updated.thumbnail_url) await removeFile(trx, before.thumbnail_url);
          await files.put(trx, thumbnailName, changes.thumbnail.bytes);
        }
        if (fields.length > 0 || changes.file || changes.thumbnail) {
          await record(trx, 'workflow.update', { fields, file: Boolean(changes.file), thumbnail: Boolean(changes.thumbnail) });
        }
        if (published !== undefined && published !== (before.published === 1)) {
          await record(trx, published ? 'workflow.publish' : 'workflow.unpublish', {});
        }
        return updated;
      });
      return toAdminWorkflow(row);
    },

    /**
     * Uploaded workflows are removed with their files; seeded ones are marked removed (so a restart
     * does not restore them). Either way it leaves the site search and the staff list.
     */
    async remove(id: number, by: StaffChange): Promise<void> {
      const row = await requireStaffRow(id);
      await db.transaction().execute(async (trx) => {
        if (row.source === 'catalog') {
          await updateWorkflow(trx, id, { published: 0, removed: 1, updated_at: new Date().toISOString() });
        } else {
          await deleteWorkflow(trx, id);
          await removeFile(trx, row.file_url);
          await removeFile(trx, row.thumbnail_url);
        }
        await search.remove(trx, WORKFLOW_KIND, id);
        await by.audit.record(
          by.actor,
          {
            action: 'workflow.delete',
            target_type: 'workflow',
            target_id: id,
            details: { slug: row.slug, title: row.title, source: row.source },
          },
          trx,
        );
      });
    },
  };
}

export type WorkflowsService = ReturnType<typeof createWorkflowsService>;
