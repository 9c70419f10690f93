// Infers `typecheck` (tsc --noEmit over the project's tsconfig.json) for every project that has a
// tsconfig.json beside its project.json, as Nx's own plugins infer their targets; caching and inputs
// come from targetDefaults in nx.json. A project whose check needs more (share-web's route types)
// overrides the command in its project.json. CommonJS: Nx loads local plugins with require() and
// this workspace has no TypeScript transpiler registered for them.
const { existsSync } = require('node:fs');
const path = require('node:path');

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
            [root]: { targets: { typecheck: { command: 'tsc --noEmit -p tsconfig.json', options: { cwd: root } } } },
          },
        },
      ]),
];
