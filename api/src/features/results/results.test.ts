// Shared results through the API: a member shares an image or video; what is refused (too large, not
// an accepted type whatever its name says, a polyglot) and why; what is stored (re-encoded, no text
// chunks or EXIF; videos with their metadata blanked); who sees what before and after review; reports,
// removal and the staff queue with its audit entries; the files' cache headers.
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { AdminResultList, ListedWorkflowList, SharedResult } from 'contracts';
import { RESULT_LIMITS } from 'contracts';
import { createAccount, deleteAccount, type TestAccount } from '../../../test/accounts.ts';
import { auditEntries, rowCount, testSiteForSuite, type TestSite } from '../../../test/helpers.ts';
import { comfyPng, EMBEDDED, exifJpeg, mp4, plainPng, webm, ZIP_END } from '../../../test/result-fixtures.ts';
import { catalogFiles } from '../../../test/workflow-fixtures.ts';
import { multipart, type Part } from '../../../test/workflow-uploads.ts';
import { RESULT_MESSAGES } from './service.ts';

const FIELDS = { prompt: 'a lighthouse at dusk, volumetric fog', settings: 'steps 28, cfg 4.5, euler, seed 421337' };

async function share(
  site: TestSite,
  user: TestAccount | null,
  files: { media?: Buffer; poster?: Buffer; mediaName?: string; mediaType?: string },
  fields: Record<string, string> = FIELDS,
  workflow = 'lighthouse',
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (files.media)
    parts.push({ name: 'media', value: files.media, filename: files.mediaName ?? 'result.png', type: files.mediaType ?? 'image/png' });
  if (files.poster) parts.push({ name: 'poster', value: files.poster, filename: 'poster.jpg', type: 'image/jpeg' });
  const body = await multipart(parts);
  return site.app.inject({
    method: 'POST',
    url: `/api/workflows/${workflow}/results/`,
    headers: { ...body.headers, ...(user?.headers ?? {}) },
    payload: body.payload,
  });
}

describe('shared results', () => {
  const site = testSiteForSuite({
    files: catalogFiles([
      { slug: 'lighthouse', title: 'Lighthouse scenes', created: '2025-03-01' },
      { slug: 'portraits', title: 'Portraits', created: '2025-02-01' },
    ]),
  });
  let asha: TestAccount;
  let bo: TestAccount;
  let staff: TestAccount;
  /** Refused uploads count against the share limit too: each refusal test has its own member. */
  let cy: TestAccount;
  let dee: TestAccount;
  beforeAll(async () => {
    cy = await createAccount(site.app, { firstName: 'Cy', lastName: 'Ng' });
    dee = await createAccount(site.app, { firstName: 'Dee', lastName: 'Okafor' });
    asha = await createAccount(site.app, { firstName: 'Asha', lastName: 'Rao' });
    bo = await createAccount(site.app, { firstName: 'Bo', lastName: 'Li' });
    staff = await createAccount(site.app, { firstName: 'Sam', lastName: 'Staff', staff: true });
  });

  const gallery = async (who: TestAccount | null, workflow = 'lighthouse') => {
    const res = await site.app.inject({ method: 'GET', url: `/api/workflows/${workflow}/results/`, headers: who?.headers ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json() as SharedResult[];
  };
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestAccount = staff) =>
    site.app.inject({ method, url: `/api/admin/results/${url}`, headers: who.headers });
  const file = (url: string) => site.app.inject({ method: 'GET', url });
  const shared = async (files: Parameters<typeof share>[2], fields?: Record<string, string>) => {
    const res = await share(site, asha, files, fields);
    expect(res.statusCode).toBe(201);
    return res.json() as SharedResult;
  };

  it('stores a ComfyUI PNG encoded again, without its text chunks, and a WebP thumbnail; the member’s fields are what is shared', async () => {
    const original = await comfyPng();
    expect(original.includes(EMBEDDED.prompt)).toBe(true);
    const result = await shared({ media: original });
    expect(result).toMatchObject({ kind: 'image', status: 'pending', ...FIELDS, author: { id: asha.id, name: 'Asha Rao' } });
    expect(result.media_url).toMatch(/^\/static\/results\/[0-9a-f]{64}\.png$/);
    expect(result.thumbnail_url).toMatch(/^\/static\/results\/[0-9a-f]{64}\.webp$/);
    expect([result.width, result.height]).toEqual([96, 64]);

    const stored = await file(result.media_url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    const bytes = stored.rawPayload;
    expect(bytes.includes(EMBEDDED.prompt)).toBe(false);
    expect(bytes.includes('tEXt')).toBe(false);
    expect((await sharp(bytes).metadata()).comments).toBeUndefined();
    const thumbnail = await file(result.thumbnail_url);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
  });

  it('stores a JPEG without its EXIF (author, place), whatever name and type the browser gave it', async () => {
    const original = await exifJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await shared({ media: original, mediaName: 'holiday.png', mediaType: 'image/png' });
    expect(result.media_url).toMatch(/\.jpg$/);
    const bytes = (await file(result.media_url)).rawPayload;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(EMBEDDED.artist)).toBe(false);
    expect(bytes.includes(EMBEDDED.place)).toBe(false);
  });

  it('stores an MP4 and a WebM with their metadata blanked in place, thumbnailed from the poster frame', async () => {
    const poster = await sharp(await plainPng(1280, 720))
      .jpeg()
      .toBuffer();
    const video = await shared({ media: mp4(), poster, mediaName: 'clip.bin', mediaType: 'application/octet-stream' });
    expect(video).toMatchObject({ kind: 'video', width: 640, height: 360 });
    expect(video.media_url).toMatch(/\.mp4$/);
    const bytes = (await file(video.media_url)).rawPayload;
    expect(bytes.length).toBe(mp4().length);
    expect(bytes.includes(EMBEDDED.prompt)).toBe(false);
    expect(bytes.includes('udta')).toBe(false);
    expect(bytes.includes('mvhd')).toBe(true);

    const clip = await shared({ media: webm(), poster, mediaName: 'clip.webm', mediaType: 'video/webm' });
    const webmBytes = (await file(clip.media_url)).rawPayload;
    expect(webmBytes.length).toBe(webm().length);
    expect(webmBytes.includes(EMBEDDED.prompt)).toBe(false);
    expect(webmBytes.includes(EMBEDDED.place)).toBe(false);

    const range = await site.app.inject({ method: 'GET', url: video.media_url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(range.rawPayload).toEqual(bytes.subarray(0, 100));
  });

  it('refuses files that are not an accepted image or video, whatever their name or declared type', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const cases: [Buffer, string][] = [
      [gif, 'Share a PNG, JPEG or WebP image, or an MP4 or WebM video.'],
      [svg, 'Share a PNG, JPEG or WebP image, or an MP4 or WebM video.'],
      [Buffer.from('just some text'), 'Share a PNG, JPEG or WebP image, or an MP4 or WebM video.'],
      [Buffer.from('\x89PNG\r\n\x1a\n broken', 'latin1'), 'This PNG is damaged or cut short.'],
    ];
    const before = await rowCount(site.app, 'shared_results');
    for (const [media, message] of cases) {
      const res = await share(site, cy, { media, mediaName: 'image.png', mediaType: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ media: message });
    }
    const missing = await share(site, cy, {});
    expect(missing.json().errors).toEqual({ media: 'Choose the image or video you made.' });
    const noPoster = await share(site, cy, { media: mp4() });
    expect(noPoster.json().errors).toEqual({ poster: 'A video needs its poster frame: choose the video again.' });
    const videoPoster = await share(site, cy, { media: mp4(), poster: mp4() });
    expect(videoPoster.json().errors).toEqual({ poster: 'The poster must be a PNG, JPEG or WebP image.' });
    const tooLong = await share(site, cy, { media: mp4(RESULT_LIMITS.videoSeconds + 5), poster: await plainPng() });
    expect(tooLong.json().errors).toEqual({ media: `A video can be ${RESULT_LIMITS.videoSeconds} seconds long at most.` });
    const longText = await share(site, cy, { media: await plainPng() }, { prompt: 'x'.repeat(RESULT_LIMITS.prompt + 1), settings: '' });
    expect(longText.statusCode).toBe(400);
    expect(longText.json().errors).toEqual({ prompt: 'The prompt has at most 4,000 characters.' });
    expect(await rowCount(site.app, 'shared_results')).toBe(before);
  });

  it('refuses oversized files: an image over its limit, a video over the upload limit', async () => {
    const png = await plainPng();
    const bigImage = Buffer.concat([png.subarray(0, 33), Buffer.alloc(RESULT_LIMITS.imageBytes), png.subarray(33)]);
    const image = await share(site, cy, { media: bigImage });
    expect(image.statusCode).toBe(400);
    expect(image.json().errors).toEqual({ media: 'An image can be 12 MB at most.' });
    const bigVideo = Buffer.concat([mp4(), Buffer.alloc(RESULT_LIMITS.videoBytes)]);
    const video = await share(site, dee, { media: bigVideo, poster: png });
    expect(video.statusCode).toBe(400);
    expect(video.json().errors).toEqual({ media: 'The file is larger than 30 MB (videos) or 12 MB (images).' });
  });

  it('refuses polyglots: an image or video that is also a web page, a script, a PDF or an archive', async () => {
    const png = await plainPng();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const comment = (text: string) => {
      const data = Buffer.from(text, 'latin1');
      const header = Buffer.from([0xff, 0xfe, (data.length + 2) >> 8, (data.length + 2) & 0xff]);
      return Buffer.concat([jpeg.subarray(0, 2), header, data, jpeg.subarray(2)]);
    };
    const polyglots: Buffer[] = [
      Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]),
      Buffer.concat([png, Buffer.from('PK\x03\x04'), ZIP_END]),
      comment('<script>fetch("/api/account/")</script>'),
      comment('<?php system($_GET["c"]); ?>'),
      comment('%PDF-1.7 1 0 obj << /Type /Catalog >> endobj'),
      Buffer.concat([mp4(), Buffer.from('<!DOCTYPE html><p>hello</p>')]),
      Buffer.concat([webm(), Buffer.from('trailing bytes')]),
    ];
    const answers = [];
    for (const media of polyglots) {
      const res = await share(site, dee, { media, poster: media.includes('ftyp') || media[0] === 0x1a ? png : undefined });
      answers.push([res.statusCode, res.json().errors.media]);
    }
    expect(answers).toEqual(polyglots.map(() => [400, expect.stringMatching(/^This file is also another kind of file/)]));
  });

  it('shows a result to others only once staff approve it; its author sees it waiting for review meanwhile', async () => {
    const result = await shared({ media: await plainPng(120, 80, '#336699') });
    expect((await gallery(null)).map((r) => r.id)).not.toContain(result.id);
    expect((await gallery(bo)).map((r) => r.id)).not.toContain(result.id);
    expect((await gallery(asha)).find((r) => r.id === result.id)).toMatchObject({ status: 'pending' });
    // Not reportable or removable by others while it waits: it does not exist for them.
    expect(
      (
        await site.app.inject({
          method: 'POST',
          url: `/api/results/${result.id}/report/`,
          headers: bo.headers,
          payload: { reason: 'spam' },
        })
      ).statusCode,
    ).toBe(404);

    const queue = (await admin('GET', '')).json() as AdminResultList;
    expect(queue.results.map((r) => r.id)).toContain(result.id);
    expect(queue.pending).toBeGreaterThanOrEqual(1);
    const approved = await admin('POST', `${result.id}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: result.id, status: 'approved', workflow: { title: 'Lighthouse scenes' } });
    expect((await gallery(null)).find((r) => r.id === result.id)).toMatchObject({ status: 'approved', prompt: FIELDS.prompt });
    expect((await gallery(null, 'portraits')).map((r) => r.id)).not.toContain(result.id);
    // The workflow's card now shows it (the newest approved result), the other workflow's its diagram.
    const grid = (await site.app.inject({ method: 'GET', url: '/api/workflows/' })).json() as ListedWorkflowList;
    const cover = { kind: 'image', thumbnail_url: result.thumbnail_url, width: 120, height: 80, author: 'Asha Rao' };
    expect(grid.results.find((w) => w.slug === 'lighthouse')?.latest_result).toEqual(cover);
    expect(grid.results.find((w) => w.slug === 'portraits')?.latest_result).toBeNull();
    expect((await site.app.inject({ method: 'GET', url: '/api/workflows/lighthouse/' })).json().latest_result).toEqual(cover);

    const rejected = await shared({ media: await plainPng(40, 40, '#993366') });
    await admin('POST', `${rejected.id}/reject/`);
    expect((await gallery(bo)).map((r) => r.id)).not.toContain(rejected.id);
    expect((await gallery(asha)).find((r) => r.id === rejected.id)).toMatchObject({ status: 'rejected' });
    expect((await auditEntries(site, 'result', result.id)).map((e) => e.action)).toEqual(['result.approve']);
    expect((await auditEntries(site, 'result', rejected.id)).map((e) => e.action)).toEqual(['result.reject']);
  });

  it('takes one report per member on an approved result, never on one’s own, and lists reported results for staff', async () => {
    const result = await shared({ media: await plainPng(50, 50, '#112233') });
    await admin('POST', `${result.id}/approve/`);
    const report = (who: TestAccount | null, reason: unknown = 'spam', id: number | string = result.id) =>
      site.app.inject({ method: 'POST', url: `/api/results/${id}/report/`, headers: who?.headers ?? {}, payload: { reason } });
    expect((await report(bo)).json()).toEqual({ message: RESULT_MESSAGES.thanks });
    const again = await report(bo, 'other');
    expect([again.statusCode, again.json()]).toEqual([200, { message: RESULT_MESSAGES.already }]);
    expect((await report(asha)).statusCode).toBe(403);
    expect((await report(null)).statusCode).toBe(401);
    expect((await report(bo, 'boring')).json().errors).toEqual({ reason: 'reason must be one of spam, harassment, off-topic, other.' });
    expect((await report(bo, 'spam', 'abc')).json().errors).toEqual({ id: 'id must be a result id.' });
    const reported = (await admin('GET', '?status=reported')).json() as AdminResultList;
    expect(reported.results.find((r) => r.id === result.id)).toMatchObject({ report_count: 1, reports: { spam: 1 } });
  });

  it('lets its author remove a result, nobody else; staff remove any, and the files go with it', async () => {
    const mine = await shared({ media: await plainPng(30, 30, '#445566') });
    await admin('POST', `${mine.id}/approve/`);
    const remove = (who: TestAccount | null, id = mine.id) =>
      site.app.inject({ method: 'DELETE', url: `/api/results/${id}/`, headers: who?.headers ?? {} });
    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(bo)).json()).toEqual({ message: RESULT_MESSAGES.notYours });
    expect((await remove(asha)).json()).toEqual({ message: RESULT_MESSAGES.removed });
    expect((await file(mine.media_url)).statusCode).toBe(404);
    expect((await gallery(null)).map((r) => r.id)).not.toContain(mine.id);

    const other = await shared({ media: await plainPng(31, 31, '#445566') });
    expect((await admin('DELETE', `${other.id}/`)).json()).toEqual({ message: RESULT_MESSAGES.removed });
    expect((await file(other.thumbnail_url)).statusCode).toBe(404);
    expect((await auditEntries(site, 'result', other.id)).map((e) => e.action)).toEqual(['result.delete']);
    expect((await admin('POST', `${other.id}/approve/`)).statusCode).toBe(404);
  });

  it('lists what a member shared and reported in their data download, and nobody else’s', async () => {
    const result = await shared({ media: await plainPng(34, 34, '#123456') }, { prompt: 'a lighthouse at dawn, 35mm' });
    await admin('POST', `${result.id}/approve/`);
    await site.app.inject({
      method: 'POST',
      url: `/api/results/${result.id}/report/`,
      headers: bo.headers,
      payload: { reason: 'off-topic' },
    });
    const download = async (who: TestAccount) =>
      (await site.app.inject({ method: 'GET', url: '/api/account/export/', headers: who.headers })).json() as {
        shared_results: { id: number; prompt: string; status: string }[];
        shared_result_reports: { result_id: number; reason: string }[];
      };
    const mine = await download(asha);
    expect(mine.shared_results).toContainEqual(
      expect.objectContaining({ id: result.id, prompt: 'a lighthouse at dawn, 35mm', status: 'approved' }),
    );
    expect(mine.shared_result_reports.map((r) => r.result_id)).not.toContain(result.id);
    const theirs = await download(bo);
    expect(theirs.shared_results.map((r) => r.id)).not.toContain(result.id);
    expect(theirs.shared_result_reports).toContainEqual(expect.objectContaining({ result_id: result.id, reason: 'off-topic' }));
  });

  it('forgets what a member shared when they delete their account, even when their comments stay', async () => {
    const leaving = await createAccount(site.app, { firstName: 'Lee', lastName: 'Ving' });
    const res = await share(site, leaving, { media: await plainPng(33, 33, '#778899') });
    const result = res.json() as SharedResult;
    await admin('POST', `${result.id}/approve/`);
    const deleted = await deleteAccount(site.app, leaving, 'keep');
    expect(deleted.statusCode).toBe(200);
    expect((await gallery(null)).map((r) => r.id)).not.toContain(result.id);
    expect((await admin('GET', '?status=approved')).json().results.map((r: { id: number }) => r.id)).not.toContain(result.id);
  });

  it('answers 404 for an unknown workflow and 400 with field messages for a bad query; sharing needs a member', async () => {
    expect((await site.app.inject({ method: 'GET', url: '/api/workflows/no-such-thing/results/' })).statusCode).toBe(404);
    const bad = await site.app.inject({ method: 'GET', url: '/api/workflows/lighthouse/results/?limit=0&before=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ limit: 'limit must be a whole number from 1 to 48.', before: 'id must be a result id.' });
    expect((await share(site, null, { media: await plainPng() })).statusCode).toBe(401);
    expect((await share(site, asha, { media: await plainPng() }, FIELDS, 'no-such-thing')).statusCode).toBe(404);
    expect((await file('/static/results/not-a-hash.png')).statusCode).toBe(400);
    expect((await file(`/static/results/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
  });
});
