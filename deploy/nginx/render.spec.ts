// deploy/nginx/render.mjs's page-cache switch: `npm run overload` measures renders through nginx as
// deployed but for its page cache, so the cache rules (a session's page cacheable or not) never
// turn its load into cache hits; `npm run scale` keeps it in one server block and drops it in others. nginx itself checks the written configuration.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireTool } from '../../scripts/lib/outside-tools.mjs';
import { writeNginxConf } from './render.mjs';

const NGINX = requireTool('nginx');
const site = { listen: 18099, upstream: 'share_render', servers: ['127.0.0.1:18098'] };

describe('writeNginxConf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-render-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the page cache by default, and turns only it off with pageCache: false', () => {
    const cached = readFileSync(writeNginxConf(path.join(dir, 'cached'), [site]), 'utf8');
    const conf = writeNginxConf(path.join(dir, 'uncached'), [site], { pageCache: false });
    const uncached = readFileSync(conf, 'utf8');
    expect(cached.match(/^ *proxy_cache \S+;/gm)).toEqual(['        proxy_cache share_render_pages;']);
    expect(uncached.match(/^ *proxy_cache \S+;/gm)).toEqual(['        proxy_cache off;']);
    expect(
      uncached.replace('proxy_cache off;', 'proxy_cache share_render_pages;').replaceAll(`${dir}/uncached`, ''),
    ).toBe(cached.replaceAll(`${dir}/cached`, ''));
    // nginx accepts it as it is.
    expect(() =>
      execFileSync(NGINX, ['-t', '-q', '-p', path.dirname(conf), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] }),
    ).not.toThrow();
  });

  it("lets one server block keep or drop the page cache (a site's own pageCache)", () => {
    const sites = [
      { ...site, upstream: 'share_cached' },
      { ...site, listen: 18097, upstream: 'share_uncached', pageCache: false },
    ];
    const conf = writeNginxConf(path.join(dir, 'mixed'), sites);
    expect(readFileSync(conf, 'utf8').match(/^ *proxy_cache \S+;/gm)).toEqual([
      '        proxy_cache share_cached_pages;',
      '        proxy_cache off;',
    ]);
    const off = writeNginxConf(path.join(dir, 'off'), [{ ...site, pageCache: true }], { pageCache: false });
    expect(readFileSync(off, 'utf8').match(/^ *proxy_cache \S+;/gm)).toEqual([
      '        proxy_cache share_render_pages;',
    ]);
    expect(() =>
      execFileSync(NGINX, ['-t', '-q', '-p', path.dirname(conf), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] }),
    ).not.toThrow();
  });
});
