// Clue reports, circles (dimim), law questions (fazak) and dejin pages of the demo data set.
import { DAY, HOUR, MINUTE, banner, cover, gallery, mpAvatar, sizeAttributes, userAvatar } from './demo-media';
import type {
  DemoCircle,
  DemoCircleContent,
  DemoCircleTopic,
  DemoClueChannel,
  DemoClueReport,
  DemoClueReporter,
  DemoClueTopic,
  DemoDejinCatalog,
  DemoDejinComment,
  DemoDejinPersonal,
  DemoDejinPost,
  DemoDejinTopic,
  DemoLawQuestion,
} from './demo-types';

// ------------------------------------------------------------------ clue reports

export const demoClueChannels: DemoClueChannel[] = [
  { key: 'cc-livelihood', name: '民生', sort: 1 },
  { key: 'cc-traffic', name: '交通', sort: 2 },
  { key: 'cc-environment', name: '环境', sort: 3 },
];

export const demoClueTopics: DemoClueTopic[] = [
  {
    key: 'ct-pothole',
    name: '路面坑洼',
    description: '家门口的路坏了？拍下来告诉我们。',
    cover: cover(23),
    view_count: 40720,
    channel_key: 'cc-traffic',
    recommended: true,
  },
  {
    key: 'ct-noise',
    name: '噪音扰民',
    description: '深夜施工、广场舞噪音，一起来反映。',
    cover: cover(24),
    view_count: 4374,
    channel_key: 'cc-livelihood',
    recommended: true,
  },
  {
    key: 'ct-parking',
    name: '停车难',
    description: '小区停车难、占道停车问题征集。',
    cover: cover(25),
    view_count: 8900,
    channel_key: 'cc-traffic',
    recommended: true,
  },
  {
    key: 'ct-river',
    name: '河涌治理',
    description: '身边河涌变清了吗？',
    cover: cover(14),
    view_count: 567,
    channel_key: 'cc-environment',
    recommended: false,
  },
  {
    key: 'ct-elevator',
    name: '加装电梯',
    description: '老楼加装电梯进展如何？',
    cover: cover(9),
    view_count: 824,
    channel_key: 'cc-livelihood',
    recommended: true,
  },
];

export const demoClueReporters: DemoClueReporter[] = [
  { user_key: 'u-demo', intro: '热心市民，关注身边事。', background: banner(3), fans_count: 128, follow_count: 36 },
  { user_key: 'u-laochen', intro: '退休老街坊，爱管闲事。', background: banner(4), fans_count: 938, follow_count: 12 },
  { user_key: 'u-liu', intro: '社区志愿者。', background: banner(1), fans_count: 56, follow_count: 8 },
];

export const demoClueReports: DemoClueReport[] = [
  {
    key: 'clue-pothole',
    reporter_key: 'u-laochen',
    title: '中山路与解放路交叉口路面塌陷，已有电动车摔倒',
    content: '今天早上路过发现路口有一个直径约一米的坑，下雨后看不清，已经有两辆电动车摔倒了，希望尽快修复。',
    images: [gallery(8), gallery(9)],
    address: '越秀区中山路与解放路交叉口',
    topic_keys: ['ct-pothole'],
    at_user_keys: ['u-demo'],
    status: 2,
    reply: {
      mp_key: 'mp-law',
      content: '已转交市政部门，施工队今天下午进场修复。感谢您的反映！',
      replied_seconds_ago: 3 * HOUR,
    },
    relate_item_keys: ['a-traffic'],
    view_count: 3368,
    like_count: 567,
    published_seconds_ago: 9 * HOUR,
    ip_location: '广东',
  },
  {
    key: 'clue-noise',
    reporter_key: 'u-demo',
    title: '小区旁工地凌晨两点还在施工',
    content: '连续一周每天凌晨还在打桩，老人小孩都睡不好，请相关部门管一管。',
    images: [gallery(10)],
    address: '天河区龙口西路',
    topic_keys: ['ct-noise'],
    at_user_keys: [],
    status: 1,
    relate_item_keys: [],
    view_count: 1306,
    like_count: 234,
    published_seconds_ago: 1 * DAY + 3 * HOUR,
    ip_location: '广东',
  },
  {
    key: 'clue-parking',
    reporter_key: 'u-demo',
    title: '学校门口接送时段车辆乱停，堵得水泄不通',
    content: '每天下午四点半，学校门口双向车道都被占满，建议设置临时停车区。',
    images: [gallery(11), gallery(12), gallery(1)],
    address: '海珠区江南大道中',
    topic_keys: ['ct-parking', 'ct-pothole'],
    at_user_keys: ['u-laochen', 'u-liu'],
    status: 0,
    relate_item_keys: ['a-exam-policy'],
    view_count: 890,
    like_count: 45,
    published_seconds_ago: 25 * MINUTE,
    ip_location: '广东',
  },
  {
    key: 'clue-elevator',
    reporter_key: 'u-liu',
    title: '加装电梯三个月了还没验收，什么时候能用？',
    content: '电梯已经装好三个月，一直没有通过验收，楼里好几位老人等着用。',
    images: [],
    address: '荔湾区多宝路',
    topic_keys: ['ct-elevator'],
    at_user_keys: ['u-demo'],
    status: 2,
    reply: {
      mp_key: 'mp-law',
      content: '经了解，电梯将于下周完成特种设备检验，预计月底投入使用。',
      replied_seconds_ago: 5 * DAY,
    },
    // Lift installation can be paid from the housing fund; the card's long source shows whole.
    relate_item_keys: ['a-housing'],
    view_count: 544,
    like_count: 123,
    published_seconds_ago: 8 * DAY,
    ip_location: '广东',
  },
  {
    key: 'clue-river',
    reporter_key: 'u-laochen',
    title: '河涌清澈了，还能看到小鱼',
    content: '家门口的河涌经过整治，现在水变清了，傍晚散步的人多了不少，点赞！',
    images: [gallery(2)],
    address: '白云区景泰涌',
    topic_keys: ['ct-river'],
    at_user_keys: [],
    status: 1,
    relate_item_keys: ['a-wetland'],
    view_count: 678,
    like_count: 89,
    published_seconds_ago: 30 * DAY,
    ip_location: '广东',
  },
];

// Generated reports beside the hand-written ones, so a topic's reports, a reporter's clues and the
// clues that mention a user each have a second page. Their `more-` keys seed them after every family
// (seed.ts), so no public id of the others moves. Each is its own problem of the road surface, in
// its own words: [title, content, address, official reply or none].
const MORE_CLUES: [string, string, string, string | undefined][] = [
  [
    '东风路公交站旁井盖缺了一角，晚上很危险',
    '东风路公交站往东二十米的雨水井盖缺了一块，缺口能塞进一只脚。晚上路灯暗，已经看到有人差点踩空。',
    '越秀区东风中路',
    '已联系排水公司更换井盖，现场已放置警示锥。',
  ],
  [
    '农林下路燃气管道施工后，路面回填不平',
    '上个月燃气管道施工挖开的路面，回填后比旁边低了五六厘米，汽车开过去咯噔一下，电动车更容易打滑。',
    '越秀区农林下路',
    undefined,
  ],
  [
    '环市东路辅道减速带断成两截，螺丝露在外面',
    '酒店门口辅道的橡胶减速带断了，固定螺丝翘起来好几颗，前几天有辆自行车爆胎。',
    '越秀区环市东路',
    '道路养护单位已拆除损坏的减速带，新减速带本周安装。',
  ],
  [
    '人民北路盲道被共享单车挡了一整段',
    '地铁口出来的盲道上每天停满共享单车，视障朋友根本走不过去，希望划定停车区并定时清理。',
    '越秀区人民北路',
    undefined,
  ],
  [
    '黄埔大道掉头口路面开裂，裂缝越来越宽',
    '掉头口的沥青路面有一条一米多长的裂缝，最宽的地方能放进一根手指，大货车经过时能看到边缘在往下塌。',
    '天河区黄埔大道西',
    undefined,
  ],
  [
    '广州大道中隧道口积水，一下雨就成了小河',
    '隧道出口旁的排水口被落叶堵住，每次下雨积水能没过脚踝，行人只能贴着墙走。',
    '天河区广州大道中',
    '已安排清疏排水口，雨季前将加装截水沟。',
  ],
  [
    '沿江中路绿道木栈道有几块木板松脱',
    '海珠桥下那段木栈道，有三四块木板一踩就翘起来，晚上跑步的人多，容易绊倒。',
    '越秀区沿江中路',
    undefined,
  ],
  [
    '工业大道非机动车道被挖开后一直没恢复',
    '两周前非机动车道挖开铺电缆，到现在还用铁板盖着，铁板边缘翘起来，骑车只能绕到机动车道上。',
    '海珠区工业大道中',
    undefined,
  ],
  [
    '昌岗路学校门口斑马线褪色，几乎看不见',
    '小学门口的斑马线磨得只剩几道白印，早上送孩子的车多，司机经常看不到要礼让。',
    '海珠区昌岗中路',
    '交警部门已安排重新施划斑马线，并增设“学校区域”提示牌。',
  ],
  [
    '江南西路老树根把人行道顶得凹凸不平',
    '几棵老榕树的根把人行道砖顶得拱起来，高低差有十几厘米，推婴儿车和轮椅都过不去。',
    '海珠区江南西路',
    undefined,
  ],
  [
    '宝岗大道路口的雨水篦子少了两根铁条',
    '路口转角的雨水篦子缺了两根铁条，缝隙正好卡住自行车轮子，早上看到一位阿伯连人带车摔了。',
    '海珠区宝岗大道',
    undefined,
  ],
  [
    '东晓路地铁施工围挡外的临时便道太窄',
    '围挡把人行道占了大半，剩下的便道不到一米宽，对面来人就得侧身，下雨天还全是泥。',
    '海珠区东晓路',
    '已要求施工单位拓宽便道并铺设防滑垫，每日清扫。',
  ],
  [
    '新港西路快递车把人行道压出了一片坑',
    '写字楼后门的人行道每天都有快递三轮车开上去卸货，地砖被压碎了一大片，积水一直不干。',
    '海珠区新港西路',
    undefined,
  ],
  [
    '南洲路天桥台阶防滑条脱落，老人下楼要扶着走',
    '天桥南侧台阶的金属防滑条掉了好几根，台阶边缘已经磨圆，下雨天特别滑。',
    '海珠区南洲路',
    undefined,
  ],
];

demoClueReports.push(
  ...MORE_CLUES.map(([title, content, address, reply], i): DemoClueReport => ({
    key: `more-clue-${i + 1}`,
    reporter_key: 'u-laochen',
    title,
    content,
    images: i % 3 === 0 ? [gallery((i % 12) + 1)] : [],
    address,
    topic_keys: ['ct-pothole'],
    at_user_keys: ['u-demo'],
    status: reply ? 2 : ((i % 2) as 0 | 1),
    ...(reply ? { reply: { mp_key: 'mp-law', content: reply, replied_seconds_ago: (i + 1) * 5 * HOUR } } : {}),
    relate_item_keys: [],
    view_count: [412, 1306, 287, 2054, 356, 1789, 198, 643, 3120, 975, 1402, 538, 724, 261][i],
    like_count: [37, 154, 12, 286, 19, 201, 9, 48, 433, 102, 167, 41, 63, 15][i],
    published_seconds_ago: (i + 2) * 11 * HOUR,
    ip_location: '广东',
  })),
);

// ------------------------------------------------------------------ circles (dimim)

// Generated circles and posts beside the hand-written ones, so every circle list has more than one page.
// Their `more-` keys seed them after every family (seed.ts), so no public id of the others moves.
/** [name, description, members] of the generated circles. */
const MORE_CIRCLES: [string, string, number][] = [
  ['摄影爱好者', '扫街、人像、风光，每周六晚发布一期作业点评。', 2874],
  ['读书会', '每月共读一本书，月底在北京路书店线下分享。', 961],
  ['骑行俱乐部', '周末绿道骑行，新手也有人带，记得戴头盔。', 1538],
  ['萌宠日记', '晒猫晒狗，交流领养、疫苗和附近的宠物医院。', 6207],
  ['手作工坊', '陶艺、皮具、滴胶，分享作品也分享工作室。', 412],
  ['园艺小站', '阳台种菜、多肉养护，换苗换种子请看置顶。', 733],
  ['观鸟社', '海珠湿地、南沙湿地观鸟记录，拍到好鸟来报。', 258],
  ['咖啡研究所', '探店、手冲、豆子团购，只聊咖啡不聊别的。', 1126],
  ['登山队', '白云山、火炉山、帽峰山，每月一次徒步活动。', 847],
  ['桌游之夜', '周五晚上组局，狼人杀、卡坦岛、剧本杀都有。', 329],
  ['乐器交流', '吉他、尤克里里、古筝，零基础也欢迎来练琴。', 586],
];

export const demoCircles: DemoCircle[] = [
  {
    key: 'circle-run',
    name: '城市跑团',
    avatar: mpAvatar(3),
    cover: banner(3),
    description: '约跑、分享路线、交流装备。',
    member_count: 3418,
  },
  {
    key: 'circle-food',
    name: '吃在岭南',
    avatar: mpAvatar(2),
    cover: banner(4),
    description: '好吃的都在这里。',
    member_count: 12890,
  },
  ...MORE_CIRCLES.map(([name, description, member_count], i) => ({
    key: `more-circle-${i + 1}`,
    name,
    avatar: mpAvatar((i % 6) + 1),
    cover: banner((i % 4) + 1),
    description,
    member_count,
  })),
];

export const demoCircleTopics: DemoCircleTopic[] = [
  {
    key: 'cit-morning-run',
    circle_key: 'circle-run',
    name: '晨跑打卡',
    description: '每天晨跑，打卡记录。',
    cover: cover(22),
    view_count: 5787,
  },
  {
    key: 'cit-gear',
    circle_key: 'circle-run',
    name: '装备测评',
    description: '跑鞋、手表、压缩衣。',
    cover: cover(13),
    view_count: 1784,
  },
  {
    key: 'cit-dimsum',
    circle_key: 'circle-food',
    name: '早茶地图',
    description: '你私藏的早茶店。',
    cover: cover(21),
    view_count: 9459,
  },
];

/** The morning-run topic's further posts, each a different morning: [author, text, views, likes]. */
const MORE_RUN_POSTS: [string, string, number, number][] = [
  ['u-runner', '打卡：二沙岛一圈半，7.5公里。岛上遛狗的人比跑步的还多，一路被柯基追着跑。', 186, 24],
  ['u-xiaolin', '第一次五点半起床跑步，天还没亮，江边已经有人在打太极了。跑了4公里，腿有点酸。', 97, 11],
  ['u-demo', '今天跑团集体课练间歇：400米快跑加200米慢跑，八组下来心率180，教练说下周加到十组。', 342, 57],
  ['u-liu', '膝盖有点不舒服，今天改成快走6公里。跑团的大哥说先去做个体态评估，别硬撑。', 121, 18],
  ['u-runner', '雾很大，珠江对岸的楼都看不见。配速放慢到6分，跑了10公里，头发全湿了。', 208, 35],
  ['u-xiaolin', '终于把5公里跑进了30分钟！从一个月前的37分钟一点点练上来，谢谢群里的配速计划。', 455, 96],
  ['u-demo', '带了两个新朋友一起跑，聊着天跑了5公里，一点都不觉得累。下周六继续，有人一起吗？', 133, 14],
  ['u-liu', '换了一双缓震跑鞋，脚底舒服很多。今天跑了8公里，回来顺路买了肠粉当早餐。', 164, 22],
  ['u-runner', '半马备赛第三周，今天LSD长距离18公里，后半程补了一支能量胶，状态比想象的好。', 512, 88],
  ['u-xiaolin', '下小雨也出门了，穿了防风外套跑了5公里。雨天跑步的人少，整条绿道都是自己的。', 118, 16],
  ['u-demo', '今天不跑量，练了半小时核心和拉伸。跑团教练说，力量练好了，跑步才不容易受伤。', 89, 9],
  ['u-liu', '膝盖恢复了，试着跑了3公里，没有再疼。慢慢来，先把跑姿调对。', 76, 13],
  ['u-runner', '从海珠桥跑到猎德大桥再折返，正好12公里。日出的时候江面全是金色的，值得早起。', 627, 141],
  ['u-xiaolin', '连续跑满一个月了！一共跑了92公里，体重掉了两公斤，最大的变化是晚上睡得特别好。', 803, 172],
];

export const demoCircleContents: DemoCircleContent[] = [
  {
    key: 'cic-1',
    circle_key: 'circle-run',
    topic_keys: ['cit-morning-run'],
    user_key: 'u-runner',
    content: '今天沿江跑了12公里，配速5分半，日出太美了！',
    images: [cover(22), gallery(7)],
    published_seconds_ago: 2 * HOUR,
    view_count: 507,
    like_count: 89,
    comment_count: 12,
    ip_location: '广东',
  },
  {
    key: 'cic-2',
    circle_key: 'circle-run',
    topic_keys: ['cit-gear'],
    user_key: 'u-xiaolin',
    content: '新买的碳板跑鞋，上脚感受：回弹很足，但新手慎用。',
    images: [gallery(3)],
    published_seconds_ago: 3 * DAY,
    view_count: 567,
    like_count: 34,
    comment_count: 5,
    ip_location: '北京',
  },
  {
    key: 'cic-3',
    circle_key: 'circle-run',
    topic_keys: ['cit-morning-run'],
    user_key: 'u-demo',
    content: '周六早上7点海心沙集合，一起跑10公里，有人吗？',
    images: [],
    published_seconds_ago: 40 * MINUTE,
    view_count: 89,
    like_count: 6,
    comment_count: 3,
    ip_location: '广东',
  },
  {
    key: 'cic-4',
    circle_key: 'circle-food',
    topic_keys: ['cit-dimsum'],
    user_key: 'u-foodie',
    content: '推荐一家藏在巷子里的老茶楼，虾饺皇必点！',
    images: [gallery(5), gallery(6), gallery(4)],
    published_seconds_ago: 1 * DAY,
    view_count: 1476,
    like_count: 321,
    comment_count: 45,
    ip_location: '广西',
  },
  {
    key: 'cic-5',
    circle_key: 'circle-food',
    topic_keys: [],
    user_key: 'u-momo',
    content: '第一次吃双皮奶，原来是这个味道！',
    images: [gallery(8)],
    published_seconds_ago: 15 * DAY,
    view_count: 766,
    like_count: 156,
    comment_count: 23,
    ip_location: '浙江',
  },
  {
    key: 'more-cic-law',
    circle_key: 'circle-run',
    topic_keys: ['cit-gear'],
    user_key: 'u-xiaolin',
    content: '网购的跑鞋穿了一周就开胶，商家不给退，律师是这么说的：',
    images: [],
    published_seconds_ago: 10 * MINUTE,
    view_count: 321,
    like_count: 18,
    comment_count: 4,
    ip_location: '北京',
    question_key: 'law-refund',
  },
  ...MORE_RUN_POSTS.map(([user_key, content, view_count, like_count], i) => ({
    key: `more-cic-${i + 1}`,
    circle_key: 'circle-run',
    topic_keys: ['cit-morning-run'],
    user_key,
    content,
    images: i % 3 === 0 ? [gallery((i % 12) + 1)] : [],
    published_seconds_ago: (i + 1) * 13 * HOUR,
    view_count,
    like_count,
    comment_count: [3, 0, 7, 1, 2, 5, 0, 4, 1, 9, 2, 0, 3, 6][i],
    ip_location: '广东',
  })),
];

// ------------------------------------------------------------------ law questions (fazak)

/** Further answers to law-refund, each from a different lawyer: [lawyer, firm, answer, likes]. */
const REFUND_ANSWERS: [string, string, string, number][] = [
  [
    '赵律师',
    '岭南正平律师事务所',
    '一周就坏，属于典型的质量问题。先别急着送修，让商家出具书面的检测结论，修过一次后再要求退货会更被动。',
    41,
  ],
  ['钱律师', '珠江律师事务所', '商家“超过七天不退”的说法不成立。', 27],
  [
    '孙律师',
    '越秀明法律师事务所',
    '建议分三步走：一是截图保存商品页面和聊天记录；二是通过平台申请售后，选择“质量问题”而不是“七天无理由”；三是平台处理不了，再向商家所在地市场监管部门投诉。多数情况下走到第二步就能解决。',
    36,
  ],
  [
    '周律师',
    '南岭律师事务所',
    '空气净化器属于家用电器，适用三包规定：七日内出现性能故障可选择退货，十五日内可选择换货。您已超过七天，可以先要求换货。',
    19,
  ],
  [
    '吴律师',
    '羊城法衡律师事务所',
    '如果商家拒不履行，可以到12315平台提交投诉，写清订单号、故障现象和诉求，一般七个工作日内会有回复。',
    12,
  ],
  [
    '郑律师',
    '天河律师事务所',
    '平台对入驻商家负有管理责任。商家不处理时，可以在订单页申请平台介入，平台先行赔付的情况并不少见。',
    15,
  ],
  ['冯律师', '番禺公信律师事务所', '注意保留故障视频，最好拍到开机、报错的全过程，这是证明质量问题最直接的证据。', 23],
  ['陈律师', '海珠德润律师事务所', '金额不大的话，诉讼成本偏高，更推荐调解。消费者协会的调解不收费，成功率也不低。', 8],
  [
    '褚律师',
    '白云正言律师事务所',
    '问一下，商品详情页有没有写“不支持退货”？即使写了，质量问题也不受这类格式条款约束，这种条款对消费者无效。',
    11,
  ],
  [
    '卫律师',
    '荔湾律师事务所',
    '若商家存在虚假宣传，比如宣传的净化效率与实际严重不符，还可以主张退一赔三，最低赔偿五百元。',
    31,
  ],
  [
    '蒋律师',
    '黄埔立信律师事务所',
    '同意楼上几位的意见。补充一点：维修期间可以要求商家提供备用机，或者按天折算给予补偿。',
    5,
  ],
  ['沈律师', '南沙律师事务所', '先协商，再投诉，最后诉讼。', 3],
];

export const demoLawQuestions: DemoLawQuestion[] = [
  {
    key: 'law-refund',
    user_key: 'u-ayu',
    title: '网购商品有质量问题，商家拒绝退货怎么办？',
    content: '在网上买了一台空气净化器，用了一周就坏了，商家说超过七天不给退，只能维修，这样合理吗？',
    category: '消费维权',
    published_seconds_ago: 2 * DAY,
    view_count: 1374,
    answers: [
      {
        key: 'law-refund-a1',
        lawyer_name: '王律师',
        lawyer_avatar: userAvatar(12),
        law_firm: '南岭律师事务所',
        content:
          '根据《消费者权益保护法》第二十四条，商品存在质量问题的，消费者可以要求退货、更换或修理。七日无理由退货针对的是非质量问题；质量问题不受七日限制，建议保留聊天记录和检测报告，向平台投诉或拨打12315。',
        published_seconds_ago: 1 * DAY + 20 * HOUR,
        like_count: 234,
      },
      {
        key: 'law-refund-a2',
        lawyer_name: '李律师',
        lawyer_avatar: userAvatar(7),
        law_firm: '珠江律师事务所',
        content: '补充一点：商品在三包有效期内修理两次仍不能正常使用的，经营者应当负责更换或者退货。',
        published_seconds_ago: 1 * DAY,
        like_count: 56,
      },
      // More answers, so the answer list has more than one page: [lawyer, firm, answer, likes].
      ...REFUND_ANSWERS.map(([lawyer_name, law_firm, content, like_count], i) => ({
        key: `law-refund-gen-${i + 1}`,
        lawyer_name,
        lawyer_avatar: userAvatar(((i * 5) % 16) + 1),
        law_firm,
        content,
        published_seconds_ago: 20 * HOUR - i * 83 * MINUTE,
        like_count,
      })),
    ],
  },
  {
    key: 'law-wage',
    user_key: 'u-dawei',
    title: '公司拖欠工资两个月，可以直接辞职并要求补偿吗？',
    content: '公司以经营困难为由已经两个月没发工资了，我想辞职，能拿到经济补偿吗？',
    category: '劳动纠纷',
    published_seconds_ago: 6 * HOUR,
    view_count: 890,
    answers: [
      {
        key: 'law-wage-a1',
        lawyer_name: '陈律师',
        lawyer_avatar: userAvatar(3),
        law_firm: '南岭律师事务所',
        content:
          '可以。根据《劳动合同法》第三十八条，用人单位未及时足额支付劳动报酬的，劳动者可以解除劳动合同，并可依法要求经济补偿。建议以书面形式通知解除，并注明理由。',
        published_seconds_ago: 5 * HOUR,
        like_count: 78,
      },
    ],
  },
  {
    key: 'law-neighbor',
    user_key: 'u-grandpa',
    title: '楼上漏水导致我家天花板发霉，物业不管怎么办？',
    content: '',
    category: '邻里纠纷',
    published_seconds_ago: 30 * DAY,
    view_count: 234,
    answers: [],
  },
];

// ------------------------------------------------------------------ dejin

export const demoDejinCatalogs: DemoDejinCatalog[] = [
  { key: 'dc-life', name: '生活', icon: mpAvatar(2), sort: 1 },
  { key: 'dc-travel', name: '旅行', icon: mpAvatar(3), sort: 2 },
  { key: 'dc-parenting', name: '亲子', icon: mpAvatar(5), sort: 3 },
  { key: 'dc-weekend', name: '周末去哪儿', icon: mpAvatar(6), sort: 1, parent_key: 'dc-travel' },
];

export const demoDejinTopics: DemoDejinTopic[] = [
  { key: 'dt-weekend', name: '周末好去处', description: '分享你的周末行程。', cover: cover(6), view_sum: 8589 },
  { key: 'dt-homecook', name: '家常菜', description: '一日三餐，用心生活。', cover: cover(21), view_sum: 23624 },
  { key: 'dt-kids', name: '遛娃攻略', description: '带娃去哪儿玩？', cover: cover(12), view_sum: 8901 },
  // The topics the home page's topic cards name (demo-items: topic_name), keyed `more-` like every
  // record added after the first public ids were handed out.
  {
    key: 'more-dt-spring',
    name: '春天的第一口鲜',
    description: '分享你的春日时令美食。',
    cover: cover(21),
    view_sum: 14208,
  },
  {
    key: 'more-dt-city',
    name: '我家门口的城市微更新',
    description: '晒出你家门口的新变化。',
    cover: cover(14),
    view_sum: 128900,
  },
];

// Every dejin author has a personal page record: fans and follows are the author's (the platform
// keeps them); the likes of the header are the sum of their posts' likes, counted when answering.
export const demoDejinPersonals: DemoDejinPersonal[] = [
  {
    user_key: 'u-momo',
    intro: '爱旅行的猫奴，足迹遍布20个省份。',
    background: banner(2),
    fans_count: 2068,
    follow_count: 123,
  },
  { user_key: 'u-foodie', intro: '专注家常菜十年。', background: banner(4), fans_count: 890, follow_count: 45 },
  // Added after the first public ids were handed out: keyed `more-` so they go in last.
  {
    key: 'more-dpp-ayu',
    user_key: 'u-ayu',
    intro: '周末带娃到处跑。',
    background: banner(1),
    fans_count: 312,
    follow_count: 87,
  },
  {
    key: 'more-dpp-runner',
    user_key: 'u-runner',
    intro: '每天晨跑十公里，骑行也来。',
    background: banner(3),
    fans_count: 1024,
    follow_count: 210,
  },
  {
    key: 'more-dpp-liu',
    user_key: 'u-liu',
    intro: '老广的厨房，汤水最拿手。',
    background: banner(4),
    fans_count: 673,
    follow_count: 36,
  },
  {
    key: 'more-dpp-haibin',
    user_key: 'u-haibin',
    intro: '海边长大，喜欢露营。',
    background: banner(2),
    fans_count: 156,
    follow_count: 98,
  },
  {
    key: 'more-dpp-teacher',
    user_key: 'u-teacher',
    intro: '初三班主任，也是两个孩子的妈妈。',
    background: banner(1),
    fans_count: 678,
    follow_count: 54,
  },
  {
    key: 'more-dpp-qing',
    user_key: 'u-qing',
    intro: '喜欢古村落和慢时光。',
    background: banner(3),
    fans_count: 89,
    follow_count: 120,
  },
];

const DEJIN_POSTS: [string, string, string, string[], number][] = [
  ['周末带娃去湿地公园看候鸟，记得带望远镜', 'dc-parenting', 'u-momo', ['dt-kids', 'dt-weekend'], 5071],
  ['10分钟搞定的番茄炒蛋，酸甜下饭', 'dc-life', 'u-foodie', ['dt-homecook'], 14242],
  ['两天一夜古镇游：吃住行全攻略', 'dc-travel', 'u-momo', ['dt-weekend'], 13058],
  ['白切鸡的秘诀：浸三次，冰水过凉', 'dc-life', 'u-foodie', ['dt-homecook'], 8147],
  ['雨天遛娃好去处：五家室内科技馆', 'dc-parenting', 'u-ayu', ['dt-kids'], 7890],
  ['花海骑行路线，全程平路适合新手', 'dc-weekend', 'u-runner', ['dt-weekend'], 1136],
  ['煲汤不放盐？老广的五款家常靓汤', 'dc-life', 'u-liu', ['dt-homecook'], 33260],
  ['海边露营装备清单，第一次露营必看', 'dc-travel', 'u-haibin', ['dt-weekend'], 1241],
  ['亲子手工：用旧纸箱做一座小房子', 'dc-parenting', 'u-teacher', ['dt-kids'], 866],
  ['古村落里的慢时光，一个人也很好', 'dc-travel', 'u-qing', ['dt-weekend'], 987],
  ['砂锅煲仔饭在家也能做出锅巴', 'dc-life', 'u-foodie', ['dt-homecook'], 20098],
  ['带爸妈旅行，这些细节要注意', 'dc-travel', 'u-momo', ['dt-weekend'], 3072],
];

// Generated posts of the home page's topics: 春天的第一口鲜 has a second page (limit 10), and so has
// u-momo's personal page.
const SPRING_DISHES = [
  '香椿炒蛋',
  '清炒豌豆尖',
  '春笋焖肉',
  '荠菜馄饨',
  '艾草青团',
  '蒜苗炒腊肉',
  '凉拌马兰头',
  '枸杞叶猪肝汤',
  '韭菜盒子',
  '蚕豆炒虾仁',
  '菜心炒牛肉',
  '油焖春笋',
];
/** Titles of the spring-greens posts, in the order of SPRING_DISHES. */
const SPRING_TITLES = [
  '香椿冒芽了，春天的头一盘香椿炒蛋',
  '清炒豌豆尖：春日菜市场最抢手的一把绿',
  '春笋焖五花肉，笋比肉先被抢光',
  '踏春顺手挖荠菜，回家包了两百个馄饨',
  '春天的艾草青团，豆沙和咸蛋黄各一半',
  '蒜苗炒腊肉：春季蒜苗最嫩的时候别错过',
  '凉拌马兰头，一口就是江南的春天',
  '春日一碗枸杞叶猪肝汤，十分钟就能上桌',
  '春天头茬韭菜做盒子，一次煎了二十个',
  '蚕豆炒虾仁，剥豆子是全家春天的活动',
  '菜心炒牛肉：春天的菜心甜得不用放糖',
  '油焖春笋，冷了也好吃的春季便当菜',
];
const MORE_DEJIN_POSTS: [string, string, string, string[], number][] = [
  ...SPRING_DISHES.map((_dish, i): [string, string, string, string[], number] => [
    SPRING_TITLES[i],
    'dc-life',
    i % 2 === 0 ? 'u-momo' : 'u-foodie',
    ['more-dt-spring', 'dt-homecook'],
    [9130, 6420, 8870, 5210, 7640, 3980, 2760, 4390, 6950, 3310, 5870, 4720][i],
  ]),
  ['老街口装了新座椅，街坊们有地方歇脚了', 'dc-life', 'u-momo', ['more-dt-city'], 2080],
  ['小区旁的口袋公园开放了，晚上散步好去处', 'dc-weekend', 'u-momo', ['more-dt-city'], 1681],
];

/** The first paragraph of each post, in the order of DEJIN_POSTS then MORE_DEJIN_POSTS. */
const DEJIN_BODIES = [
  '十一月开始，湿地公园的候鸟陆续到了。我们早上八点到，观鸟屋里已经有不少家长，孩子第一次看到黑脸琵鹭，激动得不肯走。',
  '番茄先划十字烫一下去皮，蛋液里加一小勺水炒得更嫩；番茄炒出汁后加半勺糖，再把鸡蛋倒回去翻匀，前后不到十分钟。',
  '周六一早坐高铁过去，一个小时就到。住在河边的民宿，晚上古镇人少了，沿着石板路走一圈，比白天安静得多。',
  '整鸡冷水下锅会把皮煮破，要提着鸡在滚水里浸三次再放下去，小火浸二十分钟，捞起马上泡冰水，皮才爽脆。',
  '连下了一周雨，孩子在家快闷坏了。这五家科技馆都在地铁站附近，其中两家周二免费，记得提前在公众号预约。',
  '从地铁站出来就是绿道入口，单程十八公里，几乎没有坡。沿途有三个补给点，花期在周末人比较多，建议早上出发。',
  '老广饭桌上不能少一碗汤。冬瓜薏米汤祛湿，粉葛赤小豆汤清热，火候到了，汤自然就有味道，盐最后再放也不迟。',
  '第一次露营最容易忘的是防潮垫和头灯。海边风大，帐篷地钉要选长一点的，晚上气温会比市区低五六度。',
  '快递纸箱别急着扔。剪出门窗，用胶带拼出屋顶，再让孩子自己涂颜色，一个下午就能做好，孩子说要在里面睡觉。',
  '村子里的老房子大多还有人住，巷子窄得只能一个人走。找了一家祠堂边的茶铺坐了一下午，什么都不做也很舒服。',
  '煲仔饭的锅巴靠最后一步：饭收水后沿着锅边淋一圈油，转着锅小火烤两分钟，听到噼啪声就可以关火了。',
  '带爸妈出门，行程别排太满，一天两个景点足够。提前查好无障碍通道，酒店尽量选有电梯、离地铁近的。',
  '香椿要选嫩芽，焯水三十秒去掉涩味，切碎拌进蛋液，油热下锅，一翻面就出锅，春天的味道全在这一口里。',
  '豌豆尖只取最嫩的一截，蒜蓉爆香后大火快炒，加一点盐和几滴水，炒到刚变色就装盘，多炒一秒都会老。',
  '春笋先切块焯水，五花肉煸出油再下笋一起焖。笋吸饱了肉汁，比肉还抢手，一锅端上桌很快就见底了。',
  '荠菜洗净焯水后挤干切碎，和肉馅一比一拌匀。馄饨皮买市场上现压的薄皮，下锅浮起来再煮一分钟就好。',
  '艾草汁和糯米粉揉成团，包进豆沙或咸蛋黄，上锅蒸十五分钟。刷一层薄油，放凉了也不粘手。',
  '家里剩了半截腊肉，切薄片先煸出油，再下蒜苗大火翻炒，腊肉的咸香配上蒜苗的清甜，一碗饭不够吃。',
  '马兰头焯水后过凉，挤干水分切得越细越好，拌上香干碎，淋一点麻油和生抽，就是一道清爽的凉菜。',
  '枸杞叶摘下叶子，梗留着先煮汤底。猪肝切薄片用姜丝腌一下，水开后下锅，变色就关火，汤鲜肝嫩。',
  '韭菜切碎后先拌一勺油锁住水分，再加鸡蛋和虾皮。饼皮擀薄一点，平底锅小火煎到两面金黄。',
  '蚕豆剥两层皮才嫩，虾仁用蛋清和淀粉抓匀，先滑一下再和蚕豆一起炒，颜色好看，味道也清甜。',
  '牛肉逆纹切片，用生抽、淀粉和一点小苏打腌十分钟。菜心梗叶分开下锅，最后下牛肉，全程大火。',
  '油焖春笋的关键是多放一点油和糖，小火慢慢焖到汁浓红亮。冷了也好吃，可以多做一点当第二天的便当菜。',
  '街口那棵老榕树下新装了六张长椅，还加了扶手。以前街坊们只能坐在台阶上，现在傍晚总有人坐着聊天。',
  '原来堆杂物的空地变成了口袋公园，有步道、儿童滑梯和健身器材，晚上灯光也足，饭后下楼走两圈刚好。',
];

export const demoDejinPosts: DemoDejinPost[] = [
  ...DEJIN_POSTS.map((post, i) => [`dp-${i + 1}`, i, post] as const),
  ...MORE_DEJIN_POSTS.map((post, i) => [`more-dp-${i + 1}`, DEJIN_POSTS.length + i, post] as const),
].map(([key, i, [title, catalog_key, user_key, topic_keys, view_sum]]) => ({
  key,
  catalog_key,
  user_key,
  title,
  summary: `${DEJIN_BODIES[i].slice(0, 24)}……`,
  content: `<p>${DEJIN_BODIES[i]}</p><p><img src="${gallery((i % 12) + 1)}"${sizeAttributes(gallery((i % 12) + 1))} alt="${title}"></p><p>欢迎在评论区分享你的经验。</p>`,
  cover: gallery((i % 12) + 1),
  images: [gallery((i % 12) + 1), gallery(((i + 5) % 12) + 1)],
  topic_keys,
  view_sum,
  like_count: Math.round(view_sum * 0.05),
  published_seconds_ago: (i + 1) * 19 * HOUR,
  ip_location: i % 3 === 0 ? '浙江' : '广东',
}));

// Comments of the dejin posts (a post's comment_count is the number of its comments), each written
// for its post: a question, a tip or a thank-you about what the post says. The site shows them
// read-only; writing one is done in the app. In the order of demoDejinPosts; an empty list: none.
const DEJIN_COMMENT_TEXTS: string[][] = [
  // dp-1 wetland birds with children
  [
    '观鸟屋要提前预约吗？上次去排了半小时。',
    '黑脸琵鹭一般在哪个区域能看到？',
    '我家孩子看完回来画了一整本鸟，哈哈。',
    '建议带双筒望远镜，8倍的就够用了。',
  ],
  // dp-2 tomato and eggs
  [
    '蛋液里加水这个方法试了，真的嫩很多。',
    '番茄要选沙瓤的，炒出来汁多。',
    '我喜欢最后撒一点葱花，颜色也好看。',
    '加糖还是加番茄酱？我家一直是加番茄酱。',
    '大学宿舍第一次学会的菜就是这个。',
    '出锅前勾个薄芡，汤汁能挂在鸡蛋上。',
  ],
  // dp-3 old town
  ['河边的民宿叫什么名字？想订同一家。', '晚上的古镇确实更有味道，白天人太多了。', '高铁站到古镇有接驳车吗？'],
  // dp-4 white-cut chicken
  [
    '浸三次这个细节很关键，我以前都是直接下锅。',
    '蘸料是沙姜还是姜葱？',
    '冰水里可以加几块冰，皮会更爽。',
    '用的是清远鸡吗？',
    '照着做了，骨头里还有一点点血色，正宗！',
  ],
  // dp-5 indoor science museums
  ['周二免费的是哪两家？', '第三家的恐龙展孩子特别喜欢。'],
  // dp-6 flower-field cycling route
  [],
  // dp-7 old-style soups
  [
    '冬瓜薏米汤要不要放陈皮？',
    '粉葛赤小豆汤我妈每周都煲，加一块猪骨就很鲜。',
    '盐最后放这点同意，早放肉会柴。',
    '煲汤用砂锅还是电炖锅好？',
    '作为北方人第一次知道汤还要煲三个小时。',
    '可以出一期适合上班族的快手汤吗？',
    '老火汤的火候真的急不来。',
    '想问一下粉葛要不要去皮？',
    '五指毛桃汤也很好喝，推荐试试。',
    '收藏了，每周照着煲一款。',
    '汤渣别扔，蘸酱油也好吃。',
    '我外婆说煲汤水要一次加够，中途加水味道就淡了。',
  ],
  // dp-8 seaside camping
  ['海边晚上会不会有蚊子？', '头灯真的不能忘，有一次摸黑搭帐篷太惨了。'],
  // dp-9 cardboard house
  ['周末就带女儿做一个，还可以开个窗户。', '用了美纹纸胶带，撕下来不留痕。', '孩子非要在纸箱里吃晚饭，笑死。'],
  // dp-10 old village
  [],
  // dp-11 claypot rice
  [
    '沿锅边淋油这一步学到了。',
    '腊肠要提前泡一下吗？',
    '用铸铁锅可以吗，家里没有砂锅。',
    '噼啪声一响就关火，锅巴刚刚好。',
    '最后淋的酱油是怎么调的？',
    '在家做比外面的料还足。',
    '电饭煲版的煲仔饭有没有教程？',
  ],
  // dp-12 travelling with parents
  ['一天两个景点真的够了，老人家走不动。', '酒店选离地铁近的，出门方便太多。'],
  // more-dp-1 Chinese toon and eggs
  ['香椿焯水这一步千万别省，不然会发涩。', '菜市场的香椿一斤要三十多，贵也要吃。'],
  // more-dp-2 pea shoots
  ['豌豆尖就要大火快炒，慢一点就黄了。'],
  // more-dp-3 bamboo shoots and pork
  ['春笋焯水时加一点米，去涩更干净。', '我家也是笋先被夹完，肉剩一半。', '五花肉要不要先炒糖色？'],
  // more-dp-4 shepherd's purse wontons
  [],
  // more-dp-5 mugwort rice cakes
  ['艾草是自己摘的还是买的？', '咸蛋黄馅的第一次见，想试试。'],
  // more-dp-6 garlic shoots and cured pork
  ['腊肉先蒸一下再切，更好切薄片。'],
  // more-dp-7 Indian aster
  [],
  // more-dp-8 wolfberry leaf and liver soup
  ['猪肝用姜丝腌一下就不腥了，学到了。', '枸杞叶的梗原来可以煮汤底。'],
  // more-dp-9 chive pockets
  ['韭菜拌油锁水太有用了，以前总是出水。'],
  // more-dp-10 broad beans and shrimp
  ['剥两层皮是真的麻烦，但好吃。'],
  // more-dp-11 choy sum and beef
  ['小苏打放多少？怕有碱味。', '菜心梗叶分开下锅，这个细节很多人不知道。'],
  // more-dp-12 braised bamboo shoots
  ['油焖笋冷着吃更入味。', '糖要放多少？怕太甜。', '带饭一周不重样，这道必须有。'],
  // more-dp-13 new benches
  ['终于有地方坐了，以前阿婆们都坐在台阶上。', '希望能再加个遮雨棚。', '我们街口也该装几张。'],
  // more-dp-14 pocket park
  ['晚上灯光很亮，带娃散步很放心。', '滑梯有点小，大一点的孩子玩不了。'],
];
const DEJIN_COMMENTERS = [
  'u-zhang',
  'u-student',
  'u-liu',
  'u-teacher',
  'u-grandpa',
  'u-qing',
  'u-xiaolin',
  'u-ayu',
  'u-runner',
  'u-new',
];

export const demoDejinComments: DemoDejinComment[] = demoDejinPosts.flatMap((post, p) =>
  (DEJIN_COMMENT_TEXTS[p] ?? []).map((content, i) => ({
    key: `more-djc-${p + 1}-${i + 1}`,
    post_key: post.key,
    // Never the post's own author.
    user_key: DEJIN_COMMENTERS.filter((user) => user !== post.user_key)[(p * 3 + i) % (DEJIN_COMMENTERS.length - 1)],
    content,
    like_count: (p * 5 + i * 3) % 17,
    // After the post, newest last in seeding order.
    published_seconds_ago: Math.max(60, post.published_seconds_ago - (i + 1) * 47 * MINUTE),
    ip_location: ['广东', '浙江', '北京', '湖南', '上海'][(p + i) % 5],
  })),
);
