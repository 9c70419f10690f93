// Infers `lint` for every project of the workspace, as @nx/eslint's plugin did: the workspace's lint
// executor (tools/nx-plugins/lint), which lints the project's files with the root's eslint.config.mjs
// as `eslint .` in its root does, every project of a run in one process. Caching and inputs come from
// targetDefaults in nx.json; a project that lints more than its own folder (workspace: the scripts)
// sets the executor's `lintFilePatterns` in its project.json. CommonJS, as typecheck.cjs.
const path = require('node:path');

/** The executor, by its plugin's folder (tools/nx-plugins/package.json names executors.json). */
const EXECUTOR = './tools/nx-plugins:lint';

/** @type {import('@nx/devkit').CreateNodesV2} */
exports.createNodesV2 = [
  '{{apps,libs,tools}/{*,*/*},deploy}/project.json',
  (configFiles) =>
    configFiles.map((file) => [
      file,
      { projects: { [path.dirname(file)]: { targets: { lint: { executor: EXECUTOR, options: {} } } } } },
    ]),
];
