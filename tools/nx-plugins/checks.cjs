// Infers the two checks of every project of the workspace, as Nx's own plugins infer their targets:
// - `lint`, by the workspace's lint executor (tools/nx-plugins/lint): the project's files with the
//   root's eslint.config.mjs, as `eslint .` in its root; a project that lints more than its own
//   folder (workspace: the scripts) sets the executor's `lintFilePatterns` in its project.json;
// - `typecheck` where a tsconfig.json is beside the project.json, by the workspace's typecheck
//   executor (tools/nx-plugins/typecheck): the project's own files, as `tsc --noEmit -p
//   tsconfig.json`; a project whose check needs more (share-web's route types) sets the executor's
//   `before` in its project.json.
// Each executor runs every task of a run in one process (its batch). Caching and inputs come from
// targetDefaults in nx.json. CommonJS: Nx loads local plugins with require() and this workspace
// has no TypeScript transpiler registered for them.
const { existsSync } = require('node:fs');
const path = require('node:path');

/** The executors, by their plugin's folder (tools/nx-plugins/package.json names executors.json). */
const LINT = './tools/nx-plugins:lint';
const TYPECHECK = './tools/nx-plugins:typecheck';

/** @type {import('@nx/devkit').CreateNodesV2} */
exports.createNodesV2 = [
  '{{apps,libs,tools}/{*,*/*},deploy}/project.json',
  (configFiles, _options, context) =>
    configFiles.map((file) => {
      const root = path.dirname(file);
      const targets = { lint: { executor: LINT, options: {} } };
      if (existsSync(path.join(context.workspaceRoot, root, 'tsconfig.json')))
        targets.typecheck = { executor: TYPECHECK, options: { tsConfig: 'tsconfig.json' } };
      return [file, { projects: { [root]: { targets } } }];
    }),
];
