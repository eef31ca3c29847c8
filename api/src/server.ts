// Starts the API and the web server on PORT/HOST; closes the server and the database on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);
for (const warning of startupWarnings()) app.log.warn(warning);

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took more than 10 s: exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.once('SIGTERM', (s) => void shutdown(s));
process.once('SIGINT', (s) => void shutdown(s));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ publicUrl: config.publicUrl, webDir: config.webDir, contentDir: config.contentDir }, 'site ready');
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
