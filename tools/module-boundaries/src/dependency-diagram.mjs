// Prints the Mermaid diagram of the workspace's project dependencies, read from Nx's project graph
// (`nx graph --file`): one box per project, grouped by its type tag, one arrow per dependency
// (imports and implicit dependencies), all of a project's arrows on one line. The README's diagram is this output; a test compares them.
// Regenerate: node tools/module-boundaries/src/dependency-diagram.mjs --write
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readProjectGraph } from '../../../scripts/lib/project-graph.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
/** Groups in the order they are drawn, top to bottom; tooling (this test's own project) is left out. */
const GROUPS = [
  'type:app',
  'type:server',
  'type:e2e',
  'type:storybook',
  'type:feature',
  'type:ui',
  'type:data-access',
  'type:util',
];

export function mermaidOf(graph) {
  const typeOf = (name) => (graph.nodes[name].data.tags ?? []).find((tag) => tag.startsWith('type:'));
  const shown = Object.keys(graph.nodes)
    .filter((name) => GROUPS.includes(typeOf(name)))
    .sort();
  const lines = ['flowchart TB'];
  for (const group of GROUPS) {
    const members = shown.filter((name) => typeOf(name) === group);
    if (members.length === 0) continue;
    lines.push(`  subgraph ${group.replace(':', '_')} ["${group}"]`);
    for (const name of members) lines.push(`    ${name}`);
    lines.push('  end');
  }
  // One line per project: `a --> b & c` is Mermaid for an arrow from a to each of b and c.
  for (const name of shown) {
    const targets = [...new Set((graph.dependencies[name] ?? []).map(({ target }) => target))]
      .filter((target) => shown.includes(target))
      .sort();
    if (targets.length > 0) lines.push(`  ${name} --> ${targets.join(' & ')}`);
  }
  return lines.join('\n');
}

/** The README with its diagram (the mermaid block under "## Dependencies") replaced by `diagram`. */
export function withDiagram(readme, diagram) {
  const block = /(## Dependencies\n[\s\S]*?```mermaid\n)[\s\S]*?```/;
  if (!block.test(readme)) throw new Error('README.md has no mermaid block under "## Dependencies"');
  return readme.replace(block, (_, head) => `${head}${diagram}\n\`\`\``);
}

// `--write` puts the diagram into the README (`npm run new-lib` and `remove-lib` do); else it is printed.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const diagram = mermaidOf(readProjectGraph());
  if (process.argv.includes('--write')) {
    const readme = path.join(root, 'README.md');
    writeFileSync(readme, withDiagram(readFileSync(readme, 'utf8'), diagram));
  } else process.stdout.write(`${diagram}\n`);
}
