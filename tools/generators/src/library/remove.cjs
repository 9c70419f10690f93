// `npm run remove-lib -- NAME`: removes a library `npm run new-lib` made: its folder, its @share/NAME
// path, its implicit dependency in the designers' Storybook, and its box in the README's diagram.
// (`nx g @nx/workspace:remove` refuses: the tooling projects' `"*"` implicit dependencies name it.)
const { formatFiles, updateJson } = require('@nx/devkit');
const { regenerateDiagram } = require('./generator.cjs');

const STORYBOOK_PROJECT = 'apps/design-storybook/project.json';

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string }} options
 */
async function removeLibraryGenerator(tree, { name }) {
  const root = `libs/${name}`;
  if (!tree.exists(`${root}/project.json`)) throw new Error(`${root} is not a library`);
  tree.delete(root);
  updateJson(tree, 'tsconfig.base.json', (json) => {
    delete json.compilerOptions.paths[`@share/${name}`];
    return json;
  });
  if (tree.exists(STORYBOOK_PROJECT)) {
    const project = tree.read(STORYBOOK_PROJECT, 'utf-8');
    const edited = project.replace(
      /("implicitDependencies": \[)([^\]]*)\]/,
      (_, head, list) =>
        `${head}${list
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item && item !== `"${name}"`)
          .join(', ')}]`,
    );
    tree.write(STORYBOOK_PROJECT, edited);
  }
  await formatFiles(tree);
  return () => regenerateDiagram();
}

module.exports = removeLibraryGenerator;
module.exports.default = removeLibraryGenerator;
