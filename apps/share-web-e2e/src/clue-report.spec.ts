import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { present, required, waitForHydration } from './support';

/**
 * The clue-report pages (spec §3 clue report state; spec §7 /peony/v3/clue_report/…) and the dejin
 * pages (spec §2 dejin routes; /peony/v3/dejin/…) against the demo data: each renders on the server
 * with JavaScript off with its record's title, lists page with load-more, an unknown id or name is the
 * 404 page, and the home page's topic card opens a real topic page.
 */
const BASE = '/davmu/share';
/** A valid public id of no record (encodePublicId of an unused row). */
const UNKNOWN_ID = 'dMRsxqnr';
const SPRING = '春天的第一口鲜';
const POTHOLE = '路面坑洼';

interface Listed {
  id: string;
  name?: string;
  title?: string;
  share_link?: string;
  reporter?: { user_id: string; alias: string };
  user?: { user_id: string; alias: string };
  reply?: { content: string };
  topics?: { id: string; name: string }[];
}
interface ListAnswer {
  list: Listed[];
  count: number;
}

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await (await request.get(path)).json();
  expect(answer.code, path).toBe(0);
  return answer.data as T;
}

interface Demo {
  topicReports: [ListAnswer, ListAnswer];
  /** A replied report of the pothole topic, and its reporter's clues and mentions of u-demo. */
  report: Listed;
  reporterClues: [ListAnswer, ListAnswer];
  mentioned: { id: string; atClues: [ListAnswer, ListAnswer] };
  springPosts: [ListAnswer, ListAnswer];
  catalogs: Listed[];
}

let demo: Promise<Demo> | null = null;
/** The demo reports and dejin posts, read through the site's API proxy. */
function demoData(request: APIRequestContext): Promise<Demo> {
  demo ??= (async () => {
    const topicPath = `/peony/v3/clue_report/topic/${encodeURIComponent(POTHOLE)}`;
    const topic1 = await dataOf<ListAnswer>(request, `${topicPath}?page=1&size=10`);
    const topic2 = await dataOf<ListAnswer>(request, `${topicPath}?page=2&size=10`);
    const report = present(
      topic1.list.find((entry) => entry.reply && entry.reporter),
      'replied report of the topic',
    );
    const reporter = required(report, 'reporter').user_id;
    const clues1 = await dataOf<ListAnswer>(request, `/peony/v3/clue_report/user/${reporter}/clues?page=1&size=10`);
    const clues2 = await dataOf<ListAnswer>(request, `/peony/v3/clue_report/user/${reporter}/clues?page=2&size=10`);
    const detail = await dataOf<{ at_users: { user_id: string }[] }>(
      request,
      `/peony/v3/clue_report/${report.id}/detail`,
    );
    const mentionedId = detail.at_users[0].user_id;
    const at1 = await dataOf<ListAnswer>(
      request,
      `/peony/v3/clue_report/user/${mentionedId}/at_ta_clues?page=1&size=10`,
    );
    const at2 = await dataOf<ListAnswer>(
      request,
      `/peony/v3/clue_report/user/${mentionedId}/at_ta_clues?page=2&size=10`,
    );
    const spring = await dataOf<Listed>(request, `/peony/v3/dejin/topic/${encodeURIComponent(SPRING)}`);
    const posts1 = await dataOf<ListAnswer>(
      request,
      `/peony/v3/dejin/posts?topic_id=${spring.id}&limit=10&sort=view_sum&page=1`,
    );
    const posts2 = await dataOf<ListAnswer>(
      request,
      `/peony/v3/dejin/posts?topic_id=${spring.id}&limit=10&sort=view_sum&page=2`,
    );
    const catalogs = (await dataOf<{ list: Listed[] }>(request, '/peony/v3/dejin/catalog')).list;
    return {
      topicReports: [topic1, topic2],
      report,
      reporterClues: [clues1, clues2],
      mentioned: { id: mentionedId, atClues: [at1, at2] },
      springPosts: [posts1, posts2],
      catalogs,
    };
  })();
  return demo;
}

const screenName = (page: Page) => page.getByTestId('screen');
const topicPath = (kind: 'clue_report' | 'dejin', name: string) =>
  `${BASE}/${kind}/topic/${encodeURIComponent(name)}/index.html`;

test.describe('server-rendered with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a clue report: text, gallery, place, topics, mentions, status, the official reply, share card', async ({
    page,
    request,
  }) => {
    const { report } = await demoData(request);
    expect((await page.goto(required(report, 'share_link')))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'ClueReportDetail');
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    await expect(page).toHaveTitle(`${report.title} - 客户端分享`);
    await expect(page.getByTestId('clue-status')).toHaveText('已回复');
    await expect(page.getByTestId('official-reply')).toContainText(required(report, 'reply').content);
    await expect(page.getByRole('link', { name: `#${POTHOLE}#` })).toHaveAttribute(
      'href',
      topicPath('clue_report', POTHOLE),
    );
    await expect(page.getByRole('link', { name: required(report, 'reporter').alias })).toHaveAttribute(
      'href',
      `${BASE}/clue_report/user/${required(report, 'reporter').user_id}/index.html`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', required(report, 'title'));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/media\/.+\.png$/);
  });

  test('a reporter, a clue topic and the topic square', async ({ page, request }) => {
    const { report, reporterClues, topicReports } = await demoData(request);
    expect(
      (await page.goto(`${BASE}/clue_report/user/${required(report, 'reporter').user_id}/index.html`))?.status(),
    ).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'ClueReportPersonal');
    await expect(page.getByRole('heading', { level: 1, name: required(report, 'reporter').alias })).toBeVisible();
    await expect(page.getByTestId('person-counts')).toContainText(`${reporterClues[0].count}条爆料`);
    await expect(page.getByTestId('reporter-clues').getByTestId('clue-report')).toHaveCount(10);

    expect((await page.goto(topicPath('clue_report', POTHOLE)))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'ClueReportTopic');
    await expect(page.getByRole('heading', { level: 1, name: `#${POTHOLE}#` })).toBeVisible();
    await expect(page.getByTestId('topic-reports').getByTestId('clue-report').first()).toContainText(
      required(topicReports[0].list[0], 'title'),
    );

    expect((await page.goto(`${BASE}/clue_report/topics/index.html`))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'ClueReportTopics');
    await expect(page.getByRole('heading', { level: 1, name: '热门话题' })).toBeVisible();
    // Recomend: most viewed first; TopicChannel: each channel with its topics.
    await expect(page.getByTestId('clue-topic').first()).toContainText(`#${POTHOLE}#`);
    await expect(
      page
        .getByTestId('clue-channel')
        .filter({ hasText: '交通' })
        .getByRole('link', { name: `#${POTHOLE}#` }),
    ).toHaveAttribute('href', topicPath('clue_report', POTHOLE));
  });

  test("dejin: catalogue, a catalogue's content, a topic, a post with its comment footer, a personal page", async ({
    page,
    request,
  }) => {
    const { springPosts, catalogs } = await demoData(request);
    expect((await page.goto(`${BASE}/dejin/catalog/index.html`))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinCatalog');
    const travel = present(
      catalogs.find((entry) => entry.name === '旅行'),
      'catalog 旅行',
    );
    await expect(page.getByRole('link', { name: '旅行' })).toHaveAttribute(
      'href',
      `${BASE}/dejin/content/index.html?catalog_id=${travel.id}`,
    );
    await expect(page.getByRole('link', { name: '周末去哪儿' })).toBeVisible();

    expect((await page.goto(`${BASE}/dejin/content/index.html?catalog_id=${travel.id}`))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinContent');
    await expect(page.getByRole('heading', { level: 1, name: '旅行' })).toBeVisible();
    await expect(page.getByTestId('dejin-post').first()).toBeVisible();

    expect((await page.goto(topicPath('dejin', SPRING)))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinTopic');
    await expect(page.getByRole('heading', { level: 1, name: `#${SPRING}#` })).toBeVisible();
    // Spec §9: 10 posts, most viewed first.
    await expect(page.getByTestId('dejin-post')).toHaveCount(10);
    await expect(page.getByTestId('dejin-post').first()).toContainText(required(springPosts[0].list[0], 'title'));

    const post = springPosts[0].list[0];
    expect((await page.goto(required(post, 'share_link')))?.status()).toBe(200);
    await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinDetail');
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} - 客户端分享`);
    await expect(page.getByTestId('comment-footer').getByRole('button', { name: '写评论…' })).toBeVisible();

    await page.getByRole('link', { name: required(post, 'user').alias }).click();
    await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinPersonal');
    await expect(page.getByRole('heading', { level: 1, name: required(post, 'user').alias })).toBeVisible();
    await expect(page.getByTestId('dejin-post').first()).toBeVisible();
  });
});

test.describe('lists page with load-more', () => {
  /** Loads `path`, taps the section's 加载更多 and expects page 2's first item. */
  async function pageTwo(page: Page, path: string, section: string, text: string) {
    await page.goto(path);
    await waitForHydration(page);
    const list = page.getByTestId(section);
    await expect(list.getByText(text, { exact: true })).toHaveCount(0);
    await list.getByRole('button', { name: '加载更多' }).click();
    await expect(list.getByText(text, { exact: true }).first()).toBeVisible();
  }

  test("a topic's reports, a reporter's clues and mentions, a dejin topic and personal page", async ({
    page,
    request,
  }) => {
    const d = await demoData(request);
    for (const [first] of [d.topicReports, d.reporterClues, d.mentioned.atClues, d.springPosts])
      expect(first.count).toBeGreaterThan(10);
    await pageTwo(
      page,
      topicPath('clue_report', POTHOLE),
      'topic-reports',
      required(d.topicReports[1].list[0], 'title'),
    );
    await pageTwo(
      page,
      `${BASE}/clue_report/user/${required(d.report, 'reporter').user_id}/index.html`,
      'reporter-clues',
      required(d.reporterClues[1].list[0], 'title'),
    );
    await pageTwo(
      page,
      `${BASE}/clue_report/user/${d.mentioned.id}/index.html`,
      'reporter-at-clues',
      required(d.mentioned.atClues[1].list[0], 'title'),
    );
    await pageTwo(page, topicPath('dejin', SPRING), 'dejin-posts', required(d.springPosts[1].list[0], 'title'));
    await expect(page.getByTestId('dejin-post')).toHaveCount(d.springPosts[0].count);
    await expect(page.getByRole('button', { name: '没有更多了' })).toBeDisabled();
    const author = required(d.springPosts[0].list[0], 'user');
    const personal = await dataOf<ListAnswer>(
      request,
      `/peony/v3/dejin/posts?user_id=${author.user_id}&limit=10&sort=view_sum&page=2`,
    );
    await pageTwo(
      page,
      `${BASE}/dejin/personal/${author.user_id}/index.html`,
      'dejin-posts',
      required(personal.list[0], 'title'),
    );
  });

  test('liking, commenting and following prompt the app', async ({ page, request }) => {
    const { springPosts, report } = await demoData(request);
    await page.goto(required(springPosts[0].list[0], 'share_link'));
    await waitForHydration(page);
    await page.getByTestId('comment-footer').getByRole('button', { name: '写评论…' }).click();
    await expect(page.getByRole('dialog')).toContainText('请打开APP参与评论');
    await page.goto(`${BASE}/clue_report/user/${required(report, 'reporter').user_id}/index.html`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '关注' }).click();
    await expect(page.getByRole('dialog')).toContainText('请打开APP关注TA');
  });
});

test.describe('an unknown id or name is the 404 page', () => {
  const PATHS = [
    `/clue_report/${UNKNOWN_ID}/index.html`,
    '/clue_report/not-an-id/index.html',
    `/clue_report/user/${UNKNOWN_ID}/index.html`,
    `/clue_report/topic/${encodeURIComponent('没有这个话题')}/index.html`,
    `/dejin/detail/${UNKNOWN_ID}/index.html`,
    `/dejin/personal/${UNKNOWN_ID}/index.html`,
    `/dejin/topic/${encodeURIComponent('没有这个话题')}/index.html`,
    `/dejin/content/index.html?catalog_id=${UNKNOWN_ID}`,
  ];
  for (const path of PATHS) {
    test(`${path} answers 404`, async ({ page }) => {
      expect((await page.goto(BASE + path))?.status()).toBe(404);
      await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    });
  }
});

test("the home page's topic card opens the real topic page", async ({ page, request }) => {
  const groups = await dataOf<{ list: { id: string }[] }>(request, '/peony/v1/group');
  let found: { group: string; name: string } | null = null;
  for (const group of groups.list) {
    const items = await dataOf<{ list: { content_type: string; title: string }[] }>(
      request,
      `/peony/v1/content?gid=${group.id}`,
    );
    const topic = items.list.find((item) => item.content_type === 'topic');
    if (topic) {
      found = { group: group.id, name: topic.title.replace(/^#|#$/g, '') };
      break;
    }
  }
  const topicCard = present(found, 'topic card on a home page');
  await page.goto(`${BASE}/?group=${topicCard.group}`);
  await waitForHydration(page);
  const card = page.locator(`a[href="${topicPath('dejin', topicCard.name)}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(topicPath('dejin', topicCard.name));
  await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinTopic');
  await expect(page.getByRole('heading', { level: 1, name: `#${topicCard.name}#` })).toBeVisible();
  await expect(page.getByTestId('dejin-post').first()).toBeVisible();
});

/** Issue 29 points 8 and 9: the dejin post's comment count has its comments; a person's counts are the data's. */
test.describe('dejin comments and counts (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  type Post = Listed & { comment_count: number; like_count: number };

  test('a dejin post shows the comments it counts, read-only, 10 a page; writing one prompts the app', async ({
    page,
    request,
  }, testInfo) => {
    const posts = (await dataOf<{ list: Post[] }>(request, '/peony/v3/dejin/posts?limit=50&sort=view_sum')).list;
    const post = posts.reduce((most, entry) => (entry.comment_count > most.comment_count ? entry : most));
    expect(post.comment_count).toBeGreaterThan(10);
    const first = await dataOf<{ list: { content: string; user: { alias: string } }[]; count: number }>(
      request,
      `/peony/v3/dejin/post/${post.id}/comments?page=1&size=10`,
    );
    expect(first.count).toBe(post.comment_count);

    await page.goto(required(post, 'share_link'));
    await waitForHydration(page);
    const section = page.getByRole('region', { name: `评论 ${post.comment_count}` });
    const rows = section.getByTestId('dejin-comment');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(first.list[0].user.alias);
    await expect(rows.first()).toContainText(first.list[0].content);
    await expect(
      page.getByTestId('comment-footer').getByRole('button', { name: `评论 ${post.comment_count}` }),
    ).toBeVisible();
    // Read-only: nowhere to type a comment on the page.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await rows.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('dejin-detail-comments.png') });

    await section.getByRole('button', { name: '加载更多' }).click();
    await expect(rows).toHaveCount(post.comment_count);
    await page.getByTestId('comment-footer').getByRole('button', { name: '写评论…' }).click();
    await expect(page.getByRole('dialog')).toContainText('请打开APP参与评论');

    const quiet = present(
      posts.find((entry) => entry.comment_count === 0),
      'post without comments',
    );
    await page.goto(required(quiet, 'share_link'));
    await expect(page.getByRole('region', { name: '评论 0' })).toContainText('暂无评论，快来抢沙发');
    await expect(page.getByTestId('comment-footer').getByRole('button', { name: '评论 0' })).toBeVisible();
  });

  test("a dejin personal page counts from the data: fans, follows and the likes of the author's posts", async ({
    page,
    request,
  }) => {
    // The post of the report (then 117 likes beside 0粉丝·0关注·0获赞; 43 likes in the demo set now).
    const posts = (await dataOf<{ list: Post[] }>(request, '/peony/v3/dejin/posts?limit=50&sort=view_sum')).list;
    const post = present(
      posts.find((entry) => entry.title === '亲子手工：用旧纸箱做一座小房子'),
      'post 亲子手工：用旧纸箱做一座小房子',
    );
    expect(post.like_count).toBe(43);
    const author = required(post, 'user');
    const own = (
      await dataOf<{ list: Post[] }>(request, `/peony/v3/dejin/posts?user_id=${author.user_id}&limit=50&sort=view_sum`)
    ).list;
    const likes = own.reduce((sum, entry) => sum + entry.like_count, 0);
    expect(likes).toBeGreaterThanOrEqual(43);
    const person = await dataOf<{ fans_count: number; follow_count: number; like_sum: number }>(
      request,
      `/peony/v3/dejin/personal/${author.user_id}`,
    );
    expect(person.like_sum).toBe(likes);
    expect(person.fans_count).toBeGreaterThan(0);

    await page.goto(required(post, 'share_link'));
    await page.getByRole('link', { name: author.alias }).click();
    await expect(screenName(page)).toHaveAttribute('data-screen', 'DejinPersonal');
    // Counts under 10 000 are shown as they are.
    await expect(page.getByTestId('person-counts')).toHaveText(
      `${person.fans_count}粉丝 · ${person.follow_count}关注 · ${likes}获赞`,
    );
  });
});
