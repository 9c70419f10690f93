/**
 * The README is a guide, not a diary: at most 200 lines, the two commands, and every link in it and
 * in docs/ leads to a file of the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const PAGES = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Relative targets of the page's Markdown links (`[text](target)`), without anchors. */
function relativeLinks(page: string): string[] {
  const text = readFileSync(path.join(root, page), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/.test(target));
}

it('the README is a guide of at most 200 lines with the two commands', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  expect(readme).toContain('npm install && npm start');
  expect(readme).toContain('npm install && npm test');
});

it('links the README to every page of docs/', () => {
  const linked = relativeLinks('README.md');
  for (const page of PAGES.filter((page) => page !== 'README.md')) expect(linked).toContain(page);
});

it.each(PAGES)('every relative link of %s resolves', (page) => {
  const missing = relativeLinks(page).filter((target) => !existsSync(path.resolve(root, path.dirname(page), target)));
  expect(missing).toEqual([]);
});

it.each(PAGES)('%s reads as a guide, not a diary of runs', (page) => {
  const text = readFileSync(path.join(root, page), 'utf8');
  // Dated runs and the sessions or machines a figure came from belong in git history.
  expect(text).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
  expect(text).not.toMatch(/\b(twenty|nineteenth|twentieth)[a-z-]* session\b/i);
});
