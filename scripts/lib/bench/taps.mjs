// The taps the bench times (issue 62: interaction to next paint at 4x CPU, scripts/lib/interactions.mjs
// measures each): what a visitor taps, each on a page that was opened, hydrated and left to settle,
// and what the tap brings.

const banner = (page) => page.getByTestId('open-app-banner');

/**
 * Each tap as [target key (scripts/lib/bench/report.mjs), page path, { target, shown }], on the
 * seeded pages given: an article, a gallery (its comments), a video, a special and a live room.
 */
export function tapsOn({ article, image, video, special, liveRoom }) {
  return [
    [
      'inpNavigation',
      article,
      {
        target: (page) => page.getByRole('button', { name: '导航', exact: true }),
        shown: (page) => page.getByRole('dialog', { name: '频道导航' }),
      },
    ],
    [
      'inpComments',
      image,
      {
        target: (page) => page.getByTestId('open-comments'),
        shown: (page) => page.getByRole('dialog', { name: '评论' }),
      },
    ],
    [
      'inpLogin',
      article,
      {
        target: (page) => banner(page).getByRole('button', { name: '登录' }),
        shown: (page) => page.getByRole('dialog', { name: '手机号登录' }),
      },
    ],
    [
      'inpOpenApp',
      article,
      {
        target: (page) => banner(page).getByRole('button', { name: '打开APP' }),
        shown: (page) => page.getByRole('dialog').first(),
      },
    ],
    [
      'inpPlay',
      video,
      {
        target: (page) => page.getByRole('link', { name: /^播放 / }),
        shown: (page) => page.locator('video'),
      },
    ],
    [
      'inpChip',
      special,
      {
        target: (page) => page.getByRole('navigation', { name: '专题栏目' }).getByRole('link').last(),
        shown: (page) => page.locator(':target'),
      },
    ],
    [
      'inpScreen',
      liveRoom,
      {
        target: (page) => page.getByLabel('直播画面').locator('a:not([aria-current])').first(),
        // The screens are links to documents of their own: the tapped one is the current one there.
        shown: (page, { href }) => page.getByLabel('直播画面').locator(`a[aria-current="page"][href="${href}"]`),
      },
    ],
  ];
}
