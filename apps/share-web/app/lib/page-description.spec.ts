import { withSiteDescription } from './page-description';

/** The root match as React Router hands it to a route's meta function. */
const rootWith = (description: string | null) => ({
  id: 'root',
  loaderData: { site: { banner: { siteName: '南岭新闻', siteLogo: null, description } } },
});

describe('the page description', () => {
  it("adds the site's description from the app info to a page that has none", () => {
    expect(
      withSiteDescription([{ title: '搜索 - 客户端分享' }], [rootWith('打开南岭新闻APP，查看更多精彩内容')]),
    ).toEqual([{ title: '搜索 - 客户端分享' }, { name: 'description', content: '打开南岭新闻APP，查看更多精彩内容' }]);
  });

  it("keeps the page's own description (its record's summary)", () => {
    const own = [{ title: '标题' }, { name: 'description', content: '摘要' }];
    expect(withSiteDescription(own, [rootWith('打开南岭新闻APP，查看更多精彩内容')])).toEqual(own);
  });

  it('adds no placeholder when the site has no description', () => {
    expect(withSiteDescription([{ title: '客户端分享' }], [rootWith(null)])).toEqual([{ title: '客户端分享' }]);
    expect(withSiteDescription([{ title: '客户端分享' }], [rootWith('  ')])).toEqual([{ title: '客户端分享' }]);
    expect(withSiteDescription([{ title: '客户端分享' }], [])).toEqual([{ title: '客户端分享' }]);
  });
});
