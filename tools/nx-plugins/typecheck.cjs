// Infers `typecheck` for every project that has a tsconfig.json beside its project.json, as Nx's own
// plugins infer their targets: the workspace's typecheck executor (tools/nx-plugins/typecheck), which
// type-checks the project's own files as tsc --noEmit -p tsconfig.json does, every project of a run
// in one process. Caching and inputs come from targetDefaults in nx.json; a project whose check needs
// more (share-web's route types) sets the executor's `before` in its project.json. CommonJS: Nx loads
// local plugins with require() and this workspace has no TypeScript transpiler registered for them.
const { existsSync } = require('node:fs');
const path = require('node:path');

/** The executor, by its plugin's folder (tools/nx-plugins/package.json names executors.json). */
const EXECUTOR = './tools/nx-plugins:typecheck';

/** @type {import('@nx/devkit').CreateNodesV2} */
exports.createNodesV2 = [
  '{{apps,libs,tools}/{*,*/*},deploy}/tsconfig.json',
  (configFiles, _options, context) =>
    configFiles
      .map((file) => path.dirname(file))
      .filter((root) => existsSync(path.join(context.workspaceRoot, root, 'project.json')))
      .map((root) => [
        path.join(root, 'tsconfig.json'),
        {
          projects: {
            [root]: { targets: { typecheck: { executor: EXECUTOR, options: { tsConfig: 'tsconfig.json' } } } },
          },
        },
      ]),
];
