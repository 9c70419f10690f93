import {
  API_CODE,
  AppInfoContentSchema,
  DocDetailSchema,
  decodePublicId,
  DocListSchema,
  encodePublicId,
  ENDPOINTS,
  PREVIEW_TOKEN_PARAM,
  SpecialDetailSchema,
  WxSignatureSchema,
  type DocDetail,
  type DocList,
} from '@share/contract';
import pino from 'pino';
import { PREVIEW_VALIDITY_S } from './limits';
import { MSG } from './messages';
import { FIXTURE } from './testing/fixture';
import { startTestApi, type TestApi } from './testing/test-server';

describe('content and site endpoints', () => {
  let t: TestApi;
  const id = (key: string) => t.publicIdOf('contents', key);
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  describe('detail', () => {
    it('answers a DocDetail of a published item, with relations that are published', async () => {
      const answer = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${id('open')}`);
      expect(answer.code).toBe(0);
      const doc = DocDetailSchema.parse(answer.data);
      expect(doc).toMatchObject({
        post_id: id('open'),
        title: '标题 open',
        content_type: 'article',
        type: 'docDetailspage',
        mp: 0,
        mp_user_id: '',
        share_link: `/davmu/share/news/doc/2026/03/${id('open')}/index.html`,
        meta: { comment_available: 'true' },
        enable_comment: true,
        album_status: null,
        expired_at: null,
        content: '<p>正文 open</p>',
      });
      expect(doc.style.data[0]).toEqual({
        thumb: '/media/covers/open.png',
        url: '/media/covers/open.png',
        wbep_thumb: '/media/covers/open.png',
      });
      expect(doc.relations.map((related) => related.post_id)).toEqual([id('video')]);
    });

    it('counts a view per detail fetch', async () => {
      const first = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${id('video')}`);
      const second = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${id('video')}`);
      expect(second.data.view_count).toBe(first.data.view_count + 1);
      expect(first.data.media).toEqual({ url: '/media/v.mp4', cover: '/media/covers/v.png', duration: 90 });
    });

    it('never serves unpublished items publicly', async () => {
      const notFound = { code: API_CODE.NOT_FOUND, message: MSG.contentNotFound, data: null };
      expect(await t.call('GET', `/peony/v1/content/detail/${id('draft')}`)).toEqual(notFound);
      expect(await t.call('GET', `/guzzle/v1/content/detail/${id('draft')}`)).toEqual(notFound);
      const lists = ['/peony/v1/recommend', '/peony/v3/hot/72h', '/peony/v3/recommend/editor'];
      for (const path of lists) {
        const answer = await t.call<DocList>('GET', path, { query: { size: 50 } });
        expect(answer.data.list.map((item) => item.post_id)).not.toContain(id('draft'));
      }
      const group = t.publicIdOf('groups', 'g-news');
      const groupList = await t.call<DocList>('GET', '/peony/v1/content', { query: { gid: group, pagesize: 50 } });
      expect(groupList.data.list.map((item) => item.post_id)).not.toContain(id('draft'));
    });

    it('rejects ids that fail the public-id check', async () => {
      for (const bad of ['12345678', 'abc', id('open').slice(0, 7) + '!']) {
        expect(await t.call('GET', `/peony/v1/content/detail/${encodeURIComponent(bad)}`)).toEqual({
          code: API_CODE.INVALID,
          message: MSG.invalidId,
          data: null,
        });
      }
    });

    it('serves media-account items under /guzzle with actor mp', async () => {
      const answer = await t.call<DocDetail>('GET', `/guzzle/v1/content/detail/${id('mp-doc')}`);
      expect(answer.data).toMatchObject({
        mp: 1,
        mp_user_id: t.publicIdOf('media_accounts', 'mp-1'),
        content_link: `/guzzle/v1/content/detail/${id('mp-doc')}`,
      });
      expect(answer.data.share_link).toMatch(/^\/davmu\/share\/mp\/doc\/\d{4}\/\d{2}\/\w{8}\/index\.html$/);
      expect((await t.call('GET', `/peony/v1/content/detail/${id('mp-doc')}`)).code).toBe(API_CODE.NOT_FOUND);
    });

    it('links topics, links and forms to their own pages', async () => {
      const topic = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${id('topic')}`);
      expect(topic.data.share_link).toBe('/davmu/share/dejin/topic/%E5%9F%8E%E5%B8%82%20%E8%AE%B0%E5%BF%86/index.html');
      const link = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${id('link')}`);
      expect(link.data.share_link).toBe('https://example.com/page');
      expect(link.data.type).toBe('linkDetailspage');
      const form = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${id('form')}`);
      expect(form.data.share_link).toBe(`/davmu/share/activity/${id('form')}/index.html`);
    });
  });

  describe('preview', () => {
    const previewOf = async (api: TestApi, publicId: string, token?: string) =>
      api.call<DocDetail>('GET', `/inner/preview/document/detail/${publicId}`, {
        query: token === undefined ? {} : { [PREVIEW_TOKEN_PARAM]: token },
      });

    it('serves unpublished documents with actor preview-holly and expired_at', async () => {
      const answer = await previewOf(t, id('draft'), await t.previewToken(id('draft')));
      expect(answer.code).toBe(0);
      expect(answer.data.share_link).toContain('/davmu/share/preview-holly/doc/');
      expect(answer.data.expired_at).toBe(Math.floor(t.clock.now() / 1000) + PREVIEW_VALIDITY_S);
      const expiring = await previewOf(t, id('expired-draft'), await t.previewToken(id('expired-draft')));
      expect(expiring.data.expired_at).toBe(Math.floor(t.clock.now() / 1000) + 60);
    });

    it('shows no draft to the first 500 ids without a credential, nor with a forged or borrowed one', async () => {
      const refused = { code: API_CODE.NOT_FOUND, message: MSG.previewExpired, data: null };
      const borrowed = await t.previewToken(id('open'));
      const [expiry] = borrowed.split('.');
      for (let dbId = 1; dbId <= 500; dbId += 1) {
        const publicId = encodePublicId(dbId);
        expect(await previewOf(t, publicId)).toEqual(refused);
        if (dbId % 25 === 0 || dbId === Number(decodePublicId(id('draft')))) {
          expect(await previewOf(t, publicId, `${expiry}.${'A'.repeat(43)}`)).toEqual(refused);
          if (publicId !== id('open')) expect(await previewOf(t, publicId, borrowed)).toEqual(refused);
        }
      }
    }, 120_000);

    it("opens a draft with its link's credential until the link expires, then refuses it", async () => {
      const preview = await startTestApi();
      try {
        const draft = preview.publicIdOf('contents', 'draft');
        const token = await preview.previewToken(draft, 120);
        const opened = await previewOf(preview, draft, token);
        expect(opened.code).toBe(0);
        expect(opened.data.title).toBe('标题 draft');
        // The page counts down to the link's end, which comes before the draft's own 30 minutes.
        expect(opened.data.expired_at).toBe(Math.floor(preview.clock.now() / 1000) + 120);
        preview.clock.advance(119);
        expect((await previewOf(preview, draft, token)).code).toBe(0);
        preview.clock.advance(1);
        expect(await previewOf(preview, draft, token)).toEqual({
          code: API_CODE.NOT_FOUND,
          message: MSG.previewExpired,
          data: null,
        });
      } finally {
        await preview.close();
      }
    });

    it('refuses a credential signed by another process (another secret)', async () => {
      const other = await startTestApi();
      try {
        const draft = other.publicIdOf('contents', 'draft');
        const foreign = await t.previewToken(draft);
        expect((await previewOf(other, draft, foreign)).code).toBe(API_CODE.NOT_FOUND);
      } finally {
        await other.close();
      }
    });

    it('refuses a preview past its expiry', async () => {
      const preview = await startTestApi();
      try {
        const draft = preview.publicIdOf('contents', 'expired-draft');
        const token = await preview.previewToken(draft);
        preview.clock.advance(61);
        const answer = await previewOf(preview, draft, token);
        expect(answer).toEqual({ code: API_CODE.NOT_FOUND, message: MSG.previewExpired, data: null });
      } finally {
        await preview.close();
      }
    });

    it('closes a preview without its own expiry 30 minutes after it was made (spec: default validity)', async () => {
      const preview = await startTestApi({ previewLinkTtlSeconds: 24 * 3600 });
      try {
        const draft = preview.publicIdOf('contents', 'draft');
        const token = await preview.previewToken(draft, 24 * 3600);
        const path = `/inner/preview/document/detail/${draft}`;
        const query = { [PREVIEW_TOKEN_PARAM]: token };
        const madeAt = Math.floor(preview.clock.now() / 1000);
        preview.clock.advance(20 * 60);
        // Read 20 minutes on, it names the moment it closes: 10 minutes left for the page's countdown.
        expect((await preview.call<DocDetail>('GET', path, { query })).data.expired_at).toBe(
          madeAt + PREVIEW_VALIDITY_S,
        );
        preview.clock.advance(PREVIEW_VALIDITY_S - 20 * 60 - 1);
        expect((await preview.call<DocDetail>('GET', path, { query })).code).toBe(0);
        preview.clock.advance(1);
        expect(await preview.call('GET', path, { query })).toEqual({
          code: API_CODE.NOT_FOUND,
          message: MSG.previewExpired,
          data: null,
        });
      } finally {
        await preview.close();
      }
    });
  });

  describe('lists', () => {
    it('lists a group newest first with pageindex and pagesize', async () => {
      const gid = t.publicIdOf('groups', 'g-video');
      const answer = await t.call<DocList>('GET', '/peony/v1/content', { query: { gid, pageindex: 1, pagesize: 10 } });
      expect(DocListSchema.parse(answer.data).list.map((item) => item.post_id)).toEqual([id('video')]);
      expect((await t.call('GET', '/peony/v1/content', { query: { gid: 'zzzzzzzz' } })).message).toBe(
        MSG.groupNotFound,
      );
      expect((await t.call('GET', '/peony/v1/content', { query: { gid: 'nope' } })).message).toBe(
        MSG.invalidParams('gid'),
      );
      expect((await t.call('GET', '/peony/v1/content')).code).toBe(API_CODE.INVALID);
    });

    it('answers the curated hot, editor and recommend lists in order, 10 a page', async () => {
      expect((await t.call<DocList>('GET', '/peony/v3/hot/72h')).data.list.map((item) => item.post_id)).toEqual([
        id('video'),
        id('open'),
      ]);
      expect(
        (await t.call<DocList>('GET', '/peony/v3/recommend/editor')).data.list.map((item) => item.post_id),
      ).toEqual([id('open')]);
      const recommend = await t.call<DocList>('GET', '/peony/v1/recommend', { query: { page: 1 } });
      expect(recommend.data.size).toBe(10);
      expect(recommend.data.list.map((item) => item.post_id)).toEqual([id('open'), id('video')]);
    });

    it("leaves the page's item and its relations out of its recommendations", async () => {
      const recommended = await startTestApi({
        seed: { ...FIXTURE, recommend_keys: ['open', 'video', 'closed', 'mp-doc'] },
      });
      try {
        const of = (key: string) => recommended.publicIdOf('contents', key);
        const answer = await recommended.call<DocList>('GET', '/peony/v1/recommend', {
          query: { post_id: of('open') },
        });
        expect(answer.data.list.map((item) => item.post_id)).toEqual([of('closed'), of('mp-doc')]);
        expect(answer.data.total).toBe(2);
        const plain = await recommended.call<DocList>('GET', '/peony/v1/recommend');
        expect(plain.data.total).toBe(4);
      } finally {
        await recommended.close();
      }
    });

    it('ranks the curated hot list by views, 2 340 000 (234万) above 374, whatever the curated order', async () => {
      const items = (FIXTURE.items ?? []).map((item) =>
        item.key === 'video'
          ? { ...item, view_count: 374 }
          : item.key === 'open'
            ? { ...item, view_count: 2_340_000 }
            : item,
      );
      const ranked = await startTestApi({ seed: { ...FIXTURE, items, hot_list_keys: ['video', 'open'] } });
      try {
        const answer = await ranked.call<DocList>('GET', '/peony/v3/hot/72h');
        expect(answer.data.list.map((item) => [item.post_id, item.view_count])).toEqual([
          [ranked.publicIdOf('contents', 'open'), 2_340_000],
          [ranked.publicIdOf('contents', 'video'), 374],
        ]);
      } finally {
        await ranked.close();
      }
    });

    it('keeps curated hot items older than 72 hours off the hot list', async () => {
      const items = (FIXTURE.items ?? []).map((item) =>
        item.key === 'open' ? { ...item, published_seconds_ago: 73 * 3600 } : item,
      );
      const windowed = await startTestApi({ seed: { ...FIXTURE, items, hot_list_keys: ['video', 'open'] } });
      try {
        const answer = await windowed.call<DocList>('GET', '/peony/v3/hot/72h');
        expect(answer.data.list.map((item) => item.post_id)).toEqual([windowed.publicIdOf('contents', 'video')]);
        expect(answer.data.total).toBe(1);
      } finally {
        await windowed.close();
      }
    });

    it('without a curated hot list, ranks content of the last 72 hours by views', async () => {
      const items = (FIXTURE.items ?? []).map((item) =>
        item.key === 'video'
          ? { ...item, view_count: 500 }
          : item.key === 'open'
            ? { ...item, published_seconds_ago: 73 * 3600 }
            : item,
      );
      const computed = await startTestApi({ seed: { ...FIXTURE, items, hot_list_keys: [] } });
      try {
        const answer = await computed.call<DocList>('GET', '/peony/v3/hot/72h', { query: { size: 50 } });
        const ids = answer.data.list.map((item) => item.post_id);
        expect(ids[0]).toBe(computed.publicIdOf('contents', 'video'));
        expect(ids).not.toContain(computed.publicIdOf('contents', 'open'));
        expect(ids).not.toContain(computed.publicIdOf('contents', 'draft'));
      } finally {
        await computed.close();
      }
    });

    it('searches titles and summaries, with hot words', async () => {
      const answer = await t.call<DocList>('GET', '/peony/v1/search', { query: { keyword: '标题 video' } });
      expect(answer.data.list.map((item) => item.post_id)).toEqual([id('video')]);
      expect((await t.call<DocList>('GET', '/peony/v1/search', { query: { keyword: '100%' } })).data.total).toBe(0);
      expect((await t.call<{ list: string[] }>('GET', '/peony/v1/search/hot-words')).data.list).toEqual([
        '经济',
        '天气',
      ]);
    });

    it('answers album tracks with album_status, and album relates', async () => {
      const album = id('album');
      const detail = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${album}`);
      expect(detail.data.album_status).toEqual({ status: 0, total: 2 });
      const tracks = await t.call<DocList>('GET', `/peony/v3/album/tracks/audio_album/${album}`);
      expect(tracks.data.list.map((item) => item.post_id)).toEqual([id('track-1'), id('track-2')]);
      expect((await t.call('GET', `/peony/v3/album/tracks/video_album/${album}`)).message).toBe(MSG.albumNotFound);
      expect((await t.call('GET', `/peony/v3/album/tracks/audio_album/${album}`, { query: { size: 31 } })).code).toBe(
        API_CODE.INVALID,
      );
      expect((await t.call<DocList>('GET', `/peony/v3/album/relates/${album}`)).data.list).toEqual([]);
    });

    it('answers a special with its groups and sections, dropping unpublished items', async () => {
      const answer = await t.call('GET', `/peony/v3/special/${id('special')}`);
      const special = SpecialDetailSchema.parse(answer.data);
      expect(
        special.groups.map((group) => [group.name, group.content_list.map((item) => item.post_id), group.total]),
      ).toEqual([
        ['第一组', [id('open')], 1],
        ['空组', [], 0],
      ]);
      expect(special.sections).toEqual([{ key: 'sec1', group_id: 'sg1', name: '第一组', layout: 'list' }]);
      expect((await t.call('GET', `/peony/v3/special/${id('open')}`)).message).toBe(MSG.specialNotFound);
    });

    it('answers a form detail for cloud_form items, with the cover the item is listed with', async () => {
      const answer = await t.call<{ fields: unknown[]; end_at: number; cover: string }>(
        'GET',
        `/peony/v3/form/${id('form')}`,
      );
      expect(answer.data.fields).toEqual([{ name: 'name', label: '姓名', type: 'text', required: true }]);
      expect(answer.data.end_at).toBe(Math.floor(t.clock.now() / 1000) + 86400);
      expect(answer.data.cover).toBe('/media/covers/form.png');
      expect((await t.call('GET', `/peony/v3/form/${id('open')}`)).message).toBe(MSG.formNotFound);
    });
  });

  describe('site', () => {
    it('answers app info as a JSON string with primaryColor, h5_config and the navigation', async () => {
      const answer = await t.call<{ app_info: string }>('GET', '/peony/v1/app/info');
      const info = AppInfoContentSchema.parse(JSON.parse(answer.data.app_info));
      expect(info.primaryColor).toBe('#1677FF');
      expect(info.h5_config.site_name).toBe('测试站');
      expect(info.bottomNavigationBar.navigationItems[0].groups).toEqual([t.publicIdOf('groups', 'g-news')]);
      // How the app is opened, at the top of app_info (the site's open-app reads these first).
      expect(info.scheme).toBe('testapp://');
      expect(info.android_package).toBe('com.example.test');
    });

    it('answers the download url module as a JSON string and refuses unknown modules', async () => {
      const answer = await t.call<string>('GET', '/peony/v1/system/static', { query: { module: 'app_download_url' } });
      expect(JSON.parse(answer.data)).toEqual({ url: 'https://download.example.com/app' });
      expect((await t.call('GET', '/peony/v1/system/static', { query: { module: 'nope' } })).message).toBe(
        MSG.moduleNotFound,
      );
    });

    it('lists groups in order', async () => {
      const answer = await t.call<{ list: { name: string }[] }>('GET', '/peony/v1/group');
      expect(answer.data.list.map((group) => group.name)).toEqual(['新闻', '视频']);
    });

    it('answers share data of a detail page, and defaults elsewhere', async () => {
      const path = encodeURIComponent(`/davmu/share/news/doc/2026/03/${id('open')}/index.html`);
      const answer = await t.call<{ title: string; desc: string; imgUrl: string }>('GET', '/peony/v1/system/wxshare', {
        query: { path },
      });
      expect(answer.data).toMatchObject({ title: '标题 open', desc: '摘要 open', imgUrl: '/media/covers/open.png' });
      const home = await t.call<{ title: string }>('GET', '/peony/v1/system/wxshare', {
        query: { path: '/davmu/share/' },
      });
      expect(home.data.title).toBe('分享标题');
    });

    it('answers signing data with the signature under the misspelled name too', async () => {
      const answer = await t.call('GET', '/peony/v1/system/wx_signature', {
        query: { url: 'http://x/davmu/share/#a' },
      });
      const data = WxSignatureSchema.parse(answer.data);
      expect(data.appId).toBe('wx-test');
      expect(data.signatrue).toMatch(/^[0-9a-f]{40}$/);
      expect(data.signatrue).toBe(data.signature);
      expect((await t.call('GET', '/peony/v1/system/wx_signature')).code).toBe(API_CODE.INVALID);
    });
  });

  describe('server', () => {
    it('publishes an OpenAPI document with every endpoint of the contract', async () => {
      const response = await fetch(`${t.url}/openapi.json`);
      const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(doc.openapi).toBe('3.0.3');
      for (const endpoint of Object.values(ENDPOINTS))
        expect(doc.paths[endpoint.path]?.[endpoint.method]).toBeDefined();
    });

    it('answers unknown paths with the envelope and 404', async () => {
      const response = await fetch(`${t.url}/peony/v1/nope`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: API_CODE.NOT_FOUND, message: MSG.notFound, data: null });
    });

    it('logs requests with their request id but never the token', async () => {
      const lines: string[] = [];
      const logged = await startTestApi({
        logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
      });
      try {
        await logged.call('GET', '/peony/v1/group', {
          token: 'secret-token-value',
          headers: { 'X-Request-Id': 'req-7' },
        });
        const entry = lines.map((line) => JSON.parse(line)).find((line) => line.req?.url === '/peony/v1/group');
        expect(entry.req.id).toBe('req-7');
        expect(lines.join('\n')).not.toContain('secret-token-value');
      } finally {
        await logged.close();
      }
    });

    it('echoes the request id', async () => {
      const response = await fetch(`${t.url}/health`, { headers: { 'X-Request-Id': 'req-42' } });
      expect(response.headers.get('x-request-id')).toBe('req-42');
    });

    it('serves the two agreement pages as HTML with the site name', async () => {
      for (const [path, title] of [
        ['/davmu/agreement/user_agreement', '测试站用户协议'],
        ['/davmu/agreement/privacy_policy', '测试站隐私政策'],
      ]) {
        const response = await fetch(`${t.url}${path}`);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain(`<h1>${title}</h1>`);
      }
    });

    it('serves images under /media from the assets folder', async () => {
      const response = await fetch(`${t.url}/media/covers/cover-01.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect((await fetch(`${t.url}/media/../package.json`)).status).toBe(404);
    });
  });
});

describe('special topic paging (spec §9: page size 50, batch 50)', () => {
  let t: TestApi;
  const id = (key: string) => t.publicIdOf('contents', key);
  const fixtureItems = FIXTURE.items ?? [];
  const open = fixtureItems.find((item) => item.key === 'open');
  const bulkKeys = Array.from({ length: 60 }, (_, n) => `bulk-${String(n + 1).padStart(2, '0')}`);
  const [baseSpecial] = FIXTURE.specials ?? [];
  const special = (query: Record<string, string | number> = {}) =>
    t.call('GET', `/peony/v3/special/${id('special')}`, { query });
  const parse = (answer: { data: unknown }) => SpecialDetailSchema.parse(answer.data);

  beforeAll(async () => {
    if (!open || !baseSpecial) throw new Error('the fixture has no open item or special');
    t = await startTestApi({
      seed: {
        ...FIXTURE,
        items: [...fixtureItems, ...bulkKeys.map((key) => ({ ...open, key, title: `标题 ${key}`, relation_keys: [] }))],
        specials: [
          {
            ...baseSpecial,
            groups: [
              ...baseSpecial.groups,
              // The unpublished draft in the middle counts for nothing.
              {
                key: 'sg-many',
                name: '六十篇',
                collapse: false,
                content_keys: [...bulkKeys.slice(0, 30), 'draft', ...bulkKeys.slice(30)],
              },
            ],
            sections: [
              ...baseSpecial.sections,
              { key: 'sec-many', group_key: 'sg-many', title: '六十篇', layout: 'list' },
            ],
          },
        ],
      },
    });
  });
  afterAll(() => t.close());

  it('answers the first 50 published items of each group with its total by default', async () => {
    const answer = parse(await special());
    expect(answer.groups.map((group) => [group.group_id, group.content_list.length, group.total])).toEqual([
      ['sg1', 1, 1],
      ['sg2', 0, 0],
      ['sg-many', 50, 60],
    ]);
    const many = answer.groups[2];
    expect(many?.content_list.map((item) => item.post_id)).toEqual(bulkKeys.slice(0, 50).map(id));
    expect(answer.sections.map((section) => section.group_id)).toEqual(['sg1', 'sg-many']);
  });

  it('answers the next batch of one group with group_id, page and size', async () => {
    const answer = parse(await special({ group_id: 'sg-many', page: 2, size: 50 }));
    expect(answer.groups).toHaveLength(1);
    expect(answer.groups[0]).toMatchObject({ group_id: 'sg-many', name: '六十篇', collapse: false, total: 60 });
    expect(answer.groups[0]?.content_list.map((item) => item.post_id)).toEqual(bulkKeys.slice(50).map(id));
    expect(answer.sections).toEqual([{ key: 'sec-many', group_id: 'sg-many', name: '六十篇', layout: 'list' }]);
    expect(answer.special.post_id).toBe(id('special'));
  });

  it('pages with smaller sizes and answers an empty page past the end', async () => {
    const third = parse(await special({ group_id: 'sg-many', page: 3, size: 20 }));
    expect(third.groups[0]?.content_list.map((item) => item.post_id)).toEqual(bulkKeys.slice(40, 60).map(id));
    const past = parse(await special({ group_id: 'sg-many', page: 4, size: 20 }));
    expect(past.groups[0]).toMatchObject({ content_list: [], total: 60 });
  });

  it('caps the size at 50 and rejects a page below 1', async () => {
    expect(await special({ size: 51 })).toMatchObject({ code: API_CODE.INVALID, message: MSG.invalidParams('size') });
    expect(await special({ size: 0 })).toMatchObject({ code: API_CODE.INVALID, message: MSG.invalidParams('size') });
    expect(await special({ page: 0 })).toMatchObject({ code: API_CODE.INVALID, message: MSG.invalidParams('page') });
    expect(parse(await special({ size: 50 })).groups[2]?.content_list).toHaveLength(50);
  });

  it('answers not found for a group the special does not have', async () => {
    expect(await special({ group_id: 'sg-nope' })).toEqual({
      code: API_CODE.NOT_FOUND,
      message: MSG.specialGroupNotFound,
      data: null,
    });
  });
});
