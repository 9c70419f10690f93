/**
 * `npm run dev` (apps/share-web/server/dev.ts): the site served by Vite in middleware mode against the
 * reference API renders on the server, hydrates, and shows a changed view without a build — on the
 * server's next render and as a hot update in the open page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_URL, waitForHydration } from './support';

const root = path.resolve(__dirname, '../../..');
/** A view every page shows: the site footer's copyright line. */
const VIEW_FILE = path.join(root, 'libs/ui/src/lib/site-footer/site-footer.tsx');
const BEFORE = '<p>© {siteName}</p>';
const AFTER = '<p>©DEV {siteName}</p>';

test.describe.configure({ mode: 'serial' });

test.describe('development server', () => {
  const port = 4900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}/davmu/share/`;
  let dev: ChildProcess;
  const original = readFileSync(VIEW_FILE, 'utf8');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect(original).toContain(BEFORE);
    dev = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'apps/share-web/tsconfig.json', 'apps/share-web/server/dev.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          PLATFORM_API_URL: API_URL,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
        },
        stdio: 'pipe',
      },
    );
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error('the development server did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  test.afterAll(() => {
    writeFileSync(VIEW_FILE, original);
    if (dev?.exitCode === null) dev.kill('SIGTERM');
  });

  test('renders the home page on the server and shows a changed view without a build', async ({ page }) => {
    test.setTimeout(120_000);
    const first = await fetch(base);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('data-screen="Home"');
    expect(html).not.toContain('©DEV');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Documents the page loaded: a dependency Vite found only while the page ran (a chunk loaded at
    // idle importing a package not pre-bundled) reloaded it, and failed the imports under way.
    let documents = 0;
    page.on('load', () => (documents += 1));
    await page.goto(base);
    await waitForHydration(page);

    try {
      writeFileSync(VIEW_FILE, original.replace(BEFORE, AFTER));
      // The open page gets the change as a hot update…
      await expect(page.locator('footer', { hasText: '用户协议' }).last()).toContainText('©DEV', { timeout: 30_000 });
      // …and the server's next render has it too.
      await expect.poll(async () => (await fetch(base)).text(), { timeout: 30_000 }).toContain('©DEV');
    } finally {
      writeFileSync(VIEW_FILE, original);
    }
    expect(errors).toEqual([]);
    expect(documents).toBe(1);
  });
});
