// The import boundaries (docs/boundaries.md): each zone forbids importing `from` into `target`,
// with a message that says what to do instead. Paths are absolute, so the rules hold whichever
// directory ESLint runs from.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

const root = path.resolve(import.meta.dirname, '..');
const at = (relative: string): string => path.join(root, relative);

export const REMOTES = ['mf-content', 'mf-workflows', 'mf-account', 'mf-community'];
const APPS = ['shell', ...REMOTES];
const API_INFRASTRUCTURE = ['db', 'plugins', 'web', 'mail', 'lib'];
const FEATURE_ROOTS = ['api/src/features', ...REMOTES.map((remote) => `${remote}/src/features`)];

const subdirectories = (directory: string): string[] =>
  readdirSync(at(directory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const remoteToRemote: Zone[] = REMOTES.map((remote) => ({
  target: at(`${remote}/**`),
  from: REMOTES.filter((other) => other !== remote).map((other) => at(`${other}/**`)),
  message:
    "Remotes never import each other: render the other remote's exposed module through RemoteModule (shared), or move the common code into shared.",
}));

const shellToRemotes: Zone = {
  target: at('shell/**'),
  from: REMOTES.map((remote) => at(`${remote}/**`)),
  message:
    "The shell never imports a remote's source: the host would bundle the remote and ship it twice. Load the remote's exposed module at run time (the route table, or RemoteModule from shared).",
};

const remotesToShell: Zone = {
  target: REMOTES.map((remote) => at(`${remote}/**`)),
  from: at('shell/**'),
  message:
    'Remotes never import the shell: the shell loads the remotes, and a remote runs under any host version. Move what both need into shared, or its type into contracts.',
};

export const sharedToApps: Zone = {
  target: at('shared/**'),
  from: APPS.map((app) => at(`${app}/**`)),
  message:
    'shared never imports the shell or a remote: every app loads shared as a singleton. Keep the piece in the app and pass it to shared as a parameter or prop.',
};

const contractsToProject: Zone = {
  target: at('contracts/**'),
  from: ['api', 'shared', ...APPS, 'scripts', 'e2e', 'bench', 'lint'].map((workspace) => at(`${workspace}/**`)),
  message:
    'contracts imports nothing of the project, only its schema library (zod): move the schema or type into contracts and import it from there on the other side.',
};

/** contracts may import zod and its own modules, no other package (options of ESLint's no-restricted-imports). */
export const CONTRACTS_IMPORTS = {
  patterns: [
    {
      regex: '^(?!zod(/|$)|\\.{1,2}/)',
      message:
        'contracts imports nothing of the project, only its schema library (zod): the apps load contracts in the browser and the API on the server, so any other package would ship to both.',
    },
  ],
};

export const sharedToApi: Zone = {
  target: at('shared/**'),
  from: at('api/**'),
  message: 'shared never imports the API: import wire schemas and their types from contracts.',
};

const appsToApi: Zone = {
  target: APPS.map((app) => at(`${app}/**`)),
  from: at('api/**'),
  message: 'Apps never import the API: import wire schemas and types from contracts, and call the API through the shared http client.',
};

// comfy-engine runs in the browser (the workflows remote) and in the API: it imports nothing of the project.
const engineToProject: Zone = {
  target: at('comfy-engine/src/**'),
  from: ['contracts', 'shared', 'api', ...APPS, 'scripts', 'e2e', 'bench', 'lint'].map((folder) => at(`${folder}/**`)),
  message: 'comfy-engine imports nothing of the project (the API and the apps import it): pass what it needs in as an argument.',
};

export const infrastructureToFeatures: Zone = {
  target: API_INFRASTRUCTURE.map((layer) => at(`api/src/${layer}/**`)),
  from: at('api/src/features/**'),
  message:
    'API infrastructure (db, plugins, web, mail, lib) never imports a feature: move the shared piece into lib, or have app.ts pass it in.',
};

// A feature imports another feature only through its public modules: its entry `index.ts`; in the
// apps also its light entry `light.ts` (what a screen's first load may use, without the feature's heavy
// parts: lint/eslint.config.ts keeps antd out of it); in the API also its `service.ts` (what a feature offers the others), its wire schemas (`schemas.ts`,
// `admin-schemas.ts`; the wire schemas now live in contracts) and the modules below, which other features use today.
const API_SHARED_MODULES = [
  'seo/site.ts',
  'seo/og-image.ts',
  'seo/pages.ts',
  'seo/structured-data.ts',
  'search/engine.ts',
  'articles/markdown.ts',
  'newsletter/pages.ts',
  // app.content (articles, search index, page catalog) and its sync lock, which the workflows sync shares.
  'articles/content-plugin.ts',
];

const publicModules = (featureRoot: string): string[] =>
  featureRoot === 'api/src/features'
    ? [at(`${featureRoot}/*/{index,service,schemas,admin-schemas}.ts`), at(`${featureRoot}/{${API_SHARED_MODULES.join(',')}}`)]
    : [at(`${featureRoot}/*/{index,light}.{ts,tsx}`)];

const featureToFeatureInternals: Zone[] = FEATURE_ROOTS.flatMap((featureRoot) => {
  const features = subdirectories(featureRoot);
  return features.map((feature) => ({
    target: at(`${featureRoot}/${feature}/**`),
    from: features.filter((other) => other !== feature).map((other) => at(`${featureRoot}/${other}/**`)),
    except: publicModules(featureRoot),
    message:
      featureRoot === 'api/src/features'
        ? "A feature imports another feature only through its public modules (index.ts, service.ts, its schemas, and lint/boundaries.ts's shared list): use one of those, or have app.ts pass the dependency in."
        : `A feature imports another feature only through its public entries: import from ${featureRoot}/<feature>/index.ts (or its light.ts, for a screen's first load), exporting there what this feature needs.`,
  }));
});

const productionToTestHelpers: Zone = {
  target: ['shared/src', 'shell/src', 'api/src', 'comfy-engine/src', ...REMOTES.map((remote) => `${remote}/src`)].map((source) =>
    at(`${source}/**`),
  ),
  from: [at('**/test/**'), at('**/*.test.*'), at('e2e/**')],
  message:
    "Production code never imports test helpers: keep what both need in the source tree, and the test-only part in the workspace's test/.",
};

/** The zones for every file, tests included (a test may reach into another feature to set it up). */
export const structuralZones: Zone[] = [
  ...remoteToRemote,
  shellToRemotes,
  remotesToShell,
  sharedToApps,
  sharedToApi,
  contractsToProject,
  engineToProject,
  appsToApi,
  infrastructureToFeatures,
];

/** The zones for production code, without those `leaveOut` names. */
export const productionZones = (leaveOut: Zone[] = []): Zone[] =>
  [...structuralZones, ...featureToFeatureInternals, productionToTestHelpers].filter((zone) => !leaveOut.includes(zone));

export interface Exception {
  /** The files, relative to the project root. */
  files: string[];
  /** The zones these files may break. */
  leaveOut: Zone[];
}

/**
 * Files allowed to break a production zone, each for the reason in docs/boundaries.md.
 * lint/boundaries.test.ts fails when an exception no longer suppresses anything.
 */
export const EXCEPTIONS: Exception[] = [
  // The page server renders the seo feature's pages and the config feature's runtime settings: its
  // imports of them wait for the page catalogue to move out of the seo feature.
  { files: ['api/src/web/plugin.ts'], leaveOut: [infrastructureToFeatures] },
];
