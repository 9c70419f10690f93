import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seededItems } from './support';

/**
 * Lighthouse's accessibility, best-practices and SEO audits on every page type (issue 53): each
 * audit that scores passes or does not apply, on a phone. One exception, the spec's: the head's
 * fixed viewport disables zoom (spec §1, user-scalable=no), which `meta-viewport` fails.
 *
 * One Chromium (scripts/lib/lighthouse-chrome.mjs, the one `npm run bench` measures in) audits the
 * pages one after another.
 */
const BASE = '/davmu/share';
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
/** The spec's fixed viewport: "a fixed viewport that disables zoom". */
const SPEC_EXCEPTIONS = ['meta-viewport'];

const HELPER = pathToFileURL(path.resolve(__dirname, '../../../scripts/lib/lighthouse-chrome.mjs')).href;

interface LaunchedChrome {
  port: number;
  kill(): void;
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  errorMessage?: string;
  details?: { items?: Array<Record<string, unknown>> };
}

interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { auditRefs: Array<{ id: string }> }>;
  audits: Record<string, AuditResult>;
}

/** One line of an audit's failing item: its element (selector, snippet, why) and its other text values. */
function describeItem(item: Record<string, unknown>): string {
  const node = (item['node'] ?? {}) as Record<string, unknown>;
  const values = [
    node['selector'],
    node['snippet'],
    node['explanation'],
    ...Object.entries(item)
      .filter(([key, value]) => key !== 'node' && (typeof value === 'string' || typeof value === 'number'))
      .map(([key, value]) => `${key}: ${String(value).replace(/\s+/g, ' ')}`),
  ];
  return values
    .filter((value) => typeof value === 'string' && value)
    .join(' | ')
    .slice(0, 400);
}

/** The audits of the three categories that failed (scored below 1, or could not run), with their details. */
function failures(report: Report): string[] {
  const ids = new Set(CATEGORIES.flatMap((category) => report.categories[category].auditRefs.map((ref) => ref.id)));
  return [...ids]
    .map((id) => report.audits[id])
    .filter((audit) => !SPEC_EXCEPTIONS.includes(audit.id))
    .filter(
      (audit) =>
        audit.scoreDisplayMode === 'error' ||
        ((audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') && audit.score !== 1),
    )
    .map((audit) => {
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) => `\n      ${describeItem(item)}`);
      return `${audit.id} (${audit.title}): ${audit.errorMessage ?? `score ${audit.score}`}${items.join('')}`;
    });
}

async function ofType(request: APIRequestContext, type: string, title?: string): Promise<string> {
  const item = (await seededItems(request)).find(
    (candidate) => candidate.content_type === type && (title === undefined || candidate.title === title),
  );
  if (!item) throw new Error(`no seeded ${type} ${title ?? ''}`);
  return item.share_link;
}

/** Each page type of the site, found in the seeded reference data. */
const PAGES: Array<[string, (request: APIRequestContext) => Promise<string>]> = [
  ['home', async () => `${BASE}/`],
  ['/auth', async () => `${BASE}/auth`],
  ['an article', (request) => ofType(request, 'article')],
  ['a video', (request) => ofType(request, 'video')],
  ['a short video', (request) => ofType(request, 'svideo')],
  ['a gallery', (request) => ofType(request, 'image')],
  ['an audio', (request) => ofType(request, 'audio')],
  ['an audio album', (request) => ofType(request, 'audio_album', '听见广州两千年')],
  ['a video album', (request) => ofType(request, 'video_album')],
  ['a live room, live', (request) => ofType(request, 'live', '正在直播｜全市防汛工作新闻发布会')],
  ['a live room, upcoming', (request) => ofType(request, 'live', '直播预告｜2026湾区科技创新论坛')],
  ['a live room, ended', (request) => ofType(request, 'local_live', '图文直播｜城市马拉松赛况实时播报')],
  ['a special topic', (request) => ofType(request, 'special')],
  ['a clue report topic', async () => `${BASE}/clue_report/topic/${encodeURIComponent('路面坑洼')}/index.html`],
  [
    'a clue report',
    async (request) =>
      (await (await request.get(`/peony/v3/clue_report/topic/${encodeURIComponent('路面坑洼')}?page=1&size=10`)).json())
        .data.list[0].share_link,
  ],
  ['the circle list', async () => `${BASE}/dimim/circle/index.html`],
  [
    'a circle',
    async (request) =>
      (await (await request.get('/circle/v1/api/share/circle/list?page=1&size=10')).json()).data.list[0].share_link,
  ],
  ['search', async () => `${BASE}/search/index.html`],
  ['a dejin topic', async () => `${BASE}/dejin/topic/${encodeURIComponent('春天的第一口鲜')}/index.html`],
];

test.describe('Lighthouse accessibility, best practices and SEO', () => {
  // One Chromium for the file, the pages in order.
  test.describe.configure({ mode: 'default' });
  test.setTimeout(60_000);

  let chrome: LaunchedChrome | undefined;
  test.beforeAll(async () => {
    const { launchLighthouseChrome } = (await import(HELPER)) as {
      launchLighthouseChrome(chromePath: string): Promise<LaunchedChrome>;
    };
    chrome = await launchLighthouseChrome(process.env['CHROME_PATH'] ?? '/usr/bin/chromium');
  });
  test.afterAll(() => chrome?.kill());

  for (const [name, pathOf] of PAGES) {
    test(name, async ({ request, baseURL }) => {
      if (!chrome) throw new Error('the Chromium for Lighthouse did not start');
      const url = new URL(await pathOf(request), baseURL).href;
      const { default: lighthouse } = await import('lighthouse');
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        formFactor: 'mobile',
        // The audits here read the page, not its speed: no throttling, no screenshots.
        throttlingMethod: 'provided',
        disableFullPageScreenshot: true,
      });
      const report = result?.lhr as unknown as Report;
      expect(report.runtimeError, `${name}: Lighthouse could not audit ${url}`).toBeUndefined();
      expect(failures(report), `${name} (${url}): failing Lighthouse audits`).toEqual([]);
    });
  }
});
