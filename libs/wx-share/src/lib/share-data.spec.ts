import { mergeShareData, readPageShareData, withoutHash } from './share-data';
import type { WxShareData } from './wx-sdk';

const PAGE_URL = 'https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=timeline#comments';
const LINK = 'https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=timeline';

function head(html: string, title = ''): Document {
  const doc = document.implementation.createHTMLDocument(title);
  doc.head.insertAdjacentHTML('beforeend', html);
  return doc;
}

describe("the page's own share data, read from its head", () => {
  it('takes the Open Graph title, description and image (made absolute), and the address without hash', () => {
    const doc = head(
      `<meta property="og:title" content="城市更新进行时">
       <meta property="og:description" content="老街区换新颜">
       <meta property="og:image" content="/media/covers/1.png">
       <meta property="og:url" content="https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html">`,
      '城市更新进行时 - 客户端分享',
    );
    expect(readPageShareData(doc, PAGE_URL)).toEqual({
      title: '城市更新进行时',
      desc: '老街区换新颜',
      link: LINK,
      imgUrl: 'https://h.example/media/covers/1.png',
    });
  });

  it('falls back to the document title, the description tag, then the site description and logo', () => {
    const fallback = { description: '打开APP，查看更多精彩内容', imageUrl: '/media/brand/logo.png' };
    expect(
      readPageShareData(head('<meta name="description" content="首页描述">', '客户端分享'), PAGE_URL, fallback),
    ).toEqual({
      title: '客户端分享',
      desc: '首页描述',
      link: LINK,
      imgUrl: 'https://h.example/media/brand/logo.png',
    });
    expect(readPageShareData(head('', '客户端分享'), PAGE_URL, fallback)).toMatchObject({
      desc: '打开APP，查看更多精彩内容',
    });
    expect(readPageShareData(head('', '客户端分享'), PAGE_URL)).toMatchObject({ desc: '', imgUrl: '' });
  });

  it("shares the page's canonical address, without WeChat's from and isappinstalled", () => {
    const canonical = 'https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html';
    const doc = head(`<meta property="og:title" content="城市更新进行时"><link rel="canonical" href="${canonical}">`);
    const arrived =
      'https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=timeline&isappinstalled=0#comments';
    expect(readPageShareData(doc, arrived).link).toBe(canonical);
  });

  it('uses the twitter image when there is no og:image', () => {
    const doc = head('<meta name="twitter:image" content="https://cdn.example/a.png">');
    expect(readPageShareData(doc, PAGE_URL).imgUrl).toBe('https://cdn.example/a.png');
  });

  it('drops only the hash of an address', () => {
    expect(withoutHash(PAGE_URL)).toBe(LINK);
    expect(withoutHash(LINK)).toBe(LINK);
  });
});

describe("precedence: the platform's share config over the page's own data", () => {
  const page: WxShareData = {
    title: '页面标题',
    desc: '页面描述',
    link: LINK,
    imgUrl: 'https://h.example/media/covers/page.png',
  };

  it('takes every non-empty field of the platform config, images and links made absolute', () => {
    expect(
      mergeShareData(
        page,
        { title: '平台标题', desc: '平台描述', link: LINK, imgUrl: '/media/covers/platform.png' },
        PAGE_URL,
      ),
    ).toEqual({
      title: '平台标题',
      desc: '平台描述',
      link: LINK,
      imgUrl: 'https://h.example/media/covers/platform.png',
    });
  });

  it("keeps the page's value where the platform's is empty, blank, missing or not text", () => {
    expect(mergeShareData(page, { title: '', desc: '   ', imgUrl: null as unknown as string }, PAGE_URL)).toEqual(page);
    expect(mergeShareData(page, { title: '平台标题' }, PAGE_URL)).toEqual({ ...page, title: '平台标题' });
    expect(mergeShareData(page, { desc: 42 }, PAGE_URL)).toEqual(page);
  });

  it("uses the page's data as it is without a platform config (its call failed)", () => {
    expect(mergeShareData(page, null, PAGE_URL)).toEqual(page);
  });
});
