import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seededOfType } from './support';
import { requireTool } from '../../../scripts/lib/outside-tools.mjs';

/**
 * Lighthouse's accessibility, best-practices and SEO audits on every page type (issue 53): each
 * audit that scores passes or does not apply, on a phone. One exception, the spec's: the head's
 * fixed viewport disables zoom (spec §1, user-scalable=no), which `meta-viewport` fails.
 *
 * Chromium is launched as `npm run bench` launches it (scripts/lib/lighthouse-chrome.mjs), its headless
 * shell as the other browser tests (these audits measure no speed); three audit the pages at once,
 * each a Lighthouse process of its own with its Chromium (scripts/lib/lighthouse-audit-process.mjs)
 * that audits its pages one after another.
 */
const BASE = '/davmu/share';
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
/** The spec's fixed viewport: "a fixed viewport that disables zoom". */
const SPEC_EXCEPTIONS = ['meta-viewport'];

const AUDIT_PROCESS = path.resolve(__dirname, '../../../scripts/lib/lighthouse-audit-process.mjs');

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

/** The share link of the first seeded item of `type` (titled `title`, when given). */
const linkOf = (type: string, title?: string) => async (request: APIRequestContext) =>
  (await seededOfType(request, type, title)).share_link;

/** Each page type of the site, found in the seeded reference data. */
const PAGES: Array<[string, (request: APIRequestContext) => Promise<string>]> = [
  ['home', async () => `${BASE}/`],
  ['/auth', async () => `${BASE}/auth`],
  ['an article', linkOf('article')],
  ['a video', linkOf('video')],
  ['a short video', linkOf('svideo')],
  ['a gallery', linkOf('image')],
  ['an audio', linkOf('audio')],
  ['an audio album', linkOf('audio_album', '听见广州两千年')],
  ['a video album', linkOf('video_album')],
  ['a live room, live', linkOf('live', '正在直播｜全市防汛工作新闻发布会')],
  ['a live room, upcoming', linkOf('live', '直播预告｜2026湾区科技创新论坛')],
  ['a live room, ended', linkOf('local_live', '图文直播｜城市马拉松赛况实时播报')],
  ['a special topic', linkOf('special')],
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

/** Audits at once: a Lighthouse run partly waits (its load and quiet windows), so three overlap. */
const AT_ONCE = 3;

/** Lighthouse's flags for every audit here. */
const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  formFactor: 'mobile',
  // The audits here read the page, not its speed: no screenshots, and Lighthouse's default method,
  // which loads the page unthrottled (it only models a slow phone for the performance metrics, not
  // run here). Any other method makes every load and quiet window wait 5.25 s instead of 1 s: the
  // 19 audits took 3.3 min alone with `provided`, 2.6 min with this.
  throttlingMethod: 'simulate',
  disableFullPageScreenshot: true,
};

interface Audited {
  url: string;
  report: Report;
}

type AuditMessage = { ready: true } | { url: string; lhr: Report } | { url: string; error: string };

/** A Lighthouse process with its Chromium (lighthouse-audit-process.mjs): audits one page at a time. */
async function startAuditProcess(): Promise<{ audit(url: string): Promise<Report>; stop(): void }> {
  const child: ChildProcess = fork(AUDIT_PROCESS, [requireTool('chromium-headless-shell')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<AuditMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the Lighthouse process ended (exit code ${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as AuditMessage);
      });
    });
  await next();
  return {
    async audit(url) {
      const answer = next();
      child.send({ url, flags: FLAGS });
      const message = await answer;
      if ('error' in message) throw new Error(`Lighthouse failed on ${url}: ${message.error}`);
      if (!('lhr' in message)) throw new Error(`Lighthouse answered ${JSON.stringify(message)} for ${url}`);
      return message.lhr;
    },
    stop: () => {
      if (child.connected) child.disconnect();
    },
  };
}

test.describe('Lighthouse accessibility, best practices and SEO', () => {
  // One worker for the file, so the audits below are started once.
  test.describe.configure({ mode: 'default' });
  test.setTimeout(120_000);
  // Every page is audited from the start, AT_ONCE at a time, by as many Lighthouse processes; a page's
  // test waits for its audit.
  const audits = new Map<string, Promise<Audited>>();
  let finished: Promise<unknown> = Promise.resolve();

  test.beforeAll(async ({ playwright }) => {
    const baseURL = test.info().project.use.baseURL;
    const request = await playwright.request.newContext({ baseURL });
    const queue = PAGES.map(([name, pathOf]) => {
      let settle!: { resolve: (value: Audited) => void; reject: (error: unknown) => void };
      const promise = new Promise<Audited>((resolve, reject) => (settle = { resolve, reject }));
      promise.catch(() => undefined); // reported by the page's own test
      audits.set(name, promise);
      return { pathOf, settle };
    });
    const runner = async () => {
      let lighthouse: Awaited<ReturnType<typeof startAuditProcess>>;
      try {
        lighthouse = await startAuditProcess();
      } catch (error) {
        // Lighthouse or its Chromium cannot start: every page still waiting says so.
        for (let next = queue.shift(); next; next = queue.shift()) next.settle.reject(error);
        return;
      }
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          try {
            const url = new URL(await next.pathOf(request), baseURL).href;
            next.settle.resolve({ url, report: await lighthouse.audit(url) });
          } catch (error) {
            next.settle.reject(error);
          }
        }
      } finally {
        lighthouse.stop();
      }
    };
    finished = Promise.allSettled(Array.from({ length: AT_ONCE }, runner)).finally(() => request.dispose());
  });
  test.afterAll(async () => {
    await finished;
  });

  for (const [name] of PAGES) {
    test(name, async () => {
      const audited = audits.get(name);
      if (!audited) throw new Error(`${name} was not queued for Lighthouse`);
      const { url, report } = await audited;
      expect(report.runtimeError, `${name}: Lighthouse could not audit ${url}`).toBeUndefined();
      expect(failures(report), `${name} (${url}): failing Lighthouse audits`).toEqual([]);
    });
  }
});
