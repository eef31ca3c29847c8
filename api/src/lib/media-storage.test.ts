// The media storage in an S3-compatible bucket, against a local S3-protocol server (s3rver): a round
// trip through the interface, and a shared result whose files go to the bucket (not the database),
// are served by the site with immutable cache headers and leave the bucket when removed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AwsClient } from 'aws4fetch';
import type { SharedResult } from 'contracts';
import { createAccount } from '../../test/accounts.ts';
import { createTestSite, rowCount, startedForSuite, type TestSite } from '../../test/helpers.ts';
import { plainPng, startLocalS3 } from '../../test/result-fixtures.ts';
import { catalogFiles } from '../../test/workflow-fixtures.ts';
import { multipart } from '../../test/workflow-uploads.ts';
import { createS3MediaStorage } from './media-storage.ts';

describe('media storage in an S3 bucket', () => {
  const s3 = startedForSuite(startLocalS3);

  /** Reads the bucket directly, as another client would. */
  const inBucket = async (key: string) => {
    const { accessKeyId, secretAccessKey, region, endpoint, bucket } = s3().config;
    const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3' });
    const response = await client.fetch(`${endpoint}/${bucket}/${key}`);
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores, reads and deletes an object; a missing key reads as null', async () => {
    const storage = createS3MediaStorage(s3().config);
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put('results/abc.webp', bytes, 'image/webp');
    expect(await storage.get('results/abc.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect((await inBucket('results/abc.webp')).bytes).toEqual(bytes);
    await storage.remove('results/abc.webp');
    expect(await storage.get('results/abc.webp')).toBeNull();
    expect((await inBucket('results/abc.webp')).status).toBe(404);
    await storage.remove('results/abc.webp');
  });

  it('says so when the bucket does not exist or the server is away', async () => {
    await expect(
      createS3MediaStorage({ ...s3().config, bucket: 'no-such-bucket' }).put('a.png', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow('The media bucket refused to store a.png: HTTP 404 (NoSuchBucket).');
    await expect(createS3MediaStorage({ ...s3().config, endpoint: 'http://127.0.0.1:9' }).get('a.png')).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  describe('a site configured with the bucket', () => {
    let site: TestSite;
    beforeAll(async () => {
      site = await createTestSite({
        files: catalogFiles([{ slug: 'bucketed', title: 'Bucketed', created: '2025-01-01' }]),
        config: { mediaS3: s3().config },
      });
    });
    afterAll(async () => {
      await site.close();
    });

    it('keeps a shared result’s files in the bucket, serves them immutable, and deletes them with the result', async () => {
      const member = await createAccount(site.app);
      const staff = await createAccount(site.app, { staff: true });
      const body = await multipart([
        { name: 'prompt', value: 'a lighthouse' },
        { name: 'media', value: await plainPng(64, 64, '#884400'), filename: 'x.png', type: 'image/png' },
      ]);
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/workflows/bucketed/results/',
        headers: { ...body.headers, ...member.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const result = res.json() as SharedResult;
      expect(await rowCount(site.app, 'media_files')).toBe(0);
      const key = result.media_url.slice('/static/'.length);
      const stored = await inBucket(key);
      expect(stored.status).toBe(200);
      const served = await site.app.inject({ method: 'GET', url: result.media_url });
      expect(served.rawPayload).toEqual(stored.bytes);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/png');

      const removed = await site.app.inject({ method: 'DELETE', url: `/api/admin/results/${result.id}/`, headers: staff.headers });
      expect(removed.statusCode).toBe(200);
      expect((await inBucket(key)).status).toBe(404);
      expect((await inBucket(result.thumbnail_url.slice('/static/'.length))).status).toBe(404);
    });
  });
});
