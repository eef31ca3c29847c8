// The one factory for every app's Rspack + Module Federation configuration. Each app's
// rspack.config.ts is a few lines that call createAppConfig.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const rootDir = import.meta.dirname;
/** SPEC §9: script chunks time out after 120 seconds. */
const SCRIPT_TIMEOUT_MS = 120_000;

export const REMOTE_PORTS = {
  shell: 3000,
  'mf-content': 3001,
  'mf-workflows': 3002,
  'mf-account': 3003,
  'mf-community': 3004,
} as const;
export type AppName = keyof typeof REMOTE_PORTS;

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
 * so there is one style cache, and every app applies the one theme from `shared` (see README, "Size").
 */
function sharedModules() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    '@ant-design/cssinjs': singleton('@ant-design/cssinjs'),
    shared: { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' },
  };
}

export interface AppOptions {
  app: AppName;
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Exposed modules, for remotes: { './HomePage': './src/pages/HomePage.tsx' }. */
  exposes?: Record<string, string>;
  /** Where the build goes; defaults to <root>/dist/shell or <root>/dist/remotes/<app>/<version>. */
  outputPath?: string;
}

export function appVersion(dir: string): string {
  return (require(join(dir, 'package.json')) as { version: string }).version;
}

export function defaultOutputPath(app: AppName, dir: string): string {
  return app === 'shell' ? join(rootDir, 'dist', 'shell') : join(rootDir, 'dist', 'remotes', app, appVersion(dir));
}

export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const { app, dir, exposes } = options;
  const isHost = app === 'shell';
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') !== 'development';
  const outputPath = options.outputPath ?? process.env.APP_OUTPUT_PATH ?? defaultOutputPath(app, dir);

  return {
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
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 114, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
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
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        ...(isHost ? { runtimePlugins: [join(rootDir, 'shell/src/federation/timeout-plugin.ts')] } : {}),
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({ template: join(dir, 'index.html'), inject: 'body', scriptLoading: 'defer' }),
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
