import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestSite, type TestSite } from '../test/helpers.ts';

interface Outcome {
  /** What the server sent before closing. */
  received: string;
  /** Milliseconds from the connection to its close. */
  closedAfterMs: number;
}

describe('time-outs and connection caps', () => {
  let site: TestSite;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    site = await createTestSite({ config: { requestTimeoutMs: 1000, maxConnectionsPerIp: 5 } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await site.close();
  });

  /** Opens a connection from `from` (a loopback address) and resolves when it is open. */
  function open(from = '127.0.0.1'): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
      socket.on('error', () => undefined);
      socket.once('error', reject);
      sockets.push(socket);
    });
  }

  /** Writes `head` at once, then one byte of `drip` every 200 ms until the server closes (8 s at most). */
  async function dripFeed(head: string, drip: string, from?: string): Promise<Outcome> {
    const socket = await open(from);
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
    }, 200);
    return new Promise((resolve) => {
      const give = setTimeout(() => socket.destroy(), 8000);
      socket.once('close', () => {
        clearInterval(timer);
        clearTimeout(give);
        resolve({ received, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('answers 408 and closes a request whose body arrives too slowly', async () => {
    const head =
      'POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"';
    const outcome = await dripFeed(head, 'slow', '127.0.0.2');
    expect(outcome.closedAfterMs).toBeLessThan(3500);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers arrive too slowly', async () => {
    const outcome = await dripFeed('GET /api/health/ HTTP/1.1\r\nHost: site.test\r\n', 'X-Slow: aaaa\r\n', '127.0.0.3');
    expect(outcome.closedAfterMs).toBeLessThan(3500);
  });

  it('keeps answering others quickly while slow clients hold connections', async () => {
    const slow = Array.from({ length: 40 }, (_, i) =>
      dripFeed(
        'POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 9999\r\n\r\n',
        'x',
        `127.0.1.${i + 1}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await Promise.all(slow);
  });

  it('closes connections over the per-address cap at once; other addresses are served', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => open('127.0.0.4')));
    const extra = await open('127.0.0.4');
    const closed = await new Promise<boolean>((resolve) => {
      extra.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 500);
    });
    expect(closed).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('at the connection cap and for slow uploads', () => {
  let site: TestSite;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    site = await createTestSite({ config: { maxConnections: 8, maxConnectionsPerIp: 0, minUploadBytesPerSecond: 100 } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await site.close();
  });

  /** Starts a POST whose body then comes one byte every 200 ms; resolves with the open connection. */
  function slowUpload(): Promise<{ socket: Socket; closed: Promise<number> }> {
    return new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        const started = Date.now();
        socket.write('POST /api/contact/ HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 9999\r\n\r\n');
        const timer = setInterval(() => socket.writable && socket.write('x'), 200);
        const closed = new Promise<number>((done) =>
          socket.once('close', () => {
            clearInterval(timer);
            done(Date.now() - started);
          }),
        );
        resolve({ socket, closed });
      });
      socket.on('error', () => undefined);
      sockets.push(socket);
    });
  }

  it('closes the oldest connection still sending its request to let a new client in', async () => {
    const slow = [];
    for (let i = 0; i < 8; i += 1) slow.push(await slowUpload());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
    expect(res.status).toBe(200);
    const firstClosed = await Promise.race([slow[0]!.closed.then(() => true), new Promise((r) => setTimeout(() => r(false), 200))]);
    expect(firstClosed).toBe(true);
    for (const { socket } of slow) socket.destroy();
  });

  it('closes a connection whose body arrives below the minimum upload rate', async () => {
    const { closed } = await slowUpload();
    const ms = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(Infinity), 6000))]);
    expect(ms).toBeGreaterThanOrEqual(2000);
    expect(ms).toBeLessThan(5500);
  });
});
