// knip: unused files, exports and dependencies. Entry points, besides those knip's plugins find
// (package.json scripts, rspack, jest and playwright configs): the remotes' exposed modules (their
// federation entries), the shell's server render entry and federation runtime plugins, scripts,
// benches and every test.
import type { KnipConfig } from 'knip';

const SOURCE_TESTS = 'src/**/*.test.{ts,tsx}';
const TEST_HELPERS = 'test/**/*.{ts,tsx}';

// Module Federation's shared singletons (rspack.config.base.ts): each app lists them so the
// federation runtime can match versions, whether or not its own code imports them.
const FEDERATION_SINGLETONS = ['@ant-design/cssinjs'];

const remote = (tests: string[]) => ({
  entry: ['src/exposed/*.{ts,tsx}', ...tests],
  project: ['src/**/*.{ts,tsx}', ...tests],
  ignoreDependencies: FEDERATION_SINGLETONS,
});

const config: KnipConfig = {
  // A module may export a constant or helper it also uses itself (limits, window sizes, page
  // sizes): exported so a reader sees the module's parameters; only exports nobody uses are reported.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.{ts,mjs}', 'bench/*.ts'],
      project: ['*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
      // bench/lighthouse.ts runs lighthouse's command-line script by its path.
      ignoreDependencies: ['lighthouse'],
    },
    'comfy-engine': { entry: [SOURCE_TESTS, TEST_HELPERS], project: ['src/**/*.ts', TEST_HELPERS] },
    shared: {
      entry: [SOURCE_TESTS, TEST_HELPERS],
      project: ['src/**/*.{ts,tsx}', TEST_HELPERS],
      ignoreDependencies: ['@ant-design/cssinjs'],
    },
    shell: {
      entry: [
        // Runtime plugins of the federation, which rspack.config.base.ts names by path.
        'src/federation/node-entry-plugin.ts',
        'src/federation/timeout-plugin.ts',
        SOURCE_TESTS,
      ],
      project: ['src/**/*.{ts,tsx}'],
    },
    'mf-content': remote([SOURCE_TESTS]),
    'mf-community': remote([SOURCE_TESTS]),
    'mf-workflows': remote([SOURCE_TESTS, TEST_HELPERS]),
    'mf-account': { ...remote([SOURCE_TESTS, TEST_HELPERS]), ignoreDependencies: FEDERATION_SINGLETONS },
    api: {
      // Migrations are discovered from their folder (api/src/db/migrations/index.ts).
      entry: ['src/db/migrations/[0-9][0-9][0-9][0-9]_*.ts', SOURCE_TESTS, TEST_HELPERS],
      project: ['src/**/*.ts', TEST_HELPERS],
      // og-image.ts finds the font files with require.resolve of a path built from the weight.
      ignoreDependencies: ['@expo-google-fonts/inter'],
    },
    e2e: { entry: ['*.spec.ts'], project: ['**/*.ts'] },
    lint: { project: ['*.ts'] },
  },
};

export default config;
