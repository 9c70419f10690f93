// `npm run new-lib -- NAME --type=feature|ui|data-access|util`: a library as the workspace's others are
// made (STYLE.md): libs/NAME with its type and scope tags, its face in src/index.ts, a README stub,
// Jest on the shared preset with a first test, the @share/NAME path, and for ui and feature a story
// that the designers' Storybook (apps/design-storybook) shows under NAME. Lint needs nothing of its
// own: the root eslint.config.mjs covers every project. CommonJS: Nx loads local plugins with require().
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { formatFiles, names, updateJson, workspaceRoot } = require('@nx/devkit');
const { files } = require('./files.cjs');

const STORYBOOK_PROJECT = 'apps/design-storybook/project.json';

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string, type: 'feature' | 'ui' | 'data-access' | 'util' }} options
 */
async function libraryGenerator(tree, options) {
  const { name, type } = options;
  const root = `libs/${name}`;
  if (tree.exists(root)) throw new Error(`${root} exists already`);
  const { className } = names(name);
  for (const [file, content] of Object.entries(files({ name, type, className })))
    tree.write(`${root}/${file}`, content);
  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions.paths[`@share/${name}`] = [`${root}/src/index.ts`];
    return json;
  });
  // The designers' Storybook shows every library with stories; its build depends on them.
  // One line edited, so the file keeps its hand-written layout.
  if ((type === 'ui' || type === 'feature') && tree.exists(STORYBOOK_PROJECT)) {
    const project = tree.read(STORYBOOK_PROJECT, 'utf-8');
    const edited = project.replace(
      /("implicitDependencies": \[)([^\]]*)\]/,
      (_, head, list) => `${head}${list}${list.trim() ? ', ' : ''}"${name}"]`,
    );
    if (edited === project) throw new Error(`${STORYBOOK_PROJECT} has no implicitDependencies list`);
    tree.write(STORYBOOK_PROJECT, edited);
  }
  // Prettier over what was written, tsconfig.base.json included (updateJson re-serialises it; Prettier
  // gives it back its layout), so `prettier --check .` stays green.
  await formatFiles(tree);
  // After the files are on disk: the README's diagram is the project graph, which now has the library.
  return () => regenerateDiagram();
}

/** Rewrites the README's dependency diagram from the project graph (its test compares the two). */
function regenerateDiagram() {
  const script = path.join(workspaceRoot, 'tools/module-boundaries/src/dependency-diagram.mjs');
  execFileSync(process.execPath, [script, '--write'], { cwd: workspaceRoot, stdio: 'inherit' });
}

module.exports = libraryGenerator;
module.exports.default = libraryGenerator;
module.exports.regenerateDiagram = regenerateDiagram;
