// Open content (picho), locations and weather, previews, invites, content modules, lists and activities.
import { DAY, HOUR, MINUTE, banner, cover, gallery, mpAvatar, weatherIcon } from './demo-media';
import type {
  DemoActivity,
  DemoContentModule,
  DemoInviteRecord,
  DemoList,
  DemoLocation,
  DemoOpenResource,
  DemoPreviewDocument,
} from './demo-types';

export const demoOpenResources: DemoOpenResource[] = [
  {
    rid: 'res-gov-guide',
    name: '办事指南',
    description: '市政务服务中心开放的办事指南资源。',
    catalogs: [
      { id: 'cat-social', name: '社保医保', sort: 1 },
      { id: 'cat-housing', name: '住房公积金', sort: 2 },
      { id: 'cat-pension', name: '养老保险', parent_id: 'cat-social', sort: 1 },
    ],
    contents: [
      {
        uuid: '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e01',
        catalog_id: 'cat-social',
        title: '医保异地就医备案指南',
        summary: '线上备案，即时生效。',
        cover: cover(7),
        content: '<p>参保人可通过国家医保服务平台APP办理异地就医备案。</p><ol><li>登录APP，选择“异地备案”；</li><li>填写就医地和备案类型；</li><li>提交后即时生效。</li></ol>',
        source: '市医疗保障局',
        published_seconds_ago: 12 * DAY,
        view_count: 7157,
      },
      {
        uuid: '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e02',
        catalog_id: 'cat-pension',
        title: '灵活就业人员如何缴纳养老保险',
        summary: '缴费基数可在一定范围内自主选择。',
        cover: cover(8),
        content: '<p>灵活就业人员可在户籍地或就业地参加企业职工基本养老保险，缴费基数可在当地规定范围内自主选择。</p>',
        source: '市人社局',
        published_seconds_ago: 3 * DAY,
        view_count: 1200,
      },
      {
        uuid: '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e03',
        catalog_id: 'cat-housing',
        title: '公积金提取租房指南',
        summary: '无房职工每月可提取一次。',
        cover: cover(17),
        content: '<p>在本市无自有住房且租房的职工，可按月提取住房公积金支付房租。</p><blockquote>提取额度以实际房租为准，不超过当月应缴存额。</blockquote>',
        source: '市住房公积金管理中心',
        published_seconds_ago: 45 * MINUTE,
        view_count: 678,
      },
      // Generated guides, so the resource's and 社保医保's lists have more than one page.
      ...Array.from({ length: 12 }, (_, i) => ({
        uuid: `6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5f${String(i + 1).padStart(2, '0')}`,
        catalog_id: i % 2 === 0 ? 'cat-social' : 'cat-pension',
        title: `社保业务办理指引（第${i + 1}期）`,
        summary: '材料清单、办理渠道和时限。',
        cover: cover((i % 32) + 1),
        content: `<p>第${i + 1}期：可通过政务服务网、APP或线下窗口办理，办理时限为5个工作日。</p>`,
        source: '市社会保险基金管理局',
        published_seconds_ago: (i + 4) * DAY,
        view_count: 1000 + i * 97,
      })),
    ],
  },
];

export const demoLocations: DemoLocation[] = [
  {
    key: 'loc-tianhe',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    address: '广州市天河区天河路',
    lat: 23.1358,
    lng: 113.3276,
    weather: { weather: '多云', icon: weatherIcon('cloudy'), temperature: 26, temp_min: 22, temp_max: 29, wind: '东南风3级', humidity: 78, aqi: 42, aqi_label: '优', updated_seconds_ago: 20 * MINUTE },
  },
  {
    key: 'loc-yuexiu',
    province: '广东省',
    city: '广州市',
    district: '越秀区',
    address: '广州市越秀区北京路',
    lat: 23.1291,
    lng: 113.2668,
    weather: { weather: '大雨', icon: weatherIcon('rain'), temperature: 23, temp_min: 21, temp_max: 25, wind: '北风4级', humidity: 95, aqi: 28, aqi_label: '优', updated_seconds_ago: 5 * MINUTE },
  },
  {
    key: 'loc-sanya',
    province: '海南省',
    city: '三亚市',
    district: '吉阳区',
    address: '三亚市吉阳区亚龙湾',
    lat: 18.2282,
    lng: 109.6344,
    weather: { weather: '晴', icon: weatherIcon('sunny'), temperature: 31, temp_min: 25, temp_max: 32, wind: '南风2级', humidity: 70, aqi: 56, aqi_label: '良', updated_seconds_ago: 1 * HOUR },
  },
];

export const demoPreviewDocuments: DemoPreviewDocument[] = [
  { key: 'preview-budget', item_key: 'a-draft-budget', expires_in_seconds: 20 * MINUTE },
  { key: 'preview-festival', item_key: 'a-draft-festival' },
];

export const demoInviteRecords: DemoInviteRecord[] = [
  { key: 'inv-1', inviter_key: 'u-demo', invitee_key: 'u-new', invited_seconds_ago: 2 * HOUR, reward_points: 0, status: 0 },
  { key: 'inv-2', inviter_key: 'u-demo', invitee_key: 'u-student', invited_seconds_ago: 5 * DAY, reward_points: 100, status: 1 },
  { key: 'inv-3', inviter_key: 'u-demo', invitee_key: 'u-foodie', invited_seconds_ago: 20 * DAY, reward_points: 100, status: 1 },
  { key: 'inv-4', inviter_key: 'u-xiaolin', invitee_key: 'u-momo', invited_seconds_ago: 40 * DAY, reward_points: 100, status: 1 },
];

export const demoContentModules: DemoContentModule[] = [
  {
    key: 'cm-local-service',
    name: '本地服务',
    group_key: 'g-local',
    entries: [
      { key: 'cme-news', title: '本地快讯', type: 'news', layout: 'list', category: 'content', item_keys: ['a-metro', 'a-rainstorm', 'a-marathon', 'a-traffic', 'sv-metro'] },
      { key: 'cme-video', title: '身边视频', type: 'video', layout: 'slider', category: 'content', item_keys: ['v-river', 'v-typhoon', 'sv-cat'] },
      // Same layout as 'cme-news': dropped by the column filter.
      { key: 'cme-news-dup', title: '更多快讯', type: 'news', layout: 'list', category: 'content', item_keys: ['a-announcement'] },
      // Excluded types: dropped by the column filter.
      { key: 'cme-app', title: '政务服务', type: 'app', layout: 'grid', category: 'app', icon: mpAvatar(4), item_keys: [], url: 'nanling://service' },
      { key: 'cme-clue', title: '我要爆料', type: 'clue_report', layout: 'entry', category: 'app', icon: mpAvatar(1), item_keys: [] },
      { key: 'cme-link', title: '一网通办', type: 'link', layout: 'banner', category: 'link', item_keys: ['ln-service'], url: '/media/h5/gov-service.html' },
      // Kept by the filter, but tapping it shows the unsupported-module toast.
      { key: 'cme-topic', title: '热门话题', type: 'topic', layout: 'topic', category: 'topic', icon: mpAvatar(6), item_keys: ['tp-city', 'tp-spring-food'] },
      { key: 'cme-tools', title: '便民工具', type: 'tool', layout: 'icons', category: 'app', icon: mpAvatar(5), item_keys: [] },
    ],
  },
  {
    key: 'cm-culture',
    name: '文旅频道',
    group_key: 'g-culture',
    entries: [
      { key: 'cme-culture-banner', title: '精选', type: 'news', layout: 'banner', category: 'content', item_keys: ['sp-new-year', 'gl-festival', 'a-museum-night'] },
      { key: 'cme-culture-list', title: '文旅资讯', type: 'news', layout: 'list', category: 'content', item_keys: ['a-old-street', 'a-intangible', 'a-dimsum', 'a-wetland', 'gl-night'] },
      { key: 'cme-dejin', title: '生活圈', type: 'dejin', layout: 'feed', category: 'content', item_keys: [] },
    ],
  },
];

export const demoLists: DemoList[] = [
  {
    key: 'list-weekly',
    kind: 'list',
    title: '一周热点回顾',
    description: '本周最值得一看的10条新闻。',
    cover: banner(1),
    item_keys: ['a-metro', 'a-economy', 'a-space', 'v-launch', 'a-exam-policy', 'gl-spring', 'a-marathon', 'sv-lion', 'a-ai', 'h5-vote'],
    cards: [],
    published_seconds_ago: 1 * DAY,
  },
  {
    key: 'fly-morning',
    kind: 'fly_card',
    title: '早报卡片｜今天的城市',
    description: '滑动卡片，一分钟读完今日要闻。',
    cover: banner(2),
    item_keys: ['a-metro', 'a-rainstorm', 'a-exam-policy'],
    cards: [
      { key: 'fc-1', title: '地铁12号线开通', summary: '全程52分钟，首班车6点发出。', cover: cover(2), item_key: 'a-metro' },
      { key: 'fc-2', title: '暴雨橙色预警', summary: '全市中小学今日停课。', cover: cover(5), item_key: 'a-rainstorm' },
      { key: 'fc-3', title: '中考政策发布', summary: '体育考试新增游泳选考项目。', cover: cover(7), item_key: 'a-exam-policy' },
      { key: 'fc-4', title: '最美街巷投票', summary: '每天可投3票。', cover: gallery(3), url: '/media/h5/street-vote.html' },
    ],
    published_seconds_ago: 2 * HOUR,
  },
];

export const demoActivities: DemoActivity[] = [
  {
    key: 'act-photo',
    title: '“我眼中的城市”摄影大赛',
    summary: '用镜头记录城市之美，优秀作品将在地铁站展出。',
    cover: banner(3),
    content: '<p>征集时间：即日起至下月底。</p><h2>参赛要求</h2><ul><li>作品须为原创；</li><li>每人限投5幅；</li><li>题材不限，须与本市相关。</li></ul>',
    address: '线上投稿',
    start_offset_seconds: -5 * DAY,
    end_offset_seconds: 25 * DAY,
    signup_count: 764,
    status: 1,
  },
  {
    key: 'act-reading',
    title: '世界读书日·城市书房开放日',
    summary: '名家签售、亲子共读、旧书交换。',
    cover: banner(4),
    content: '<p>活动当天全市20家城市书房同步开放，欢迎市民参与。</p>',
    address: '全市各城市书房',
    start_offset_seconds: 6 * DAY,
    end_offset_seconds: 6 * DAY + 8 * HOUR,
    signup_count: 356,
    status: 0,
  },
];
