/**
 * HTML conformance (issue 61, defect 13): the W3C Nu HTML checker (npm vnu-jar, run by Java) finds
 * no error on any page type, in the HTML the server sends and in the DOM once hydrated (with the
 * dialogs a visitor opens). The only exceptions are listed, with their reason, in
 * nu-checker-allowed.ts. The checker runs once per batch of pages (one JVM start), not per page.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { requireTool } from '../../../scripts/lib/outside-tools.mjs';
import { isAllowedNuMessage } from './nu-checker-allowed';
import { present, required, seededItems, waitForHydration } from './support';

const BASE = '/davmu/share';
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
/**
 * A checker run is a few seconds: Java's optimising compiler and parallel collector cost more CPU than
 * they save there. With the first compiler tier only and the serial collector, 24 documents took 4.5 s
 * of CPU instead of 12, the same report; that tier's frames are larger, and the schema's evaluation
 * overflowed the default thread stack (the checker asks for at least 512 KB), hence 8 MB.
 */
const JVM_OPTIONS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Public ids of the demo seed's entities on a fresh database (as screens.spec.ts and community.spec.ts use them). */
const SEED = {
  contentModule: '3YutLC3E',
  list: '6JHBKTHK',
  flyCard: '87QbKxyV',
  photoActivity: '9uWKKbp3',
  openResource: 'res-gov-guide',
  openCatalog: 'cat-social',
  clueTopic: '路面坑洼',
  dejinTopic: '春天的第一口鲜',
  inviteCode: 'NL1037',
};
const LIVE_SCREENS = ['ImageScreen', 'LandscapeScreen', 'PortraitScreen'];

async function dataOf<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const answer = await (await request.get(apiPath)).json();
  expect(answer.code, apiPath).toBe(0);
  return answer.data as T;
}

interface Listed {
  id: string;
  share_link?: string;
  reporter?: { user_id: string };
}

/** One page of every page type of the route table (apps/share-web/app/routes.ts), named. */
async function pageTypes(request: APIRequestContext): Promise<[string, string][]> {
  const pages: [string, string][] = [
    ['home', `${BASE}/`],
    ['auth', `${BASE}/auth`],
    ['bar (hot list)', `${BASE}/bar`],
    ['search', `${BASE}/search/index.html`],
    ['search results', `${BASE}/search/index.html?keyword=${encodeURIComponent('地铁')}`],
    ['content_model', `${BASE}/content_model/index.html?id=${SEED.contentModule}`],
    ['activity', `${BASE}/activity/${SEED.photoActivity}/index.html`],
    ['invite', `${BASE}/invite/${SEED.inviteCode}/index.html`],
    ['list', `${BASE}/list/${SEED.list}/index.html`],
    ['fly_card', `${BASE}/fly_card/${SEED.flyCard}/index.html`],
    ['circles', `${BASE}/dimim/circle/index.html`],
    ['open resource', `${BASE}/open/${SEED.openResource}/index.html`],
    ['open catalogue', `${BASE}/open/${SEED.openResource}/catalog/${SEED.openCatalog}/index.html`],
    ['dejin catalogue', `${BASE}/dejin/catalog/index.html`],
    ['dejin topic', `${BASE}/dejin/topic/${encodeURIComponent(SEED.dejinTopic)}/index.html`],
    ['clue topics', `${BASE}/clue_report/topics/index.html`],
    ['clue topic', `${BASE}/clue_report/topic/${encodeURIComponent(SEED.clueTopic)}/index.html`],
    ['404', `${BASE}/no/such/page`],
  ];
  // Every content type's detail page (and its mp variant) as the home tabs list them.
  const seen = new Set<string>();
  for (const item of await seededItems(request)) {
    const key = `${item.content_type}${item.mp ? ' (mp)' : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push([key, new URL(item.share_link, 'http://site').pathname]);
    if (item.content_type === 'local_live' || item.content_type === 'live') {
      const room = new URL(item.share_link, 'http://site').pathname.replace(/index\.html$/, '');
      for (const screen of LIVE_SCREENS) pages.push([`${key} ${screen}`, `${room}${screen}/index.html`]);
    }
  }
  const circle = (await dataOf<{ list: Listed[] }>(request, '/circle/v1/api/share/circle/list?page=1&size=1')).list[0];
  pages.push(['circle', `${BASE}/dimim/circle/index.html?id=${circle.id}`]);
  const topic = (await dataOf<{ list: Listed[] }>(request, `/circle/v1/api/share/topic/list?circle_id=${circle.id}`))
    .list[0];
  pages.push(['circle topic', `${BASE}/dimim/topic/index.html?id=${topic.id}`]);
  const posts = await dataOf<{ list: (Listed & { question?: { id: string } })[] }>(
    request,
    `/circle/v1/api/share/content/list?circle_id=${circle.id}&page=1&size=10`,
  );
  pages.push(['circle post', `${BASE}/dimim/content/index.html?id=${posts.list[0].id}`]);
  const question = posts.list.find((post) => post.question)?.question;
  if (question) pages.push(['law question', `${BASE}/fazak/problemShare/index.html?id=${question.id}`]);
  const open = await dataOf<{ list: Listed[] }>(
    request,
    `/peony/v1/picho/v1/open/${SEED.openResource}/content?page=1&size=1`,
  );
  pages.push(['open content', new URL(required(open.list[0], 'share_link'), 'http://site').pathname]);
  const reports = await dataOf<{ list: Listed[] }>(
    request,
    `/peony/v3/clue_report/topic/${encodeURIComponent(SEED.clueTopic)}?page=1&size=1`,
  );
  pages.push(['clue report', `${BASE}/clue_report/${reports.list[0].id}/index.html`]);
  pages.push(['clue reporter', `${BASE}/clue_report/user/${required(reports.list[0], 'reporter').user_id}/index.html`]);
  // A dejin catalogue's posts, one post and its author, found from the catalogue page's links.
  const catalogue = await (await request.get(`${BASE}/dejin/catalog/index.html`)).text();
  const catalogId = /dejin\/content\/index\.html\?catalog_id=(\w+)/.exec(catalogue)?.[1];
  expect(catalogId, 'a dejin catalogue on the catalogue page').toBeTruthy();
  const contentPath = `${BASE}/dejin/content/index.html?catalog_id=${catalogId}`;
  pages.push(['dejin catalogue posts', contentPath]);
  const content = await (await request.get(contentPath)).text();
  const detail = /\/davmu\/share\/dejin\/detail\/\w+\/index\.html/.exec(content)?.[0];
  const personal = /\/davmu\/share\/dejin\/personal\/\w+\/index\.html/.exec(content)?.[0];
  pages.push(
    ['dejin post', present(detail, 'dejin post on the catalogue posts page')],
    ['dejin personal', present(personal, "dejin post's author on the catalogue posts page")],
  );
  return pages;
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Runs the checker once over `documents` (name → HTML) and returns its errors that are not allowed,
 * as "name: message «extract»" lines (readable when the test fails).
 */
async function nuErrors(documents: [string, string][]): Promise<string[]> {
  const java = requireTool('java');
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = documents.map(([, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) =>
      // The checker exits 1 when it finds errors: its JSON report is the answer either way.
      execFile(
        java,
        [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => (stdout ? resolve(stdout) : reject(error ?? new Error(stderr))),
      ),
    );
    const report = JSON.parse(output) as { messages: NuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !isAllowedNuMessage(message.message))
      .map((message) => {
        const index = Number(/page-(\d+)\.html$/.exec(message.url)?.[1]);
        const extract = (message.extract ?? '').replace(/\s+/g, ' ').trim();
        return `${documents[index]?.[0] ?? message.url}: ${message.message} «${extract}»`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The DOM as it is now, as a document (page.content() serialises the live DOM). */
const domOf = (page: Page) => page.content();

test.describe.configure({ mode: 'parallel' });

test('the checker is there: Java and vnu.jar, or one line saying how to install Java', () => {
  // Without Java this throws at once: "java not found on PATH: install it with `bash scripts/ensure-prerequisites.sh java`".
  expect(requireTool('java')).toBeTruthy();
  expect(require('node:fs').existsSync(VNU_JAR), VNU_JAR).toBe(true);
});

test('every page type as the server sends it: no error', async ({ request }) => {
  test.setTimeout(600_000);
  requireTool('java');
  const documents: [string, string][] = [];
  for (const [name, pagePath] of await pageTypes(request)) {
    const answer = await request.get(pagePath);
    expect([200, 404], `${name} ${pagePath}`).toContain(answer.status());
    documents.push([`${name} (${pagePath}, server)`, await answer.text()]);
  }
  expect(await nuErrors(documents)).toEqual([]);
});

for (const half of [0, 1]) {
  test(`every page type once hydrated, part ${half + 1} of 2: no error`, async ({ page, request }) => {
    test.setTimeout(900_000);
    requireTool('java');
    const documents: [string, string][] = [];
    const pages = (await pageTypes(request)).filter((_, index) => index % 2 === half);
    for (const [name, pagePath] of pages) {
      await page.goto(pagePath);
      await waitForHydration(page);
      documents.push([`${name} (${pagePath}, hydrated)`, await domOf(page)]);
    }
    expect(await nuErrors(documents)).toEqual([]);
  });
}

test('the dialogs a visitor opens: no error', async ({ page, request }) => {
  test.setTimeout(600_000);
  requireTool('java');
  const documents: [string, string][] = [];
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '导航', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '频道导航' })).toBeVisible();
  documents.push(['home, navigation panel open', await domOf(page)]);

  const article = present(
    (await seededItems(request)).find((item) => item.content_type === 'article' && !item.mp),
    'article of the platform',
  );
  await page.goto(article.share_link);
  await waitForHydration(page);
  await page.getByRole('button', { name: '登录' }).first().click();
  await expect(page.getByRole('dialog', { name: '手机号登录' })).toBeVisible();
  documents.push(['article, login panel open', await domOf(page)]);

  await page.goto(article.share_link);
  await waitForHydration(page);
  await page.getByRole('button', { name: '打开APP' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  documents.push(['article, open-app dialog open', await domOf(page)]);
  expect(await nuErrors(documents)).toEqual([]);
});
