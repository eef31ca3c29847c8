// Federation runtime plugin of the shell's Node build: a remote registered with a file: URL is the
// Node build of that remote (dist/remotes/<name>/<version>/server/remoteEntry.js), loaded with Node's
// own require. Each version has its own file, so a release, canary or rollback loads new code
// without a restart, and two visitors on two versions are served side by side.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: (id: string) => unknown;

type RemoteEntryExports = NonNullable<Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>[0]['remoteEntryExports']>;

export default function nodeEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'node-entry-plugin',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return __non_webpack_require__(new URL(remoteInfo.entry).pathname) as RemoteEntryExports;
    },
  };
}
