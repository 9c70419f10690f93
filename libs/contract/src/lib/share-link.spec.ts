import { encodePublicId } from './public-id';
import { clueShareLink, communityShareLink, openShareLink } from './record-share-links';
import { dejinShareLink, httpAddress, linkItemAddress, shareLinkFor } from './share-link';

// 2026-03-15T04:00:00Z
const PUBLISHED = 1773547200;
const POST_ID = encodePublicId(42);

describe('shareLinkFor', () => {
  it.each([
    ['article', 'doc'],
    ['image', 'gallery'],
    ['video', 'video'],
    ['svideo', 'svideo'],
    ['audio', 'audio'],
    ['audio_album', 'audio_album'],
    ['video_album', 'video_album'],
    ['mini_program', 'mini_program'],
    ['local_live', 'local_live'],
    ['live', 'local_live'],
  ])('links %s to the %s detail route of actor news', (contentType, pageType) => {
    expect(shareLinkFor({ content_type: contentType, post_id: POST_ID, publish_at: PUBLISHED })).toBe(
      `/davmu/share/news/${pageType}/2026/03/${POST_ID}/index.html`,
    );
  });

  it('uses actor mp for media-account content and preview-holly for previews', () => {
    expect(shareLinkFor({ content_type: 'video', post_id: POST_ID, publish_at: PUBLISHED, actor: 'mp' })).toBe(
      `/davmu/share/mp/video/2026/03/${POST_ID}/index.html`,
    );
    expect(
      shareLinkFor({ content_type: 'article', post_id: POST_ID, publish_at: PUBLISHED, actor: 'preview-holly' }),
    ).toBe(`/davmu/share/preview-holly/doc/2026/03/${POST_ID}/index.html`);
  });

  it('links specials, special topics, topics and forms to their own routes', () => {
    expect(shareLinkFor({ content_type: 'special', post_id: POST_ID, publish_at: PUBLISHED })).toBe(
      `/davmu/share/news/special/2026/03/${POST_ID}/index.html`,
    );
    expect(shareLinkFor({ content_type: 'sp_topic', post_id: POST_ID, publish_at: PUBLISHED })).toBe(
      `/davmu/share/special/${POST_ID}/index.html`,
    );
    expect(
      shareLinkFor({ content_type: 'topic', post_id: POST_ID, publish_at: PUBLISHED, topic_name: '城市 记忆/1' }),
    ).toBe('/davmu/share/dejin/topic/%E5%9F%8E%E5%B8%82%20%E8%AE%B0%E5%BF%86%2F1/index.html');
    expect(shareLinkFor({ content_type: 'cloud_form', post_id: POST_ID, publish_at: PUBLISHED })).toBe(
      `/davmu/share/activity/${POST_ID}/index.html`,
    );
  });

  it('links h5 and link items to payload.url, and nothing else to an empty link', () => {
    const payload = { url: 'https://example.com/a?b=1' };
    expect(shareLinkFor({ content_type: 'h5', post_id: POST_ID, publish_at: PUBLISHED, payload })).toBe(payload.url);
    expect(shareLinkFor({ content_type: 'link', post_id: POST_ID, publish_at: PUBLISHED, payload })).toBe(payload.url);
    expect(shareLinkFor({ content_type: 'link', post_id: POST_ID, publish_at: PUBLISHED })).toBe('');
    expect(
      shareLinkFor({
        content_type: 'h5',
        post_id: POST_ID,
        publish_at: PUBLISHED,
        payload: { url: 'javascript:alert(1)' },
      }),
    ).toBe('');
  });

  it('takes year and month in UTC with a two-digit month', () => {
    expect(
      shareLinkFor({ content_type: 'article', post_id: POST_ID, publish_at: Date.UTC(2025, 11, 31, 23, 59) / 1000 }),
    ).toContain('/2025/12/');
  });
});

describe('community and open-content share links', () => {
  it('carry the public id of a circle, topic, post or law question in the query', () => {
    expect(communityShareLink('circle', POST_ID)).toBe(`/davmu/share/dimim/circle/index.html?id=${POST_ID}`);
    expect(communityShareLink('circleTopic', POST_ID)).toBe(`/davmu/share/dimim/topic/index.html?id=${POST_ID}`);
    expect(communityShareLink('circleContent', POST_ID)).toBe(`/davmu/share/dimim/content/index.html?id=${POST_ID}`);
    expect(communityShareLink('lawQuestion', POST_ID)).toBe(`/davmu/share/fazak/problemShare/index.html?id=${POST_ID}`);
  });

  it('link open content by resource, item and catalogue in the path', () => {
    expect(openShareLink('res-1')).toBe('/davmu/share/open/res-1/index.html');
    expect(openShareLink('res-1', { uuid: 'u-1' })).toBe('/davmu/share/open/res-1/content/u-1/index.html');
    expect(openShareLink('res 1', { catalogId: 'cat-1' })).toBe('/davmu/share/open/res%201/catalog/cat-1/index.html');
  });
});

describe('clue-report and dejin share links', () => {
  it('give a report, a reporter, a topic (by name, encoded) and the topic square their pages', () => {
    expect(clueShareLink({ report: POST_ID })).toBe(`/davmu/share/clue_report/${POST_ID}/index.html`);
    expect(clueShareLink({ user: POST_ID })).toBe(`/davmu/share/clue_report/user/${POST_ID}/index.html`);
    expect(clueShareLink({ topic: '路面 坑洼' })).toBe(
      '/davmu/share/clue_report/topic/%E8%B7%AF%E9%9D%A2%20%E5%9D%91%E6%B4%BC/index.html',
    );
    expect(clueShareLink('topics')).toBe('/davmu/share/clue_report/topics/index.html');
  });

  it('follow the dejin routes of spec §2: detail, personal, topic in the path; a catalogue in the content query', () => {
    expect(dejinShareLink({ post: POST_ID })).toBe(`/davmu/share/dejin/detail/${POST_ID}/index.html`);
    expect(dejinShareLink({ personal: POST_ID })).toBe(`/davmu/share/dejin/personal/${POST_ID}/index.html`);
    expect(dejinShareLink({ topic: '家常菜' })).toBe('/davmu/share/dejin/topic/%E5%AE%B6%E5%B8%B8%E8%8F%9C/index.html');
    expect(dejinShareLink('catalog')).toBe('/davmu/share/dejin/catalog/index.html');
    expect(dejinShareLink({ content: null })).toBe('/davmu/share/dejin/content/index.html');
    expect(dejinShareLink({ content: POST_ID })).toBe(`/davmu/share/dejin/content/index.html?catalog_id=${POST_ID}`);
  });
});

describe('where an h5 or link item opens (spec §3: payload.url, only http and https)', () => {
  it.each([
    ['https://h5.example.com/vote/street-2026', 'https://h5.example.com/vote/street-2026'],
    ['http://weather.example.com/15days?city=gz#now', 'http://weather.example.com/15days?city=gz#now'],
    ['HTTPS://Gov.Example.com/service', 'https://gov.example.com/service'],
    ['HtTp://example.com', 'http://example.com/'],
    ['  https://example.com/a  ', 'https://example.com/a'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(document.cookie)', null],
    [' javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['DATA:text/html;base64,PHNjcmlwdD4=', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['ftp://example.com/a', null],
    ['/davmu/share/news/doc/2026/03/x/index.html', null],
    ['relative/page.html', null],
    ['//evil.example.com/a', null],
    ['https:evil.example.com', null],
    ['https://user:pw@example.com/', null],
    ['https://', null],
    ['', null],
  ])('%j opens %j', (url, expected) => {
    expect(linkItemAddress({ url })).toBe(expected);
  });

  it('reads nothing but a string payload.url', () => {
    expect(linkItemAddress({ url: 42 })).toBeNull();
    expect(linkItemAddress({ real_url: 'https://example.com/' })).toBeNull();
    expect(linkItemAddress(undefined)).toBeNull();
    expect(httpAddress(null)).toBeNull();
  });
});
