// The '@shared' alias of ui/vite.config.ts, for the dependency rules (.dependency-cruiser.cjs) to resolve the UI's
// imports of the server's contracts.
const path = require('node:path');

module.exports = { resolve: { alias: { '@shared': path.resolve(__dirname, '../src/modules') } } };
