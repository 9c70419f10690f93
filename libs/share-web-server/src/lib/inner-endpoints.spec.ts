/**
 * @jest-environment node
 */
// The platform's internal preview endpoints (/inner, /dinner: drafts and their comments) are read
// by the preview page's loader on the server only; the public API proxy never passes them (issue
// 52: ids 1–400 through the proxy read 15 drafts).
import http from 'node:http';
import type { AppLoadContext } from 'react-router';
import { closeNow, fakeServerBuild, listenOnLoopback, startTestSite } from './fake-server-build';
import { readSettings } from './settings';

const DRAFT_COMMENTS = { comments: [], count: 7, page: 1, size: 10 };

describe('internal preview endpoints', () => {
  const reached: string[] = [];
  let platform: http.Server;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    platform = http.createServer((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: '', data: DRAFT_COMMENTS }));
    });
    const settings = readSettings({ PLATFORM_API_URL: await listenOnLoopback(platform), HTML_CACHE_SECONDS: '0' });
    // The preview page: its loader reads the draft's comments from /inner through the load context.
    const build = fakeServerBuild(async (_request, status, headers, _context, loadContext?: AppLoadContext) => {
      const { api } = loadContext as {
        api: { endpoints: { innerComments: (input: unknown) => Promise<{ count: number }> } };
      };
      const list = await api.endpoints.innerComments({ params: { id: 'draft001' }, query: {} });
      headers.set('Content-Type', 'text/html; charset=utf-8');
      return new Response(`<p>预览：${list.count} 条评论</p>`, { status, headers });
    });
    ({ site, origin } = await startTestSite({ settings, build }));
  });

  afterAll(() => closeNow(site, platform));

  it('answers 404 to /inner and /dinner through the site, without asking the platform', async () => {
    reached.length = 0;
    for (const path of [
      '/inner/preview/document/detail/AbCdEf12',
      '/dinner/comment/AbCdEf12',
      '/inner/comment/AbCdEf12?page=2',
      '/dinner',
    ]) {
      const answer = await fetch(`${origin}${path}`);
      expect([path, answer.status, await answer.text()]).toEqual([path, 404, 'This page could not be found']);
    }
    expect(reached).toEqual([]);
  });

  it('still lets the preview page read them on the server', async () => {
    reached.length = 0;
    const answer = await fetch(`${origin}/davmu/share/preview-AbCdEf12`, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<p>预览：7 条评论</p>');
    expect(reached).toEqual(['/inner/comment/draft001']);
  });
});
