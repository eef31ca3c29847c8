// Test support for the staff routes of the catalogue: signed-in staff and non-staff users of a test
// site, and multipart upload bodies as a browser sends them.
import { expect } from '@jest/globals';
import type { TestSite } from './helpers.ts';
import { PNG_THUMBNAIL, uiWorkflow } from './workflow-fixtures.ts';

export const UPLOAD_METADATA = {
  title: 'My Upscaler',
  description: 'Upscale a photo four times.',
  tags: 'upscale,  photo , upscale',
  category: 'Upscaling',
  difficulty: 'Beginner',
};

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename !== undefined)
      form.append(
        part.name,
        new Blob([typeof part.value === 'string' ? part.value : new Uint8Array(part.value)], {
          type: part.type ?? 'application/octet-stream',
        }),
        part.filename,
      );
    else form.append(part.name, String(part.value));
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** The parts of a valid upload (the metadata above, a UI-format workflow, a PNG thumbnail), with overrides. */
export function uploadParts(overrides: { file?: Part | null; thumbnail?: Part | null; fields?: Record<string, string> } = {}): Part[] {
  const fields = { ...UPLOAD_METADATA, ...overrides.fields };
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const file =
    overrides.file === undefined
      ? { name: 'file', value: JSON.stringify(uiWorkflow()), filename: 'My Upscaler.json', type: 'application/json' }
      : overrides.file;
  const thumbnail =
    overrides.thumbnail === undefined
      ? { name: 'thumbnail', value: PNG_THUMBNAIL, filename: 'thumb.png', type: 'image/png' }
      : overrides.thumbnail;
  if (file) parts.push(file);
  if (thumbnail) parts.push(thumbnail);
  return parts;
}

/** Signs up a user (made staff when asked) and answers their access token. */
export async function signedIn(site: TestSite, email: string, { staff = false } = {}): Promise<string> {
  const password = 'correct horse battery';
  const created = await site.app.inject({
    method: 'POST',
    url: '/api/users/',
    payload: { first_name: 'Test', last_name: 'User', email, password },
  });
  expect(created.statusCode).toBe(201);
  if (staff) await site.app.db.updateTable('users').set({ is_staff: 1 }).where('email', '=', email).execute();
  const res = await site.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ access: string }>().access;
}

/** Uploads a valid workflow with this title as the staff token's user; answers its id and slug (expects 201). */
export async function uploadAsStaff(site: TestSite, staffToken: string, title: string): Promise<{ id: number; slug: string }> {
  const upload = await multipart(uploadParts({ fields: { title } }));
  const created = await site.app.inject({
    method: 'POST',
    url: '/api/admin/workflows/',
    headers: { ...upload.headers, authorization: `Bearer ${staffToken}` },
    payload: upload.payload,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number; slug: string }>();
}

/** Checks that an upload was refused by the workflow check (400 on the file field) and answers its reasons. */
export function workflowCheckReasons(res: { statusCode: number; json<T>(): T }): string {
  expect(res.statusCode).toBe(400);
  const reasons = res.json<{ errors: Record<string, string> }>().errors.file!;
  expect(reasons).toMatch(/^The workflow fails the workflow check:/);
  return reasons;
}
