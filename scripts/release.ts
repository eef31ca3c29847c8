// Builds one remote into its own versioned folder, dist/remotes/<name>/<version>/, touching nothing
// else. The version is the remote's package.json version unless --version is given.
//   npm run release -w mf-content                 → dist/remotes/mf-content/1.0.0/
//   npm run release -w mf-content -- --version 1.1.0
// Then point the registry at it with `npm run remotes -- …` (see README).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './build-all.ts';
import { REMOTE_NAMES, isRemoteName } from 'contracts';

const root = join(import.meta.dirname, '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const name = positionals[0] ?? '';
if (!isRemoteName(name)) {
  console.error(`Usage: npm run release -w <remote> [-- --version <v>] (remotes: ${REMOTE_NAMES.join(', ')})`);
  process.exit(2);
}
const version = values.version ?? (JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')) as { version: string }).version;
if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) {
  console.error(`"${version}" is not a usable version (letters, digits, dots, + and - only).`);
  process.exit(2);
}
const outputPath = join(root, 'dist', 'remotes', name, version);
if (existsSync(join(outputPath, 'mf-manifest.json')) && !values.force) {
  console.error(`${name} ${version} is already built at ${outputPath}. Bump the version, or pass --force to rebuild it.`);
  process.exit(1);
}
buildApp(name, { APP_OUTPUT_PATH: outputPath });
console.log(`Released ${name} ${version} → ${outputPath}`);
console.log(`Next: npm run remotes -- canary ${name} ${version} --percent 10`);
