// A TCP relay on a fixed loopback port in front of a server (the test PostgreSQL). `close()` closes
// the port and cuts every relayed connection, as a database that went away; `open()` listens on the
// same port again, as the database coming back. `partition()` keeps every connection open but relays
// nothing (and new connections get no answer), as a network partition does; `heal()` ends it.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { createTestDatabase } from './database.ts';
import { createTestSite, type TestSite, type TestSiteOptions } from './helpers.ts';

export interface TcpProxy {
  port: number;
  open(): Promise<void>;
  close(): Promise<void>;
  partition(): void;
  heal(): void;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let partitioned = false;
  const held: Socket[] = [];
  let server: Server | null = null;
  let port = 0;

  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        pairs.delete(pair);
      });
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        if (!partitioned) return relay(client);
        sockets.add(client);
        client.on('error', () => client.destroy());
        client.on('close', () => sockets.delete(client));
        held.push(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    open: listen,
    partition() {
      partitioned = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    heal() {
      partitioned = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
      for (const client of held.splice(0)) if (!client.destroyed) relay(client);
    },
    async close() {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}

/** A relay in front of a database: the URL to give the app goes through the relay, which a test can cut. */
export async function proxiedDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const url = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

/** A test site on a new PostgreSQL database reached through a relay the test can cut. */
export interface RelayedSite {
  site: TestSite;
  proxy: TcpProxy;
  /** Ends the site, the relay and the database. */
  close(): Promise<void>;
}

export async function siteBehindRelay(options: TestSiteOptions): Promise<RelayedSite> {
  const database = (await createTestDatabase())!;
  const { proxy, url } = await proxiedDatabase(database.url);
  const site = await createTestSite({ ...options, config: { ...options.config, databaseUrl: url } });
  const close = async () => {
    await site.close();
    await proxy.close();
    await database.drop();
  };
  return { site, proxy, close };
}
