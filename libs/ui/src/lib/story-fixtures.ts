// Inline sample images and data for stories and specs: nothing is fetched from the network.

const svg = (body: string, w = 640, h = 360) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  )}`;

export const SAMPLE_COVER = svg(
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#4e4376"/></linearGradient></defs>
   <rect width="640" height="360" fill="url(#g)"/>
   <circle cx="500" cy="90" r="46" fill="#ffd36e" opacity=".9"/>
   <path d="M0 300 L160 170 L270 260 L390 140 L640 330 L640 360 L0 360Z" fill="#1b2a3a" opacity=".85"/>`,
);

export const SAMPLE_COVER_ALT = svg(
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a5a"/><stop offset="1" stop-color="#ff4a26"/></linearGradient></defs>
   <rect width="640" height="360" fill="url(#g)"/>
   <rect x="60" y="220" width="520" height="90" rx="12" fill="#fff" opacity=".25"/>
   <circle cx="160" cy="120" r="60" fill="#fff" opacity=".35"/>`,
);

export const SAMPLE_COVER_SQUARE = svg(
  `<rect width="400" height="400" fill="#3aa17e"/><circle cx="200" cy="200" r="120" fill="#fff" opacity=".3"/>`,
  400,
  400,
);

export const SAMPLE_LOGO = svg(
  `<rect width="80" height="80" rx="18" fill="#FF4A26"/><text x="40" y="54" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">闻</text>`,
  80,
  80,
);

export const SAMPLE_AVATAR = svg(
  `<rect width="80" height="80" fill="#8fb3ff"/><circle cx="40" cy="32" r="14" fill="#fff"/><path d="M14 76c4-16 14-22 26-22s22 6 26 22z" fill="#fff"/>`,
  80,
  80,
);

/** A fixed "now" so relative times in stories never drift: 2026-11-21 12:00 (UTC+8). */
export const STORY_NOW = Date.UTC(2026, 10, 21, 4, 0, 0);

const navIcon = (color: string, shape: string) =>
  svg(
    `<g fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${shape}</g>`,
    24,
    24,
  );

/** A bottomNavigationBar as the site config delivers it (spec §3). */
export const SAMPLE_NAVIGATION = {
  selectedLabelColor: '#FF4A26',
  unselectedLabelColor: '#8A8A8A',
  navigationItems: [
    {
      id: 'home',
      title: '首页',
      isHome: true,
      binding: 'group',
      category: 'news',
      groups: [
        { id: 101, title: '推荐' },
        { id: 102, title: '要闻' },
        { id: 103, title: '本地' },
        { id: 104, title: '视频' },
        { id: 105, title: '财经' },
        { id: 106, title: '科技' },
      ],
      icons: {
        selected: navIcon('#FF4A26', '<path d="M3.5 11 12 4l8.5 7"/><path d="M6 9.5V20h12V9.5"/>'),
        unselected: navIcon('#8A8A8A', '<path d="M3.5 11 12 4l8.5 7"/><path d="M6 9.5V20h12V9.5"/>'),
      },
    },
    {
      id: 'video',
      title: '视频',
      binding: 'group',
      category: 'video',
      groups: [
        { id: 201, title: '短视频' },
        { id: 202, title: '纪录片' },
      ],
      icons: {
        selected: navIcon('#FF4A26', '<rect x="3" y="5" width="18" height="14" rx="3"/><path d="M10 9v6l5-3z"/>'),
        unselected: navIcon('#8A8A8A', '<rect x="3" y="5" width="18" height="14" rx="3"/><path d="M10 9v6l5-3z"/>'),
      },
    },
    { id: 'live', title: '直播', binding: 'group', category: 'live', groups: [{ id: 301, title: '正在直播' }] },
    { id: 'service', title: '服务', binding: 'group', category: 'service', groups: [] },
  ],
};

/** Hot-list rows for stories. */
export const SAMPLE_HOT_ITEMS = [
  '多地迎来今冬首场降雪，交通部门发布出行提示',
  '新一批惠民政策落地，涉及就业、医疗、教育等领域',
  '城市更新进行时：老街区焕新颜，居民生活更便利',
  '秋冬季节如何科学进补？专家给出这些建议',
  '本地首条跨江隧道今日正式通车，通勤时间缩短一半',
  '周末去哪儿？这份郊野公园赏景指南请收好',
].map((title, i) => ({
  id: i + 1,
  title,
  href: `/davmu/share/mp/doc/2026/11/hot${i + 1}/index.html`,
  heat: [1_280_000_000, 56_300_000, 4_100_000, 99_999, 12_000, 8_765][i],
}));

/** Editor-recommended items for stories. */
export const SAMPLE_EDITOR_PICKS = [
  {
    id: 1,
    title: '航拍视角看秋日山林层林尽染，美如油画',
    href: '/davmu/share/mp/video/2026/11/aB3dE5gH/index.html',
    catalog: 'video',
    cover: SAMPLE_COVER,
    duration: '03:24',
    source: '视觉频道',
    viewCount: 48_200,
    publishAt: STORY_NOW - 40 * 60_000,
  },
  {
    id: 2,
    title: '深度｜一条老街的十年：从拆迁争议到微改造样本',
    href: '/davmu/share/mp/doc/2026/11/cD4eF6hJ/index.html',
    catalog: 'article',
    cover: SAMPLE_COVER_ALT,
    source: '城市观察',
    viewCount: 3_456,
    commentCount: 128,
    publishAt: STORY_NOW - 5 * 3600_000,
  },
  {
    id: 3,
    title: '听见家乡：方言里的节气故事（第12期）',
    href: '/davmu/share/mp/audio/2026/11/kL7mN8pQ/index.html',
    catalog: 'audio',
    source: '声音工作室',
    viewCount: 870,
    publishAt: STORY_NOW - 30 * 3600_000,
  },
] satisfies Array<Record<string, unknown> & { id: number; title: string; href: string }>;
