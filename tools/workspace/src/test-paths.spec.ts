/**
 * No test reaches outside the repository by a fixed path: what a test writes goes to a folder of its
 * own (os.tmpdir() with mkdtemp) or the repository's dist/, never a /tmp path that another run
 * shares, finds or clobbers. A path inside a sandbox (bubblewrap's bind targets) is not the host's.
 */
import { execFileSync } from 'node:child_process';
import { root } from '../../../scripts/lib/throwaway-copy.mjs';

const TEST_FILES = ['*.spec.ts', '*.spec.tsx', '*.test.mjs', '*.visual.ts', 'apps/share-web-e2e/src'];

it('no test names a fixed path under /tmp', () => {
  let lines = '';
  try {
    lines = execFileSync('git', ['grep', '-n', '-E', '[\'"`]/tmp/', '--', ...TEST_FILES], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  const found = lines.split('\n').filter((line) => line && !/--(ro-)?bind/.test(line));
  expect(found).toEqual([]);
});
