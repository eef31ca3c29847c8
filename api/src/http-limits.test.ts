import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import { UPLOAD_GRACE_MS } from './http-limits.ts';
import { createTestSite, type TestSite } from '../test/helpers.ts';

/** The client gives up on a connection the server has not closed after this long. */
const GIVE_UP_MS = 15_000;

interface Outcome {
  /** What the server sent before the connection closed. */
  received: string;
  /** Milliseconds from the connection to its close. */
  closedAfterMs: number;
  /** Whether the client closed it, giving up after GIVE_UP_MS (the server never did). */
  gaveUp: boolean;
}

/** A site listening on a port with these limits, made before the describe block's tests and closed after them. */
function listeningSiteForSuite(limits: Partial<Config>) {
  let site: TestSite;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    site = await createTestSite({ config: limits });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await site.close();
  });

  /** Opens a connection from `from` (a loopback address) and resolves when it is open. */
  const open = (from = '127.0.0.1'): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
      socket.on('error', () => undefined);
      socket.once('error', reject);
      sockets.push(socket);
    });

  /** Writes `head` at once, then one byte of `drip` every 200 ms until the connection closes. */
  const dripFeed = async (head: string, drip: string, from?: string): Promise<Outcome> => {
    const socket = await open(from);
    const started = Date.now();
    let received = '';
    let gaveUp = false;
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
    }, 200);
    return new Promise((resolve) => {
      const give = setTimeout(() => {
        gaveUp = true;
        socket.destroy();
      }, GIVE_UP_MS);
      socket.once('close', () => {
        clearInterval(timer);
        clearTimeout(give);
        resolve({ received, closedAfterMs: Date.now() - started, gaveUp });
      });
    });
  };

  return { port: () => port, open, dripFeed };
}

/** Resolves when the socket is closed (at once when it already is). */
const closed = (socket: Socket): Promise<void> =>
  socket.closed ? Promise.resolve() : new Promise((resolve) => socket.once('close', () => resolve()));

describe('time-outs', () => {
  const { dripFeed } = listeningSiteForSuite({ requestTimeoutMs: 1000, maxConnectionsPerIp: 5 });

  it(
    'answers 408 and closes a request whose body arrives too slowly',
    async () => {
      const head =
        'POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"';
      const outcome = await dripFeed(head, 'slow', '127.0.0.2');
      expect(outcome.gaveUp).toBe(false);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    },
    GIVE_UP_MS + 5000,
  );

  it(
    'answers 408 and closes a connection whose headers arrive too slowly',
    async () => {
      const outcome = await dripFeed('GET /api/health/ HTTP/1.1\r\nHost: site.test\r\n', 'X-Slow: aaaa\r\n', '127.0.0.3');
      expect(outcome.gaveUp).toBe(false);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    },
    GIVE_UP_MS + 5000,
  );
});

describe('while slow clients hold connections (a request time-out longer than the tests)', () => {
  const { port, open } = listeningSiteForSuite({ requestTimeoutMs: 60_000, minUploadBytesPerSecond: 0, maxConnectionsPerIp: 5 });

  it('keeps answering others', async () => {
    const slow = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const socket = await open(`127.0.1.${i + 1}`);
        socket.write('POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 9999\r\n\r\nx');
        return socket;
      }),
    );
    const res = await fetch(`http://127.0.0.1:${port()}/api/health/`);
    expect(res.status).toBe(200);
    expect(slow.filter((socket) => socket.closed)).toEqual([]);
    for (const socket of slow) socket.destroy();
  });

  it('closes connections over the per-address cap at once; other addresses are served', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => open('127.0.0.4')));
    const extra = await open('127.0.0.4');
    let received = '';
    extra.on('data', (chunk) => (received += chunk.toString()));
    await closed(extra);
    // Closed by the cap, unanswered, while the address's earlier connections (as idle) stay open.
    expect(received).toBe('');
    expect(held.filter((socket) => socket.closed)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port()}/api/health/`)).status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('at the connection cap', () => {
  const { port, open } = listeningSiteForSuite({ maxConnections: 8, maxConnectionsPerIp: 0, minUploadBytesPerSecond: 0 });

  it('closes the oldest connection still sending its request to let a new client in', async () => {
    const slow: Socket[] = [];
    for (let i = 0; i < 8; i += 1) {
      const socket = await open();
      socket.write('POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 9999\r\n\r\nx');
      slow.push(socket);
    }
    const res = await fetch(`http://127.0.0.1:${port()}/api/health/`);
    expect(res.status).toBe(200);
    await closed(slow[0]!);
    expect(slow.slice(1).filter((socket) => socket.closed)).toEqual([]);
    for (const socket of slow) socket.destroy();
  });
});

describe('for slow uploads', () => {
  const { dripFeed } = listeningSiteForSuite({ minUploadBytesPerSecond: 100 });

  it(
    'closes a connection whose body arrives below the minimum upload rate, after its grace',
    async () => {
      const head = 'POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 9999\r\n\r\n';
      const outcome = await dripFeed(head, 'x');
      // Closed by the server, unanswered: not by the request time-out (30 s, with a 408), nor by the client giving up.
      expect(outcome.gaveUp).toBe(false);
      expect(outcome.received).toBe('');
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(UPLOAD_GRACE_MS);
    },
    GIVE_UP_MS + 5000,
  );
});
