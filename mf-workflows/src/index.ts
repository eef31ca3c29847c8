// Remotes are used through their exposed modules in remoteEntry.js; this entry is never loaded by the site.
export {};
