// Resolves the @share/* aliases of tsconfig.base.json to library sources for every Jest project.
// A resolver, not a moduleNameMapper of absolute paths: Nx's Jest plugin makes each mapped file an
// input of every test target, so a change to any library's src/index.ts then touched the whole
// workspace. The project graph already carries which library a test imports.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const aliases = new Map(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(__dirname, target)]),
);

module.exports = (request, options) => aliases.get(request) ?? options.defaultResolver(request, options);
