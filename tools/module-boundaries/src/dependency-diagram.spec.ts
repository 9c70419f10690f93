/**
 * The README's dependency diagram is the project graph: the Mermaid block under "Dependencies"
 * equals what dependency-diagram.mjs draws from `nx graph` now. When a project or an import
 * between projects is added or removed, this fails until the diagram is regenerated.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function readmeDiagram(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const match = /## Dependencies\n[\s\S]*?```mermaid\n([\s\S]*?)```/.exec(readme);
  if (!match) throw new Error('README.md has no mermaid block under "## Dependencies"');
  return match[1].trimEnd();
}

it('the README diagram shows every project and every dependency of the project graph', () => {
  const fromGraph = execFileSync(process.execPath, [path.join(__dirname, 'dependency-diagram.mjs')], {
    cwd: root,
    encoding: 'utf8',
  }).trimEnd();
  const arrowsOf = (name: string) => new RegExp(`^  ${name} --> (.*)$`, 'm').exec(fromGraph)?.[1].split(' & ') ?? [];
  expect(arrowsOf('share-web')).toEqual(expect.arrayContaining(['auth', 'shell', 'share-web-server']));
  expect(arrowsOf('auth')).toContain('auth-data-access');
  expect(arrowsOf('platform-api')).toContain('contract');
  expect(readmeDiagram()).toBe(fromGraph);
}, 120_000);
