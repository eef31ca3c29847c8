// The one factory for every app's Rspack + Module Federation configuration. Each app's
// rspack.config.ts is a few lines that call createAppConfig.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { rspack, type Chunk, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RemoteExposes, RemoteName } from 'contracts/remotes';

const require = createRequire(import.meta.url);
const rootDir = import.meta.dirname;
/** docs/product/constants.md#time: script chunks time out after 120 seconds. */
const SCRIPT_TIMEOUT_MS = 120_000;

export type AppName = 'shell' | RemoteName;

/** The development server port of each app. */
export const REMOTE_PORTS: Record<AppName, number> = {
  shell: 3000,
  'mf-content': 3001,
  'mf-workflows': 3002,
  'mf-account': 3003,
  'mf-community': 3004,
};

/** The federation container name of an app ("mf-content" → "mf_content"). */
export function containerName(app: AppName): string {
  return app.replace(/-/g, '_');
}

function version(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

function singleton(pkg: string) {
  return { singleton: true, requiredVersion: `^${version(pkg)}`, version: version(pkg) };
}

/**
 * Shared singletons. antd itself is bundled (tree-shaken) per app; only its style engine is shared,
 * so there is one style cache, and every app applies the one theme from `shared` (see README, "What a page costs in JavaScript").
 */
function sharedModules() {
  const sharedPackage = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    '@ant-design/cssinjs': singleton('@ant-design/cssinjs'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    axios: singleton('axios'),
    shared: sharedPackage,
    // The router and rxjs through `shared`'s entries that name what the apps use (decision 0028):
    // sharing the packages themselves shipped all of each, since a shared module keeps every export.
    'shared/router': sharedPackage,
    'shared/rx': sharedPackage,
  };
}

/** A remote's exposed modules: exactly those of contracts/src/remotes.ts, e.g. { './HomePage': './src/exposed/HomePage.tsx' }. */
type Exposing = { [R in RemoteName]: { app: R; exposes: RemoteExposes<R> } }[RemoteName];

export type AppOptions = {
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Where the build goes; defaults to <root>/dist/shell or <root>/dist/remotes/<app>/<version>. */
  outputPath?: string;
} & ({ app: 'shell'; exposes?: undefined } | Exposing);

export function appVersion(dir: string): string {
  return (require(join(dir, 'package.json')) as { version: string }).version;
}

export function defaultOutputPath(app: AppName, dir: string): string {
  return app === 'shell' ? join(rootDir, 'dist', 'shell') : join(rootDir, 'dist', 'remotes', app, appVersion(dir));
}

/** Text files worth compressing: built once at build time, sent as they are (README, "Performance"). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|map)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/** Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each emitted text file. */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path ?? '';
      for (const asset of compilation.getAssets()) {
        if (!COMPRESSIBLE.test(asset.name)) continue;
        const file = join(outputPath, asset.name);
        const content = readFileSync(file);
        if (content.length < PRECOMPRESS_MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    });
  }
}

/**
 * Marks every browser script for eager compilation (decision 0068): V8 then compiles all of its
 * functions while the script streams in, on a background thread, instead of pre-parsing it there
 * and compiling each function on the main thread the first time it runs (react-dom's module, one
 * function of 200 KB, was parsed twice, the second time inside the page's start-up task). Chrome
 * reads the comment from 136 on; other browsers see a comment. Added after minification, which
 * drops comments, and before the content hashes are computed.
 */
const compileHintPlugin = (): InstanceType<typeof rspack.BannerPlugin> =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });

/** The shared modules that hydration needs, as the federation plugin names their providers. */
const REACT_PROVIDER = /^provide shared module \(\w+\) (react|react\/jsx-runtime|react-dom|react-dom\/client)@/;

/** The app's own chunk, which `start.ts` imports once the libraries have evaluated (decision 0042). */
const APP_REQUEST = './bootstrap.tsx';

const startsThePage = (chunk: Chunk): boolean =>
  [...chunk.groupsIterable].some((group) =>
    group.origins.some((origin) => origin.request === APP_REQUEST || REACT_PROVIDER.test(origin.module?.identifier() ?? '')),
  );

/**
 * Preloads, from the page's head, the shell's chunks that every page runs after `main.js`: those
 * that provide React and React DOM (decision 0051) and the app's own (`bootstrap.tsx`, decision 0061).
 * The federation runtime asks for React's only once it has negotiated react-dom, in the task after
 * `main.js`'s, and the browser may paint or lay out in between; the preload starts their download
 * with the page's, after `main.js` (same low priority, later in the document), so it waits for
 * neither. They are the shell's own copies, which every page uses: the shell registers its shared
 * modules before any remote is loaded. (Each package is also in a chunk of its own as a consumer's
 * fallback, which the page never loads; those are left out.) The app's chunk was preloaded by the
 * bundler's runtime (`webpackPreload`), which inserted the `<link>` inside `main.js`'s task.
 */
class PreloadStartUpPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartUpPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadStartUpPlugin', async (data) => {
        const files = [...compilation.chunks]
          .filter(startsThePage)
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .sort();
        data.assetTags.scripts.push(
          ...files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }
}

/** Marks the server build's folder as CommonJS (the repository's package.json says "module"). */
class CommonJsFolderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolderPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  }
}

/**
 * The browser builds bundle the federation runtime from its ES modules, not its CommonJS files
 * (decision 0043). Rspack and the federation plugin name the runtime's packages by the paths Node's
 * `require.resolve` gives (`dist/index.cjs`: the bundler runtime, the runtime, the plugin that lends
 * the runtime to the remotes), and a bundler keeps every export of a CommonJS module: the snapshot
 * plugin, the manifest loader and the Node loaders stayed in every page's `main.js` whatever the
 * `experiments.optimization` flags said. From the ES modules it keeps what the page uses.
 */
const FEDERATION_RUNTIME_MODULES = {
  alias: { '@module-federation/runtime': join(dirname(require.resolve('@module-federation/runtime')), 'index.js') },
  replacement: () =>
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/][a-z-]+[\\/]dist[\\/]index\.cjs$/, (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    }),
};

/** The folder of an app's Node build, inside its browser build's folder. */
export const SERVER_FOLDER = 'server';

const swcRule = (targets: string, production: boolean) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
    },
    env: { targets },
  },
  type: 'javascript/auto' as const,
});

/**
 * The Node build of an app, for server rendering: a CommonJS federation container whose chunks load
 * from its own folder. The shell's also has the `render` entry that the API calls; remotes' only
 * expose their screens, loaded by the shell's federation runtime (shell/src/federation/node-entry-plugin.ts).
 */
function createServerConfig(options: AppOptions, outputPath: string): Configuration {
  const { app, dir, exposes } = options;
  const isHost = app === 'shell';
  return {
    name: `${app}-server`,
    // After the browser build: that one cleans the app's folder (keeping server/), and a clean running
    // while this build writes server/ failed with ENOTEMPTY (seen in a CI run).
    dependencies: [app],
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: isHost ? { render: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: join(outputPath, SERVER_FOLDER),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${containerName(app)}_server`,
      library: isHost ? { type: 'commonjs2' } : undefined,
      chunkLoading: 'async-node',
      chunkFormat: 'commonjs',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // ES modules where packages ship them (antd's icons…), so the server build is tree-shaken too.
      mainFields: ['module', 'main'],
      conditionNames: ['import', 'module', 'default'],
    },
    module: {
      rules: [
        swcRule('node 24', true),
        // Styles reach the page from the browser build (linked from its manifest); the server only needs the markup.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(app),
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        ...(exposes ? { exposes } : {}),
        remotes: {},
        manifest: false,
        dts: false,
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        ...(isHost ? { runtimePlugins: [join(rootDir, 'shell/src/federation/node-entry-plugin.ts')] } : {}),
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new CommonJsFolderPlugin(),
    ],
    // The server keeps every loaded chunk's source in memory: minified, and the code several screens
    // share (antd…) in chunks of its own, loaded once rather than copied into each screen's chunk.
    // ASCII only: one character outside Latin-1 (antd's Chinese pagination labels, a "✓") makes V8 keep
    // the whole chunk's source at two bytes a character (decision 0040).
    optimization: {
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { format: { asciiOnly: true } } })],
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
  };
}

/**
 * Every app's configurations: the browser build, and in production its Node build for server
 * rendering (the development servers render in the browser only).
 */
export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration[] {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') !== 'development';
  const outputPath = options.outputPath ?? process.env.APP_OUTPUT_PATH ?? defaultOutputPath(options.app, options.dir);
  const browser = createBrowserConfig(options, production, outputPath);
  return production ? [browser, createServerConfig(options, outputPath)] : [browser];
}

function createBrowserConfig(options: AppOptions, production: boolean, outputPath: string): Configuration {
  const { app, dir, exposes } = options;
  const isHost = app === 'shell';

  return {
    name: app,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: containerName(app),
      chunkLoadTimeout: SCRIPT_TIMEOUT_MS,
      clean: { keep: new RegExp(`(^|[\\/])${SERVER_FOLDER}([\\/]|$)`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: FEDERATION_RUNTIME_MODULES.alias,
    },
    module: {
      rules: [
        swcRule('chrome >= 111, edge >= 111, firefox >= 114, safari >= 16.4', production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|webp|jpg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(app),
        filename: 'remoteEntry.js',
        ...(exposes ? { exposes } : {}),
        remotes: {},
        manifest: true,
        dts: false,
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the shell provides it, remotes use it instead of bundling their own.
        // Built for the web (decision 0036) and without the snapshot plugin, which reads remotes' manifests:
        // the browser registers each remote by its container script (decision 0043). The manifest is still
        // emitted, for the server (the screens' stylesheets, the release manifest).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true },
        },
        ...(isHost ? { runtimePlugins: [join(rootDir, 'shell/src/federation/timeout-plugin.ts')] } : {}),
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      FEDERATION_RUNTIME_MODULES.replacement(),
      ...(production ? [compileHintPlugin(), new PrecompressPlugin()] : []),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({ template: join(dir, 'index.html'), inject: 'head', scriptLoading: 'defer' }),
            new PreloadStartUpPlugin(),
            new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), noErrorOnMissing: true }] }),
          ]
        : []),
    ],
    optimization: {
      // Federation needs a stable runtime per container; let each app split its own vendor chunks.
      splitChunks: production ? { chunks: 'async' } : false,
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: REMOTE_PORTS[app],
      hot: true,
      historyApiFallback: isHost,
      // The shell on localhost:3000 loads remotes from 127.0.0.1:300x: allow the cross-origin requests.
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost ? [{ context: ['/api', '/static', '/remotes.json', '/sitemap.xml', '/rss.xml'], target: 'http://127.0.0.1:8080' }] : [],
    },
  };
}
