// Comments of the demo data set: level-1 comments with level-2 replies, stars and ip_location.
import { DAY, HOUR, MINUTE } from './demo-media';
import type { DemoComment } from './demo-types';

const USER_KEYS = [
  'u-demo',
  'u-xiaolin',
  'u-laochen',
  'u-ayu',
  'u-dawei',
  'u-momo',
  'u-zhang',
  'u-liu',
  'u-haibin',
  'u-qing',
  'u-runner',
  'u-teacher',
  'u-foodie',
  'u-student',
  'u-grandpa',
  'u-new',
];
const USER_PROVINCES: Record<string, string> = {
  'u-demo': '广东',
  'u-xiaolin': '北京',
  'u-laochen': '广东',
  'u-ayu': '上海',
  'u-dawei': '四川',
  'u-momo': '浙江',
  'u-zhang': '江苏',
  'u-liu': '广东',
  'u-haibin': '福建',
  'u-qing': '湖南',
  'u-runner': '广东',
  'u-teacher': '湖北',
  'u-foodie': '广西',
  'u-student': '陕西',
  'u-grandpa': '广东',
  'u-new': '海南',
};

/** Top-level comments on the paging article, newest first (index 0 is the newest). */
const ECONOMY_COMMENTS = [
  '数据亮眼，希望下半年继续保持！',
  '新能源汽车增长31.5%，这个速度太快了。',
  '服务消费起来了，周末出去吃饭都要排队。',
  '以旧换新确实实惠，上个月刚换了冰箱。',
  '外贸能稳住不容易，点赞。',
  '工业机器人产量增长快，说明制造业在升级。',
  '希望经济好了，工资也能涨一涨。',
  '“新三样”出口增长26.8%，厉害了。',
  '我们厂一季度订单确实多了不少。',
  '文旅这块增长最明显，景区人山人海。',
  '稳中有进，四个字很到位。',
  '集成电路也在增长，期待更多突破。',
  '消费回暖是好事，但房地产还需要加油。',
  '在外贸公司上班，能感觉到今年客户询价变多了。',
  '统计局的解读很清楚，学习了。',
  '小店生意也好了一些，继续努力！',
  '什么时候出二季度数据？',
  '一带一路国家占比快一半了，市场越来越多元。',
  '希望多出台促消费的政策。',
  '数据背后是无数人的努力。',
  '制造业是根本，支持！',
  '好好干，明年会更好。',
  '这篇报道图文并茂，看得很明白。',
  '春节假期出游人数真的多，高速堵了一路。',
  '作为学生看不太懂，但感觉是好消息。',
  '希望就业形势也越来越好。',
  '第一条评论留给家乡的好数据！',
  '关注经济，关注民生。',
];

let seq = 0;

function comment(
  item_key: string,
  user_key: string,
  content: string,
  published_seconds_ago: number,
  star_count: number,
  extra: Partial<DemoComment> = {},
): DemoComment {
  seq += 1;
  return {
    key: `c-${item_key}-${seq}`,
    item_key,
    user_key,
    content,
    published_seconds_ago,
    ip_location: USER_PROVINCES[user_key] ?? '广东',
    star_count,
    ...extra,
  };
}

const STARS = [0, 3, 12, 356, 1, 0, 45, 7, 2, 659, 0, 18, 5, 0, 66, 9, 0, 4, 23, 0, 1, 8, 0, 15, 2, 0, 31, 6];

const economyTop: DemoComment[] = ECONOMY_COMMENTS.map((content, i) =>
  comment(
    'a-economy',
    USER_KEYS[(i * 5 + 1) % USER_KEYS.length],
    content,
    40 + i * 9 * MINUTE,
    STARS[i % STARS.length],
  ),
);

function reply(
  parent: DemoComment,
  user_key: string,
  content: string,
  seconds_ago: number,
  star_count: number,
  replyTo?: string,
): DemoComment {
  return comment(parent.item_key, user_key, content, seconds_ago, star_count, {
    parent_key: parent.key,
    reply_to_user_key: replyTo ?? parent.user_key,
  });
}

const economyReplies: DemoComment[] = [
  reply(economyTop[0], 'u-laochen', '同感，下半年应该更好。', 30, 2),
  reply(economyTop[1], 'u-haibin', '我们厂的电池线都在满负荷生产。', 20 * MINUTE, 15),
  reply(economyTop[1], 'u-ayu', '确实，街上绿牌车越来越多了。', 15 * MINUTE, 4),
  reply(economyTop[1], 'u-xiaolin', '补贴政策也功不可没。', 10 * MINUTE, 0, 'u-haibin'),
  reply(economyTop[3], 'u-liu', '在哪里换的？补贴多少呀？', 1 * HOUR, 1),
  reply(economyTop[3], 'u-demo', '商场就能办，一级能效补贴20%。', 50 * MINUTE, 6, 'u-liu'),
  reply(economyTop[8], 'u-dawei', '什么厂？还招人吗？', 2 * HOUR, 0),
  reply(economyTop[12], 'u-laochen', '楼市也在慢慢企稳。', 3 * HOUR, 3),
];

const metroTop = [
  comment('a-metro', 'u-zhang', '参与建设了三年，终于通车了，自豪！', 45 * MINUTE, 1579),
  comment('a-metro', 'u-teacher', '以后去科学城上班方便多了。', 40 * MINUTE, 89),
  comment('a-metro', 'u-grandpa', '老人家坐地铁有优惠吗？', 35 * MINUTE, 12),
  comment('a-metro', 'u-runner', '首班车体验了一下，很平稳。', 30 * MINUTE, 34),
  comment('a-metro', 'u-momo', '站里的设计很有岭南特色。', 20 * MINUTE, 7),
  comment('a-metro', 'u-haibin', '希望早点延伸到我们区。', 10 * MINUTE, 0),
  comment('a-metro', 'u-new', '换乘通道有点长。', 55, 1),
];
const metroReplies = [
  reply(metroTop[0], 'u-xiaolin', '辛苦了！向建设者致敬！', 44 * MINUTE, 230),
  reply(metroTop[0], 'u-ayu', '致敬！', 43 * MINUTE, 12),
  reply(metroTop[2], 'u-liu', '65岁以上免费乘车。', 34 * MINUTE, 56),
  reply(metroTop[2], 'u-grandpa', '谢谢！', 33 * MINUTE, 2, 'u-liu'),
];

const aiTop = [
  comment('a-ai', 'u-student', '能听懂客家话太实用了。', 10 * HOUR, 23),
  comment('a-ai', 'u-grandpa', '我还是更习惯找窗口的工作人员。', 9 * HOUR, 8),
  comment('a-ai', 'u-xiaolin', 'AI会不会答错？', 8 * HOUR, 4),
];
const aiReplies: DemoComment[] = [
  {
    ...reply(aiTop[2], 'u-demo', '复杂问题会转人工的。', 7 * HOUR, 3),
    user_key: undefined,
    mp_key: 'mp-tech',
    ip_location: '北京',
  },
  reply(aiTop[1], 'u-qing', '窗口也一直保留着，两种都可以。', 8 * HOUR, 5),
];

const others: DemoComment[] = [
  comment('v-river', 'u-haibin', '航拍太美了，这就是我的家乡！', 1 * HOUR, 456),
  comment('v-river', 'u-qing', '背景音乐叫什么名字？', 50 * MINUTE, 3),
  comment('v-river', 'u-foodie', '看饿了，想去吃宵夜。', 30 * MINUTE, 0),
  comment('a-dimsum', 'u-foodie', '第三家我常去，虾饺一绝。', 20 * DAY, 78),
  comment('a-dimsum', 'u-momo', '收藏了，下次去广州打卡。', 15 * DAY, 9),
  comment('gl-spring', 'u-ayu', '周末就去！', 5 * HOUR, 2),
  comment('au-morning', 'u-grandpa', '每天早上必听。', 40 * MINUTE, 11),
  comment('a-space', 'u-xiaolin', '中国航天，了不起！', 8 * HOUR, 30952),
  comment('a-space', 'u-student', '梦想成为航天工程师。', 7 * HOUR, 120),
  comment('v-launch', 'u-dawei', '看了十遍还是热血沸腾。', 7 * DAY, 41943),
  comment('a-exam-policy', 'u-teacher', '家长们注意志愿填报时间的变化。', 2 * HOUR, 345),
  comment('a-marathon', 'u-runner', '跑完全马，PB了！', 18 * HOUR, 67),
  comment('a-flower-market', 'u-liu', '今年的年桔特别靓。', 10 * MINUTE, 5),
];
const otherReplies = [
  reply(others[1], 'u-haibin', '好像是原创配乐。', 45 * MINUTE, 1),
  reply(others[11], 'u-xiaolin', '恭喜恭喜！', 17 * HOUR, 4),
];

export const demoComments: DemoComment[] = [
  ...economyTop,
  ...economyReplies,
  ...metroTop,
  ...metroReplies,
  ...aiTop,
  ...aiReplies,
  ...others,
  ...otherReplies,
];
