// A static file server standing in for the origin the remote builds are published on (a CDN or a
// bucket): serves a folder with CORS open and an ETag per file (304 on If-None-Match), and counts the
// requests it answers. Used by the Node-build tests and the two-instance e2e test.
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

export interface StaticOrigin {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

export function startStaticOrigin(root: string): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://origin.invalid').pathname);
    requests.push(path);
    const file = normalize(join(root, path));
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cross-origin-resource-policy', 'cross-origin');
    let stats;
    try {
      stats = file.startsWith(root + sep) ? statSync(file) : null;
    } catch {
      stats = null;
    }
    if (!stats?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const etag = `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { etag, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
