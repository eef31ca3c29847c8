// Seeds the workflows from the catalogue in the content folder, CONTENT_DIR/workflows/catalog/:
// <slug>.json (the ComfyUI workflow), <slug>.meta.json ({title, description, tags, category,
// difficulty, created, blog_slug?, models, custom_nodes}) and an optional <slug>.svg/.png/.webp/.jpg
// thumbnail. The files are copied to DATA_DIR/media/workflows/ (served at /static/workflows/), an SVG
// thumbnail with its social card (<slug>.og.png) beside it. Idempotent by content
// hash: an unchanged entry is not rewritten (so staff edits and download counts stay), a changed one
// is updated (staying unpublished or deleted when staff made it so), a removed one is deleted, a
// malformed one is logged and skipped (its row stays).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import type { SearchEngine } from '../search/engine.ts';
import { isSvgName, removeOgImage, writeOgImage } from '../seo/og-image.ts';
import { BadJsonError, NotAWorkflowError, parseWorkflowFile } from './comfy.ts';
import { BadImageError, sniffImage } from './images.ts';
import type { MediaStore } from './media.ts';
import { deleteWorkflow, insertWorkflow, updateWorkflow, type WorkflowRow } from './repository.ts';
import { DIFFICULTIES, WORKFLOW_SLUG_PATTERN } from 'contracts';
import { WORKFLOW_KIND, indexWorkflow } from './search-document.ts';
import { runFactColumns } from './run-facts.ts';
import { mediaPath } from './urls.ts';

/** Bump when what a seeded row holds changes, so every entry is written again on the next start. */
export const SEED_VERSION = '1';
export const CATALOG_FOLDER = join('workflows', 'catalog');
const THUMBNAIL_EXTENSIONS = ['svg', 'png', 'webp', 'jpg'] as const;

export interface WorkflowSyncLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface WorkflowSyncDeps {
  db: Kysely<Database>;
  search: SearchEngine;
  media: MediaStore;
  contentDir: string;
  log: WorkflowSyncLogger;
}

export interface WorkflowSyncReport {
  added: string[];
  updated: string[];
  unchanged: number;
  removed: string[];
  skipped: { path: string; reason: string }[];
}

/** A model file the workflow loads: where it goes under ComfyUI/models/, how big, its licence, where to get it. */
const modelFileSchema = z.object({
  name: z.string().trim().min(1).max(300),
  folder: z.string().regex(/^[a-z0-9_]+(\/[A-Za-z0-9_.-]+)*$/, 'must be a models/ subfolder such as diffusion_models'),
  size: z.string().regex(/^\d+(\.\d+)? (KB|MB|GB)$/, 'must be a size like 11.9 GB'),
  licence: z.string().trim().min(1).max(200),
  url: z.url({ protocol: /^https$/ }),
  /** The licence text, when it has its own page (else the verdict table's link). */
  licence_url: z.url({ protocol: /^https$/ }).optional(),
  /** Only where verified: the setup script checks the download against it. */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits')
    .optional(),
  bytes: z.number().int().positive().optional(),
});

/** A hosted service a workflow calls instead of a local model (a partner-API node), with its terms. */
const serviceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  licence: z.string().trim().min(1).max(200),
  licence_url: z.url({ protocol: /^https$/ }).optional(),
});

/** A custom node pack: its id as in the node snapshot and the workflow's properties.cnr_id, and its repository. */
const customNodePackSchema = z.object({
  id: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  url: z.url({ protocol: /^https$/ }),
});

export const catalogMetaSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  tags: z.string().max(500),
  category: z.string().trim().min(1).max(100),
  difficulty: z.enum(DIFFICULTIES),
  created: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-09-24'),
  blog_slug: z.string().trim().min(1).max(200).nullable().optional(),
  models: z.array(modelFileSchema).default([]),
  custom_nodes: z.array(customNodePackSchema).default([]),
  services: z.array(serviceSchema).default([]),
  /** The oldest ComfyUI version it was validated with. */
  min_comfyui: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'must be a version like 0.26.0')
    .optional(),
  /** GB of VRAM at the shipped settings (an estimate; 0 for a hosted API); estimated from the weights when absent. */
  vram_gb: z.number().min(0).max(200).optional(),
  /** How to run it on less VRAM, where there is a way. */
  low_vram: z.string().trim().min(1).max(300).optional(),
});
export type CatalogMeta = z.infer<typeof catalogMetaSchema>;

interface CatalogEntry {
  slug: string;
  path: string;
  meta: CatalogMeta;
  json: Buffer;
  thumbnail: { file: string; bytes: Buffer } | null;
  hash: string;
}

class MalformedEntry extends Error {}

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function readEntry(dir: string, slug: string): CatalogEntry {
  const path = join(dir, `${slug}.json`);
  if (!WORKFLOW_SLUG_PATTERN.test(slug))
    throw new MalformedEntry(`file name "${slug}" is not a slug (lower-case letters, digits, hyphens)`);
  const json = readFileSync(path);
  try {
    parseWorkflowFile(json);
  } catch (error) {
    if (error instanceof BadJsonError || error instanceof NotAWorkflowError) throw new MalformedEntry(error.message);
    throw error;
  }
  const metaPath = join(dir, `${slug}.meta.json`);
  if (!existsSync(metaPath)) throw new MalformedEntry(`no ${slug}.meta.json beside it`);
  const metaBytes = readFileSync(metaPath);
  let metaJson: unknown;
  try {
    metaJson = JSON.parse(metaBytes.toString('utf8'));
  } catch (error) {
    throw new MalformedEntry(`${slug}.meta.json is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const meta = catalogMetaSchema.safeParse(metaJson);
  if (!meta.success) {
    throw new MalformedEntry(meta.error.issues.map((i) => `${i.path.join('.') || 'meta'}: ${i.message}`).join('; '));
  }
  let thumbnail: CatalogEntry['thumbnail'] = null;
  for (const ext of THUMBNAIL_EXTENSIONS) {
    const file = `${slug}.${ext}`;
    if (!existsSync(join(dir, file))) continue;
    const bytes = readFileSync(join(dir, file));
    try {
      sniffImage(bytes);
    } catch (error) {
      if (error instanceof BadImageError) throw new MalformedEntry(`${file}: ${error.message}`);
      throw error;
    }
    thumbnail = { file, bytes };
    break;
  }
  return {
    slug,
    path,
    meta: meta.data,
    json,
    thumbnail,
    hash: sha256(SEED_VERSION, json, metaBytes, thumbnail?.file ?? '', thumbnail?.bytes ?? ''),
  };
}

function catalogSlugs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !e.name.endsWith('.meta.json') && !e.name.startsWith('.'))
    .map((e) => e.name.slice(0, -'.json'.length))
    .sort();
}

export async function syncWorkflows(deps: WorkflowSyncDeps): Promise<WorkflowSyncReport> {
  const { db, search, media, log } = deps;
  const dir = join(deps.contentDir, CATALOG_FOLDER);
  const report: WorkflowSyncReport = { added: [], updated: [], unchanged: 0, removed: [], skipped: [] };
  const rows = await db.selectFrom('workflows').selectAll().execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const seen = new Set<string>();

  const copy = (from: string, name: string, onlyIfMissing: boolean) => {
    const to = join(media.folder, name);
    if (onlyIfMissing && existsSync(to)) return;
    mkdirSync(media.folder, { recursive: true });
    copyFileSync(from, to);
  };
  const drawCard = (entry: CatalogEntry) => {
    if (!entry.thumbnail || !isSvgName(entry.thumbnail.file)) return;
    try {
      writeOgImage(join(media.folder, entry.thumbnail.file));
    } catch (error) {
      log.warn({ path: entry.path, reason: error instanceof Error ? error.message : String(error) }, 'social card not drawn');
    }
  };

  for (const slug of catalogSlugs(dir)) {
    let entry: CatalogEntry;
    try {
      entry = readEntry(dir, slug);
    } catch (error) {
      if (!(error instanceof MalformedEntry)) throw error;
      const path = join(dir, `${slug}.json`);
      report.skipped.push({ path, reason: error.message });
      seen.add(slug);
      log.warn({ path, reason: error.message }, 'workflow skipped: malformed');
      continue;
    }
    const row = bySlug.get(slug);
    if (row && row.source !== 'catalog') {
      const reason = `an uploaded workflow already has the slug "${slug}"`;
      report.skipped.push({ path: entry.path, reason });
      log.warn({ path: entry.path, reason }, 'workflow skipped: slug taken');
      continue;
    }
    seen.add(slug);
    const fileName = `${slug}.json`;
    const requirements = {
      models: JSON.stringify(entry.meta.models),
      custom_nodes: JSON.stringify(entry.meta.custom_nodes),
      ...runFactColumns(JSON.parse(entry.json.toString('utf8').replace(/^\uFEFF/, '')), entry.meta),
    };
    if (row && row.content_hash === entry.hash) {
      // Unchanged (listed or deleted by staff): only bring back media files that went missing, and
      // fill in the requirement lists and run facts of a row seeded before they were stored
      // (migrations 0009, 0015) or computed otherwise, leaving staff edits and deletions alone.
      report.unchanged += 1;
      copy(entry.path, fileName, true);
      if (entry.thumbnail) copy(join(dir, entry.thumbnail.file), entry.thumbnail.file, true);
      drawCard(entry);
      if ((Object.keys(requirements) as (keyof typeof requirements)[]).some((key) => row[key] !== requirements[key])) {
        await updateWorkflow(db, row.id, requirements);
      }
      continue;
    }
    copy(entry.path, fileName, false);
    if (entry.thumbnail) copy(join(dir, entry.thumbnail.file), entry.thumbnail.file, false);
    drawCard(entry);
    const now = new Date().toISOString();
    const values = {
      slug,
      blog_slug: entry.meta.blog_slug ?? null,
      title: entry.meta.title,
      description: entry.meta.description,
      tags: entry.meta.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .join(', '),
      category: entry.meta.category,
      difficulty: entry.meta.difficulty,
      file_url: mediaPath(fileName),
      file_name: fileName,
      thumbnail_url: entry.thumbnail ? mediaPath(entry.thumbnail.file) : null,
      created: entry.meta.created,
      source: 'catalog',
      content_hash: entry.hash,
      ...requirements,
      updated_at: now,
    };
    await db.transaction().execute(async (trx) => {
      const saved: WorkflowRow = row
        ? await updateWorkflow(trx, row.id, values)
        : await insertWorkflow(trx, { ...values, published: 1, created_at: now });
      // Only published workflows are searchable.
      if (saved.published === 1) await indexWorkflow(search, trx, saved);
      else await search.remove(trx, WORKFLOW_KIND, saved.id);
    });
    (row ? report.updated : report.added).push(slug);
  }

  for (const row of rows) {
    if (row.source !== 'catalog' || seen.has(row.slug)) continue;
    await db.transaction().execute(async (trx) => {
      await deleteWorkflow(trx, row.id);
      await search.remove(trx, WORKFLOW_KIND, row.id);
    });
    const thumbnail = row.thumbnail_url ? media.localFile(row.thumbnail_url) : null;
    if (thumbnail) removeOgImage(thumbnail);
    media.removeByUrl(row.file_url);
    media.removeByUrl(row.thumbnail_url);
    report.removed.push(row.slug);
  }

  log.info(
    {
      added: report.added.length,
      updated: report.updated.length,
      unchanged: report.unchanged,
      removed: report.removed.length,
      skipped: report.skipped.length,
    },
    'workflows synced',
  );
  return report;
}
