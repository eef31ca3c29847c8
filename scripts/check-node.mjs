// Stops any npm script that finds itself on a Node older than the project's (see README: Node 24 comes from the `node` package).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer, but this script runs on Node ${process.versions.node}.\n` +
      'Run it through npm (npm run …), which uses the Node 24 installed by the `node` package.\n' +
      'If node_modules/.bin/node is missing (npm install --ignore-scripts), repair it with: npm rebuild node',
  );
  process.exit(1);
}
