// Edits the remote registry (which build of each remote visitors get). Each entry it writes carries the
// hash of the build's release.json (written into the build folder), so API instances can fetch the
// build's Node code from the origin and check it. Running servers watch or poll the registry and pick a
// change up within seconds, without a restart or a shell rebuild (decision 0021). To publish on an
// origin: REMOTES_REGISTRY=dist/remotes/remotes.json REMOTES_BASE_URL=https://<origin>/remotes, then
// upload dist/remotes/ (README, "Remotes on their own origin").
//   npm run remotes -- list
//   npm run remotes -- canary mf-content 1.1.0 --percent 10
//   npm run remotes -- promote mf-content
//   npm run remotes -- rollback mf-content
//   npm run remotes -- set mf-content --stable 1.0.0 [--canary 1.1.0 --percent 25]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config.ts';
import { REMOTE_NAMES, isRemoteName } from 'contracts';
import {
  RegistryError,
  changeChannels,
  promoteCanary,
  resolveRegistry,
  rollback,
  type RemoteChannels,
} from '../api/src/remotes/registry.ts';
import { isRegistryUrl } from '../api/src/remotes/registry-source.ts';

const USAGE = `Usage:
  npm run remotes -- list
  npm run remotes -- set <remote> [--stable <version>] [--canary <version>] [--percent <0-100>]
  npm run remotes -- canary <remote> <version> --percent <0-100>
  npm run remotes -- promote <remote>
  npm run remotes -- rollback <remote>
Remotes: ${REMOTE_NAMES.join(', ')}`;

function describe(name: string, channels: RemoteChannels | undefined): string {
  if (!channels) return `${name}: no build`;
  const canary = channels.canary ? `, canary ${channels.canary.version} for ${channels.canary.percent}% of visitors` : '';
  return `${name}: stable ${channels.stable.version}${canary}`;
}

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { stable: { type: 'string' }, canary: { type: 'string' }, percent: { type: 'string' } },
  });
  const [command, name = '', version] = positionals;
  const config = loadConfig();
  const file = config.remotesRegistry;
  if (isRegistryUrl(file)) throw new RegistryError(`REMOTES_REGISTRY is a URL (${file}): run this against the file the origin serves.`);
  const remotesDir = join(config.webDir, 'remotes');
  const base = config.remotesBaseUrl;
  const percent = values.percent === undefined ? undefined : Number(values.percent);

  if (command === 'list') {
    const registry = resolveRegistry(file, remotesDir, base);
    for (const remote of REMOTE_NAMES) console.log(describe(remote, registry.remotes[remote]));
    return;
  }
  if (!isRemoteName(name)) throw new RegistryError(USAGE);
  let result: RemoteChannels;
  switch (command) {
    case 'set':
      result = changeChannels(file, remotesDir, base, name, { stable: values.stable, canary: values.canary, percent });
      break;
    case 'canary':
      if (!version || percent === undefined) throw new RegistryError(USAGE);
      result = changeChannels(file, remotesDir, base, name, { canary: version, percent });
      break;
    case 'promote':
      result = promoteCanary(file, remotesDir, base, name);
      break;
    case 'rollback':
      result = rollback(file, remotesDir, base, name);
      break;
    default:
      throw new RegistryError(USAGE);
  }
  console.log(describe(name, result));
  console.log(`Registry: ${file}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof RegistryError ? error.message : error);
  process.exit(error instanceof RegistryError ? 2 : 1);
}
