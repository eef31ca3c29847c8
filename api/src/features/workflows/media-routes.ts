// GET /static/workflows/{name}: a workflow file or thumbnail. Uploads come from the database (so any
// instance serves any upload); the seeded catalogue's files, and uploads an earlier version kept on
// disk, from DATA_DIR/media/workflows/. The files of unpublished workflows are a 404 like their API
// detail and download (staff read them through /api/admin/workflows/{id}/file/). The rest of
// /static/ is the web plugin's.
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workflowMediaParamsSchema } from 'contracts';
import { contentTypeOf, type FileStorage } from './file-storage.ts';
import type { MediaStore } from './media.ts';
import { mediaPath } from './urls.ts';

export interface MediaRoutesOptions {
  files: FileStorage;
  media: MediaStore;
  /** Whether the file at this site path belongs to a workflow visitors may not see. */
  isHidden(path: string): Promise<boolean>;
}

const CACHE = 'public, max-age=3600';
/** An SVG opened on its own runs in a sandbox with nothing to load, should anything pass the sanitizer. */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { files, media, isHidden }) => {
  app.get('/static/workflows/:name', { schema: { hide: true, params: workflowMediaParamsSchema } }, async (request, reply) => {
    const { name } = request.params;
    reply
      .header('cache-control', CACHE)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', FILE_POLICY)
      .header('x-content-type-options', 'nosniff');
    if (!(await isHidden(mediaPath(name)))) {
      const stored = await files.get(name);
      if (stored)
        return reply.type(stored.contentType).header('last-modified', new Date(stored.updatedAt).toUTCString()).send(stored.bytes);
      const path = media.localFile(mediaPath(name));
      if (path) return reply.type(contentTypeOf(name)).send(createReadStream(path));
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ message: `Not found: ${request.url.split('?')[0]}` });
  });
};
