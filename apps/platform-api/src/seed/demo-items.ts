// Content items of the demo data set: at least one published item of every content_type of spec §3.
import {
  DAY,
  HOUR,
  MINUTE,
  cover,
  coverThumb,
  gallery,
  galleryThumb,
  sizeAttributes,
  vertical,
  verticalThumb,
} from './demo-media';
import { demoMediaUrl } from './demo-video';
import type { DemoGalleryImage, DemoItem, DemoThumb } from './demo-types';

type ItemInput = Omit<
  DemoItem,
  | 'published'
  | 'like_count'
  | 'collect_count'
  | 'share_count'
  | 'enable_comment'
  | 'meta'
  | 'style'
  | 'relation_keys'
  | 'source_alias'
> &
  Partial<DemoItem> & { thumbs: DemoThumb[]; card?: DemoItem['style']['type'] };

function item({ thumbs, card, ...input }: ItemInput): DemoItem {
  return {
    published: true,
    source_alias: '南岭新闻',
    like_count: Math.round(input.view_count * 0.031),
    collect_count: Math.round(input.view_count * 0.012),
    share_count: Math.round(input.view_count * 0.006),
    enable_comment: true,
    meta: { comment_available: 'true' },
    relation_keys: [],
    style: { type: card ?? (thumbs.length >= 3 ? 'three' : 'single'), data: thumbs },
    ...input,
  };
}

const two = (n: number) => String(n).padStart(2, '0');
/**
 * A video or audio item's badge and payload: the generated file that lasts exactly `seconds`
 * (demo-video.ts), so the badge, the payload's duration and the player agree.
 */
function played(seconds: number, media: { cover: string; width?: number; height?: number }) {
  const shape =
    media.width === undefined
      ? 'audio'
      : media.height !== undefined && media.height > media.width
        ? 'portrait'
        : 'landscape';
  return {
    duration_str: `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`,
    payload: {
      kind: 'media' as const,
      play_url: demoMediaUrl(shape, seconds),
      duration: seconds,
      ...media,
      mime_type: shape === 'audio' ? 'audio/mp4' : 'video/mp4',
    },
  };
}
const img = (src: string, alt: string) => `<p><img src="${src}"${sizeAttributes(src)} alt="${alt}"></p>`;

// ------------------------------------------------------------------ articles

const articles: DemoItem[] = [
  item({
    key: 'a-economy',
    content_type: 'article',
    title: '一季度全省经济运行稳中有进，规上工业增加值同比增长6.2%',
    summary: '消费市场回暖、外贸结构优化、新质生产力加快培育，一季度经济实现良好开局。',
    source_alias: '新华社',
    author: '记者 李明 王芳',
    published_seconds_ago: 5 * HOUR + 12 * MINUTE,
    view_count: 56300,
    like_count: 4820,
    collect_count: 1290,
    group_keys: ['g-recommend', 'g-news'],
    thumbs: [coverThumb(1)],
    card: 'big',
    tags: ['经济', '一季度', '数据发布'],
    relation_keys: ['a-metro', 'a-farm', 'a-housing', 'v-river'],
    content: `<p>记者从省统计局获悉，一季度全省地区生产总值同比增长5.4%，规模以上工业增加值同比增长6.2%，社会消费品零售总额同比增长4.8%，主要指标好于预期，经济运行呈现稳中有进、进中向好的态势。</p>
${img(gallery(1), '港口集装箱码头一派繁忙景象')}
<h2>工业生产：新动能持续壮大</h2>
<p>分行业看，电子信息、新能源汽车、高端装备等行业增长较快。其中，新能源汽车产量同比增长31.5%，工业机器人产量同比增长18.7%，集成电路产量同比增长12.3%。</p>
<blockquote>“一季度的数据表明，我省产业结构调整取得积极成效，新兴产业正在成为拉动增长的重要力量。”省统计局有关负责人表示。</blockquote>
<h2>消费市场：服务消费成为亮点</h2>
<p>春节假期叠加各类促消费活动，餐饮、文旅、体育等服务消费快速增长：</p>
<ul><li>餐饮收入同比增长9.1%；</li><li>接待游客人次同比增长15.6%；</li><li>以旧换新带动家电零售额增长22.4%。</li></ul>
<h2>外贸：结构持续优化</h2>
<p>一季度全省进出口总值同比增长3.9%，其中“新三样”产品出口增长26.8%，对共建“一带一路”国家进出口占比提升至48.2%。</p>
<p>专家认为，下阶段要继续巩固经济回升向好态势，着力扩大内需、稳定外需，为全年目标任务完成打下坚实基础。</p>`,
  }),
  item({
    key: 'a-metro',
    content_type: 'article',
    title: '地铁12号线今日开通初期运营，沿线25座车站同步启用',
    summary: '新线串联老城区与科学城，全程约52分钟，首班车6点发出。',
    source_alias: '本台记者',
    author: '本台记者 陈晓',
    published_seconds_ago: 47 * MINUTE,
    view_count: 48730,
    like_count: 15670,
    collect_count: 947,
    group_keys: ['g-recommend', 'g-local', 'g-news'],
    thumbs: [coverThumb(2), coverThumb(3), coverThumb(4)],
    tags: ['地铁', '交通', '民生'],
    relation_keys: ['a-traffic', 'a-economy', 'sv-metro'],
    location_key: 'loc-tianhe',
    content: `<p>今天上午，地铁12号线正式开通初期运营。线路全长约41.7公里，设站25座，其中换乘站9座，串联起老城区、大学城与科学城，全程运行时间约52分钟。</p>
${img(cover(2), '地铁12号线列车驶入站台')}
<h2>运营时间</h2>
<ul><li>首班车：6:00（两端始发）；</li><li>末班车：23:00（两端始发）；</li><li>高峰时段行车间隔约4分钟。</li></ul>
<h2>便民设施</h2>
<p>全线车站均设置无障碍电梯、母婴室和自助充电设施，并支持刷码、刷卡及刷脸过闸。</p>
<blockquote>市民张先生说：“以前去科学城上班要换乘两次，现在一趟直达，每天能省下半个多小时。”</blockquote>
<p>运营单位提醒，开通首周客流较大，请乘客合理安排出行时间，注意乘车安全。</p>`,
  }),
  item({
    key: 'a-rainstorm',
    content_type: 'article',
    title: '暴雨橙色预警生效中，全市中小学今日停课',
    summary: '预计未来3小时全市有大到暴雨，局地大暴雨，请市民减少外出。',
    source_alias: '天气早知道',
    mp_key: 'mp-weather',
    published_seconds_ago: 35,
    view_count: 356,
    like_count: 12,
    collect_count: 3,
    group_keys: ['g-recommend', 'g-local'],
    thumbs: [coverThumb(5)],
    tags: ['天气', '预警'],
    location_key: 'loc-yuexiu',
    content: `<p>市气象台于今日6时发布暴雨橙色预警信号：预计未来3小时内，全市将出现大到暴雨，局地大暴雨，并伴有雷电和短时大风。</p>
<h2>防御指引</h2>
<ol><li>全市中小学、幼儿园停课一天，已到校学生由学校妥善安置；</li><li>低洼地区、地下空间做好防水浸准备；</li><li>驾车出行避开积水路段，切勿强行涉水。</li></ol>
<blockquote>请留意后续预警信息，如遇险情请拨打110或119求助。</blockquote>`,
  }),
  item({
    key: 'a-flower-market',
    content_type: 'article',
    title: '迎春花市开锣：120个花档亮相，年桔、桃花最受欢迎',
    summary: '今年花市首次设置非遗展示区，市民可现场体验剪纸和醒狮。',
    source_alias: '本台记者',
    published_seconds_ago: 12 * MINUTE,
    view_count: 4820,
    like_count: 356,
    collect_count: 87,
    group_keys: ['g-recommend', 'g-culture', 'g-local'],
    thumbs: [coverThumb(6)],
    tags: ['花市', '春节'],
    relation_keys: ['gl-spring', 'a-intangible'],
    content: `<p>行花街是岭南人过年的传统。今晚，迎春花市正式开锣，120个花档沿江一字排开，年桔、桃花、蝴蝶兰摆满街头。</p>
${img(gallery(2), '花市夜景')}
<p>今年花市首次设置非遗展示区，剪纸、广彩、醒狮等项目轮番登场。</p>
<blockquote>“一年行一次花街，心里才踏实。”已经连续逛了三十多年花市的刘阿姨笑着说。</blockquote>`,
  }),
  item({
    key: 'a-exam-policy',
    content_type: 'article',
    title: '今年中考政策发布：体育考试新增游泳选考项目',
    summary: '市教育局解读中考新变化，考试科目与分值保持稳定。',
    source_alias: '市教育局',
    published_seconds_ago: 3 * HOUR,
    view_count: 27391,
    like_count: 2906,
    collect_count: 2215,
    group_keys: ['g-news', 'g-local'],
    thumbs: [coverThumb(7)],
    tags: ['教育', '中考'],
    content: `<p>市教育局今天发布今年中考招生工作方案。总体来看，考试科目与分值保持稳定，体育考试新增游泳选考项目。</p>
<h2>三大变化</h2>
<ol><li>体育与健康考试新增游泳（50米）选考；</li><li>指标到校比例提高至55%；</li><li>志愿填报由考前改为考后。</li></ol>
<p>市教育局相关负责人表示，政策调整坚持稳中求进，给学校和家庭留足准备时间。</p>`,
  }),
  item({
    key: 'a-flu',
    content_type: 'article',
    title: '流感进入高发期，专家提醒：这几类人群尽快接种疫苗',
    summary: '老年人、儿童和慢性病患者是重点人群，出现高热应及时就医。',
    source_alias: '健康时报',
    published_seconds_ago: 2 * DAY + 4 * HOUR,
    view_count: 7614,
    group_keys: ['g-news'],
    thumbs: [coverThumb(8)],
    tags: ['健康'],
    content: `<p>近期全市流感样病例占比持续上升，已进入冬春季流感高发期。疾控专家提醒，接种疫苗是预防流感最经济有效的手段。</p>
<h2>重点人群</h2>
<ul><li>60岁以上老年人；</li><li>6月龄至5岁儿童；</li><li>慢性病患者及医务人员。</li></ul>
<p>日常生活中要勤洗手、常通风，出现发热、咳嗽等症状时佩戴口罩，尽量减少前往人群聚集场所。</p>`,
  }),
  item({
    key: 'a-old-street',
    content_type: 'article',
    title: '百年骑楼街完成微改造，老字号重新开张',
    summary: '保留历史风貌的同时补齐公共设施，街区焕发新活力。',
    source_alias: '南方日报',
    published_seconds_ago: 18 * DAY,
    view_count: 2719,
    group_keys: ['g-culture', 'g-local'],
    thumbs: [coverThumb(9)],
    tags: ['城市更新'],
    content: `<p>经过一年多的微改造，百年骑楼街重新迎客。改造遵循“修旧如旧”原则，保留了骑楼立面和满洲窗等传统元素。</p>
${img(gallery(3), '改造后的骑楼街')}
<p>街区内二十余家老字号陆续重新开张，凉茶铺、糖水店前排起了长队。</p>`,
  }),
  item({
    key: 'a-space',
    content_type: 'article',
    title: '新一代载人飞船完成首次飞行试验，返回舱顺利着陆',
    summary: '此次试验验证了飞船的多项关键技术，为后续任务奠定基础。',
    source_alias: '新华社',
    published_seconds_ago: 9 * HOUR,
    view_count: 186420,
    like_count: 21870,
    collect_count: 10460,
    group_keys: ['g-recommend', 'g-news'],
    thumbs: [coverThumb(10)],
    card: 'big',
    relation_keys: ['v-launch', 'a-ai'],
    content: `<p>今天中午，新一代载人飞船试验船返回舱在预定区域成功着陆，标志着飞行试验取得圆满成功。</p>
<h2>验证多项关键技术</h2>
<p>本次试验重点验证了高速再入防热、可重复使用返回舱、群伞回收等关键技术。</p>
<blockquote>“新飞船具备更强的载人能力和更高的安全性。”项目总设计师表示。</blockquote>`,
  }),
  item({
    key: 'a-farm',
    content_type: 'article',
    title: '春耕正当时：无人机撒播、智能灌溉走进田间地头',
    summary: '智慧农业让“看天吃饭”变成“知天而作”。',
    source_alias: '农民日报',
    published_seconds_ago: 1 * DAY + 2 * HOUR,
    view_count: 1962,
    group_keys: ['g-news'],
    thumbs: [coverThumb(12)],
    content: `<p>眼下正值春耕备耕关键期。在城郊的万亩良田里，植保无人机往返穿梭，一块田十几分钟就能完成撒播。</p>
<p>合作社负责人介绍，今年还引入了智能灌溉系统，土壤墒情实时回传到手机上，节水约三成。</p>`,
  }),
  item({
    key: 'a-marathon',
    content_type: 'article',
    title: '城市马拉松鸣枪开跑，3万名跑者畅跑珠江两岸',
    summary: '赛道首次经过新开放的滨江绿道，沿途设置20个加油站点。',
    source_alias: '本台记者',
    published_seconds_ago: 20 * HOUR,
    view_count: 10872,
    group_keys: ['g-local', 'g-recommend'],
    thumbs: [coverThumb(13)],
    relation_keys: ['ll-marathon', 'a-run-route'],
    content: `<p>今天早上7点30分，城市马拉松在花城广场鸣枪开跑，来自32个国家和地区的3万名跑者参赛。</p>
${img(cover(13), '跑者经过滨江绿道')}
<p>赛道首次经过新开放的滨江绿道，沿途设置20个加油站点，市民热情为跑者加油。</p>`,
  }),
  item({
    key: 'a-wetland',
    content_type: 'article',
    title: '湿地公园迎来越冬候鸟，黑脸琵鹭数量创新高',
    summary: '生态修复成效显现，今年记录到的鸟类已达186种。',
    source_alias: '中国环境报',
    published_seconds_ago: 40 * DAY,
    view_count: 912,
    like_count: 88,
    collect_count: 21,
    group_keys: ['g-culture'],
    thumbs: [coverThumb(14)],
    content: `<p>随着气温下降，湿地公园迎来大批越冬候鸟。监测数据显示，今年记录到的黑脸琵鹭数量达到62只，创历史新高。</p>
<p>公园管理处提醒游客文明观鸟，不投喂、不惊扰，不使用闪光灯拍摄。</p>`,
  }),
  item({
    key: 'a-museum-night',
    content_type: 'article',
    title: '博物馆夜游开放预约，周五周六延时至21点',
    summary: '夜场推出沉浸式导览和文创市集。',
    source_alias: '文博小站',
    mp_key: 'mp-culture',
    published_seconds_ago: 6 * DAY,
    view_count: 15600,
    group_keys: ['g-culture'],
    thumbs: [coverThumb(15)],
    content: `<p>即日起，省博物馆每周五、周六延时开放至21点，市民可通过官方小程序预约夜场门票。</p>
<h2>夜场亮点</h2>
<ul><li>沉浸式光影导览“文物会说话”；</li><li>文创市集与非遗手作体验；</li><li>讲解员带队的“镇馆之宝”专场。</li></ul>`,
  }),
  item({
    key: 'a-traffic',
    content_type: 'article',
    title: '五一假期出行提示：这些路段易拥堵，请错峰出行',
    summary: '交警部门发布假期交通预测和绕行建议。',
    source_alias: '市交警支队',
    published_seconds_ago: 4 * DAY,
    view_count: 35125,
    group_keys: ['g-local'],
    thumbs: [coverThumb(16)],
    enable_comment: false,
    meta: { comment_available: 'false' },
    content: `<p>交警部门预测，假期首日上午9时至12时为出城高峰，机场高速、环城高速部分路段易出现拥堵。</p>
<ol><li>建议错峰出行，避开高峰时段；</li><li>出发前查看实时路况；</li><li>遇到交通事故快速撤离现场。</li></ol>`,
  }),
  item({
    key: 'a-housing',
    content_type: 'article',
    title: '公积金新政落地：首套房贷款额度上限提高至120万元',
    summary: '新政自下月起施行，多孩家庭可再上浮20%。',
    source_alias: '市住房公积金管理中心',
    published_seconds_ago: 2 * DAY + 20 * HOUR,
    view_count: 15342,
    group_keys: ['g-news'],
    thumbs: [coverThumb(17)],
    // Comments are switched on for the item but closed in meta: the site must treat them as closed.
    enable_comment: true,
    meta: { comment_available: 'false' },
    content: `<p>市住房公积金管理中心发布通知，首套住房公积金贷款额度上限由100万元提高至120万元，多孩家庭可在此基础上上浮20%。</p>
<p>新政自下月1日起施行，已受理未放款的贷款申请可按新政策执行。</p>`,
  }),
  item({
    key: 'a-intangible',
    content_type: 'article',
    title: '非遗传承人：让广彩瓷在年轻人手中“活”起来',
    summary: '从作坊到直播间，一位“90后”传承人的坚守与创新。',
    source_alias: '本台记者',
    published_seconds_ago: 9 * DAY,
    view_count: 1488,
    group_keys: ['g-culture', 'g-special'],
    thumbs: [coverThumb(18)],
    content: `<p>在一间不足三十平方米的工作室里，小何正在为一只花瓶勾线。她是广彩瓷烧制技艺的第五代传承人。</p>
${img(gallery(4), '传承人正在描绘广彩')}
<blockquote>“老手艺不怕慢，就怕没人学。”</blockquote>
<p>如今，她通过直播教学吸引了上万名粉丝，不少年轻人专程来工作室拜师。</p>`,
  }),
  item({
    key: 'a-ai',
    content_type: 'article',
    title: '大模型走进政务大厅：AI助手一年答复群众咨询超百万次',
    summary: '智能客服能听懂方言，复杂问题一键转人工。',
    source_alias: '科技前沿观察',
    mp_key: 'mp-tech',
    published_seconds_ago: 15 * HOUR,
    view_count: 21846,
    group_keys: ['g-recommend'],
    thumbs: [coverThumb(19)],
    relation_keys: ['a-chip', 'a-space'],
    content: `<p>走进区政务服务中心，一块大屏上的AI助手正在回答市民关于社保转移的问题。上线一年来，它累计答复咨询超过100万次。</p>
<h2>能听懂粤语和客家话</h2>
<p>AI助手支持普通话、粤语和客家话，复杂问题可一键转接人工窗口。</p>`,
  }),
  item({
    key: 'a-chip',
    content_type: 'article',
    title: '一文读懂：为什么说先进封装是芯片产业的新赛道',
    summary: '摩尔定律放缓之后，封装技术成为提升算力的重要路径。',
    source_alias: '科技前沿观察',
    mp_key: 'mp-tech',
    published_seconds_ago: 3 * DAY + 1 * HOUR,
    view_count: 1070,
    group_keys: ['g-recommend'],
    thumbs: [coverThumb(20)],
    content: `<p>当晶体管越做越小、成本越来越高，业界开始把目光投向“封装”。</p>
<h2>什么是先进封装</h2>
<p>简单来说，就是把多颗芯片像搭积木一样高密度地组合在一起，让它们像一颗芯片那样协同工作。</p>
<ul><li>2.5D封装：通过中介层连接；</li><li>3D封装：芯片垂直堆叠；</li><li>Chiplet：模块化设计，灵活组合。</li></ul>`,
  }),
  item({
    key: 'a-dimsum',
    content_type: 'article',
    title: '老广的一盅两件：这五家早茶店开了超过半个世纪',
    summary: '虾饺、烧卖、叉烧包，藏在老城区里的早茶记忆。',
    source_alias: '岭南味道',
    mp_key: 'mp-food',
    published_seconds_ago: 27 * DAY,
    view_count: 23400,
    group_keys: ['g-culture', 'g-recommend'],
    thumbs: [coverThumb(21)],
    relation_keys: ['v-food', 'a-flower-market'],
    content: `<p>“饮咗茶未？”这是老广见面最常用的问候。</p>
${img(gallery(5), '一桌丰盛的早茶点心')}
<h2>推荐点心</h2>
<ol><li>水晶虾饺：皮薄透亮，虾仁爽弹；</li><li>干蒸烧卖：肉香扎实；</li><li>叉烧包：开口笑，甜咸适中。</li></ol>`,
  }),
  item({
    key: 'a-run-route',
    content_type: 'article',
    title: '周末跑步路线推荐：沿江10公里，看日出最佳',
    summary: '从海心沙出发，沿江慢跑，终点吃一碗艇仔粥。',
    source_alias: '城市跑者日记',
    mp_key: 'mp-run',
    published_seconds_ago: 5 * DAY,
    view_count: 583,
    group_keys: ['g-local'],
    thumbs: [coverThumb(22)],
    content: `<p>这周的路线从海心沙出发，沿江一路向东，全程约10公里，坡度平缓，适合新手。</p>
<ul><li>最佳时间：早上6:00—7:00；</li><li>补给点：沿途有三处直饮水；</li><li>终点福利：一碗热乎的艇仔粥。</li></ul>`,
  }),
  item({
    key: 'a-announcement',
    content_type: 'article',
    title: '关于调整部分公交线路的公告',
    summary: '因道路施工，3条公交线路临时绕行。',
    source_alias: '市交通运输局',
    published_seconds_ago: 50 * DAY,
    view_count: 567,
    like_count: 4,
    collect_count: 2,
    group_keys: ['g-local'],
    thumbs: [coverThumb(23)],
    enable_comment: false,
    meta: { comment_available: 'false' },
    content: `<p>因道路施工需要，自本周六起，3路、18路、226路公交线路临时绕行，恢复时间另行通知。</p>`,
  }),
  // Unpublished: reachable only through preview documents.
  item({
    key: 'a-draft-budget',
    content_type: 'article',
    title: '【待审】全市民生实事项目清单出炉，今年重点办好十件事',
    summary: '涵盖养老托育、老旧小区改造、便民停车等领域。',
    source_alias: '本台记者',
    published: false,
    published_seconds_ago: 0,
    view_count: 0,
    like_count: 0,
    collect_count: 0,
    share_count: 0,
    group_keys: [],
    thumbs: [coverThumb(24)],
    content: `<p>市政府今天公布今年十件民生实事项目清单，涵盖养老托育、老旧小区改造、便民停车等领域。</p>
<ol><li>新增普惠托位3000个；</li><li>改造老旧小区120个；</li><li>新增公共停车泊位1.5万个。</li></ol>`,
  }),
  item({
    key: 'a-draft-festival',
    content_type: 'article',
    title: '【草稿】端午龙舟邀请赛赛程安排',
    summary: '60支队伍同场竞渡，决赛在端午当天举行。',
    source_alias: '本台记者',
    published: false,
    published_seconds_ago: 0,
    view_count: 0,
    like_count: 0,
    collect_count: 0,
    share_count: 0,
    group_keys: [],
    thumbs: [coverThumb(25)],
    content: `<p>今年端午龙舟邀请赛共有60支队伍报名，预赛将于端午前一周举行，决赛在端午当天上午开赛。</p>`,
  }),
];

// ------------------------------------------------------------------ video, short video, audio

const videos: DemoItem[] = [
  item({
    key: 'v-launch',
    content_type: 'video',
    title: '震撼！火箭发射全过程4K超清回放',
    summary: '点火、起飞、助推器分离，带你看清每一个瞬间。',
    source_alias: '央视新闻',
    published_seconds_ago: 8 * DAY,
    view_count: 264190,
    like_count: 8376,
    collect_count: 2941,
    share_count: 1307,
    group_keys: ['g-recommend', 'g-video'],
    thumbs: [coverThumb(26)],
    card: 'big',
    ...played(152, { cover: cover(26), width: 1920, height: 1080 }),
    relation_keys: ['a-space'],
    content: '<p>完整记录火箭从点火到星箭分离的全过程。</p>',
  }),
  item({
    key: 'v-river',
    content_type: 'video',
    title: '航拍珠江：一条江，一座城，两千年',
    summary: '无人机视角下的珠江两岸，从清晨到夜幕。',
    source_alias: '本台记者',
    published_seconds_ago: 2 * HOUR,
    view_count: 27043,
    group_keys: ['g-video', 'g-recommend', 'g-culture'],
    thumbs: [coverThumb(27)],
    ...played(195, { cover: cover(27), width: 1920, height: 1080 }),
    relation_keys: ['a-old-street', 'gl-night'],
    content: '<p>跟随镜头，从猎德大桥一路飞到琶洲，感受城市的流动与变化。</p>',
  }),
  item({
    key: 'v-opera',
    content_type: 'video',
    title: '粤剧名家示范：《帝女花》选段',
    summary: '字正腔圆，一板一眼皆是功夫。',
    source_alias: '文博小站',
    mp_key: 'mp-culture',
    published_seconds_ago: 11 * DAY,
    view_count: 7890,
    group_keys: ['g-video', 'g-culture'],
    thumbs: [coverThumb(28)],
    ...played(166, { cover: cover(28), width: 1280, height: 720 }),
  }),
  item({
    key: 'v-food',
    content_type: 'video',
    title: '凌晨四点的早茶店：一笼虾饺的诞生',
    summary: '跟着点心师傅，看虾饺从和面到出笼。',
    source_alias: '岭南味道',
    mp_key: 'mp-food',
    published_seconds_ago: 30 * HOUR,
    view_count: 34500,
    group_keys: ['g-video'],
    thumbs: [coverThumb(29)],
    ...played(128, { cover: cover(29), width: 1920, height: 1080 }),
    relation_keys: ['a-dimsum'],
  }),
  item({
    key: 'v-typhoon',
    content_type: 'video',
    title: '台风过境后，环卫工人连夜清障保畅通',
    summary: '一夜之间清理倒伏树木3000余棵。',
    source_alias: '本台记者',
    published_seconds_ago: 25 * MINUTE,
    view_count: 2890,
    group_keys: ['g-video', 'g-local'],
    thumbs: [coverThumb(30)],
    enable_comment: false,
    meta: { comment_available: 'false' },
    ...played(108, { cover: cover(30), width: 1280, height: 720 }),
  }),
];

const shortVideos: DemoItem[] = [
  item({
    key: 'sv-metro',
    content_type: 'svideo',
    title: '第一视角：地铁12号线首班车',
    summary: '6点整，首班车准时发出。',
    source_alias: '本台记者',
    published_seconds_ago: 52 * MINUTE,
    view_count: 18900,
    group_keys: ['g-video', 'g-local'],
    thumbs: [verticalThumb(1)],
    ...played(45, { cover: vertical(1), width: 1080, height: 1920 }),
  }),
  item({
    key: 'sv-sunrise',
    content_type: 'svideo',
    title: '晨跑遇见江边日出，这一刻值了',
    summary: '早起的人看得到最美的城市。',
    source_alias: '城市跑者日记',
    mp_key: 'mp-run',
    published_seconds_ago: 4 * HOUR,
    view_count: 987,
    like_count: 120,
    collect_count: 15,
    group_keys: ['g-video'],
    thumbs: [verticalThumb(2)],
    ...played(28, { cover: vertical(2), width: 1080, height: 1920 }),
  }),
  item({
    key: 'sv-lion',
    content_type: 'svideo',
    title: '少年醒狮队高桩表演，看得人手心冒汗',
    summary: '十二岁的狮头，三年练出真功夫。',
    source_alias: '本台记者',
    published_seconds_ago: 3 * DAY + 5 * HOUR,
    view_count: 132580,
    like_count: 9630,
    collect_count: 2418,
    group_keys: ['g-video', 'g-culture'],
    thumbs: [verticalThumb(3)],
    ...played(59, { cover: vertical(3), width: 1080, height: 1920 }),
  }),
  item({
    key: 'sv-cat',
    content_type: 'svideo',
    title: '地铁站里的“站猫”上班了',
    summary: '每天准时巡视站台的橘猫，成了乘客的开心果。',
    source_alias: '本台记者',
    published_seconds_ago: 14 * DAY,
    view_count: 48630,
    group_keys: ['g-video'],
    thumbs: [verticalThumb(4)],
    ...played(36, { cover: vertical(4), width: 1080, height: 1920 }),
  }),
];

const audios: DemoItem[] = [
  item({
    key: 'au-morning',
    content_type: 'audio',
    title: '早安南岭｜今天值得关注的5件事',
    summary: '3分钟听完今天的要闻。',
    source_alias: '南岭广播',
    published_seconds_ago: 1 * HOUR + 5 * MINUTE,
    view_count: 12300,
    group_keys: ['g-audio', 'g-recommend'],
    thumbs: [coverThumb(31)],
    ...played(180, { cover: cover(31) }),
  }),
  item({
    key: 'au-poem',
    content_type: 'audio',
    title: '夜读｜《春江花月夜》',
    summary: '春江潮水连海平，海上明月共潮生。',
    source_alias: '南岭广播',
    published_seconds_ago: 23 * DAY,
    view_count: 876,
    like_count: 65,
    collect_count: 43,
    group_keys: ['g-audio'],
    thumbs: [coverThumb(32)],
    ...played(192, { cover: cover(32) }),
  }),
  item({
    key: 'au-law',
    content_type: 'audio',
    title: '以案说法｜网购遇到“仅退款”纠纷怎么办',
    summary: '律师为你解读电商平台纠纷的维权路径。',
    source_alias: '法治在线',
    mp_key: 'mp-law',
    published_seconds_ago: 2 * DAY,
    view_count: 5670,
    group_keys: ['g-audio'],
    thumbs: [coverThumb(9)],
    ...played(270, { cover: cover(9) }),
  }),
];

// ------------------------------------------------------------------ album tracks

const AUDIO_TRACK_TITLES_HISTORY = [
  '第1集｜南越国的王宫',
  '第2集｜海上丝绸之路的起点',
  '第3集｜十三行的繁华',
  '第4集｜骑楼的诞生',
  '第5集｜一座城的烟火气',
];
const AUDIO_TRACK_TITLES_IDIOM = [
  '第1讲｜画龙点睛',
  '第2讲｜守株待兔',
  '第3讲｜刻舟求剑',
  '第4讲｜亡羊补牢',
  '第5讲｜掩耳盗铃',
  '第6讲｜自相矛盾',
];
const VIDEO_TRACK_TITLES = ['第1集｜北江之源', '第2集｜峡谷人家', '第3集｜古道驿站', '第4集｜入海口'];

const audioTracks: DemoItem[] = [
  ...AUDIO_TRACK_TITLES_HISTORY.map((title, i) =>
    item({
      key: `au-history-${i + 1}`,
      content_type: 'audio',
      title,
      summary: '《听见广州两千年》系列节目',
      source_alias: '南岭广播',
      published_seconds_ago: (5 - i) * 7 * DAY + 3 * HOUR,
      view_count: 3200 - i * 410,
      group_keys: [],
      thumbs: [coverThumb(11)],
      ...played(140 + i * 17, { cover: cover(11) }),
    }),
  ),
  ...AUDIO_TRACK_TITLES_IDIOM.map((title, i) =>
    item({
      key: `au-idiom-${i + 1}`,
      content_type: 'audio',
      title,
      summary: '《成语故事》儿童有声读物',
      source_alias: '南岭广播',
      published_seconds_ago: (80 - i * 2) * DAY,
      view_count: 12000 + i * 530,
      group_keys: [],
      thumbs: [coverThumb(3)],
      ...played(95 + i * 12, { cover: cover(3) }),
    }),
  ),
];

const videoTracks: DemoItem[] = VIDEO_TRACK_TITLES.map((title, i) =>
  item({
    key: `v-river-doc-${i + 1}`,
    content_type: 'video',
    title,
    summary: '纪录片《北江行》',
    source_alias: '南岭纪录',
    published_seconds_ago: (60 - i * 7) * DAY,
    view_count: 45600 - i * 5000,
    group_keys: [],
    thumbs: [coverThumb(4 + i * 4)],
    ...played([190, 212, 168, 185][i], { cover: cover(4 + i * 4), width: 1920, height: 1080 }),
  }),
);

// ------------------------------------------------------------------ gallery

const galleryImages = (captions: string[], first: number): DemoGalleryImage[] =>
  captions.map((caption, i) => ({ url: gallery(((first + i - 1) % 12) + 1), caption, width: 750, height: 500 }));

const springCaptions = [
  '清晨的花田，露珠还挂在花瓣上。',
  '游客在花海中拍照留念。',
  '无人机俯瞰，花田像一块彩色的地毯。',
  '小朋友在花丛间奔跑。',
  '花农正在修剪枝叶。',
  '夕阳下的花海。',
];
const nightCaptions = ['华灯初上的珠江新城。', '广州塔与海心桥交相辉映。', '江上游船灯火璀璨。', '老城区的骑楼夜景。'];
const festivalCaptions = [
  '醒狮采青，锣鼓喧天。',
  '舞龙队穿街而过。',
  '孩子们提着花灯。',
  '街坊围坐吃盆菜。',
  '烟花照亮夜空。',
  '非遗剪纸现场展示。',
  '游客体验打铁花。',
  '灯会主灯组。',
];

const galleries: DemoItem[] = [
  item({
    key: 'gl-spring',
    content_type: 'image',
    title: '组图｜春日花海正当时，百万株花次第开放',
    summary: '郊野公园花海进入最佳观赏期。',
    source_alias: '本台记者',
    published_seconds_ago: 7 * HOUR,
    view_count: 9870,
    group_keys: ['g-recommend', 'g-culture'],
    thumbs: [galleryThumb(1), galleryThumb(2), galleryThumb(3)],
    pic_num: springCaptions.length,
    payload: { kind: 'gallery', images: galleryImages(springCaptions, 1) },
  }),
  item({
    key: 'gl-night',
    content_type: 'image',
    title: '组图｜夜色里的珠江两岸',
    summary: '城市夜景，灯火如昼。',
    source_alias: '本台记者',
    published_seconds_ago: 33 * DAY,
    view_count: 654,
    like_count: 54,
    collect_count: 9,
    group_keys: ['g-culture'],
    thumbs: [galleryThumb(7)],
    pic_num: nightCaptions.length,
    payload: { kind: 'gallery', images: galleryImages(nightCaptions, 7) },
  }),
  item({
    key: 'gl-festival',
    content_type: 'image',
    title: '组图｜元宵游园会：醒狮、舞龙、打铁花',
    summary: '八张图带你感受浓浓的年味。',
    source_alias: '本台记者',
    published_seconds_ago: 2 * DAY + 8 * HOUR,
    view_count: 18217,
    group_keys: ['g-culture', 'g-special'],
    thumbs: [galleryThumb(4), galleryThumb(5), galleryThumb(6)],
    pic_num: festivalCaptions.length,
    payload: { kind: 'gallery', images: galleryImages(festivalCaptions, 4) },
  }),
];

// ------------------------------------------------------------------ h5, link, topic, sp_topic, mini program, form

const webItems: DemoItem[] = [
  item({
    key: 'h5-vote',
    content_type: 'h5',
    title: '投票｜评选你心中的“最美街巷”',
    summary: '20条候选街巷等你投票，每天可投3票。',
    source_alias: '南岭新闻',
    published_seconds_ago: 6 * HOUR,
    view_count: 34210,
    group_keys: ['g-recommend', 'g-local'],
    thumbs: [coverThumb(5)],
    payload: {
      kind: 'link',
      url: '/media/h5/street-vote.html',
      real_url: '/media/h5/street-vote.html?from=share',
      nav: true,
      capsule: false,
      bizName: '最美街巷评选',
    },
  }),
  item({
    key: 'h5-quiz',
    content_type: 'h5',
    title: '答题赢好礼｜防汛知识知多少',
    summary: '10道题测测你的防汛知识。',
    source_alias: '天气早知道',
    mp_key: 'mp-weather',
    published_seconds_ago: 10 * DAY,
    view_count: 809,
    group_keys: ['g-local'],
    thumbs: [coverThumb(6)],
    payload: {
      kind: 'link',
      url: '/media/h5/flood-quiz.html',
      real_url: '/media/h5/flood-quiz.html?channel=app',
      nav: false,
      capsule: true,
      bizName: '防汛答题',
    },
  }),
  item({
    key: 'ln-service',
    content_type: 'link',
    title: '一网通办｜社保、公积金、出入境业务在线办理',
    summary: '足不出户办理200余项政务服务。',
    source_alias: '市政务服务数据管理局',
    published_seconds_ago: 45 * DAY,
    view_count: 71390,
    group_keys: ['g-local'],
    thumbs: [coverThumb(7)],
    payload: {
      kind: 'link',
      url: '/media/h5/gov-service.html',
      real_url: '/media/h5/gov-service.html?from=share',
      nav: true,
      capsule: true,
      bizName: '一网通办',
    },
  }),
  item({
    key: 'ln-weather',
    content_type: 'link',
    title: '未来15天天气预报',
    summary: '逐小时天气、降雨雷达一图看懂。',
    source_alias: '天气早知道',
    mp_key: 'mp-weather',
    published_seconds_ago: 8 * MINUTE,
    view_count: 1567,
    group_keys: ['g-local'],
    thumbs: [coverThumb(8)],
    payload: {
      kind: 'link',
      url: '/media/h5/weather-15days.html',
      real_url: '/media/h5/weather-15days.html?city=guangzhou',
      nav: false,
      capsule: false,
      bizName: '天气预报',
    },
  }),
  item({
    key: 'tp-city',
    content_type: 'topic',
    title: '#我家门口的城市微更新#',
    summary: '晒出你家门口的新变化，口袋公园、加装电梯、彩虹步道……',
    source_alias: '南岭新闻',
    // Recent in any month: the home page's topic card (the spring topic is dated in spring).
    published_seconds_ago: 14 * HOUR,
    view_count: 57263,
    group_keys: ['g-recommend', 'g-local'],
    thumbs: [coverThumb(9)],
    payload: {
      kind: 'topic',
      topic_name: '我家门口的城市微更新',
      description: '晒出你家门口的新变化。',
      participant_count: 12890,
    },
    content: '<p>老旧小区加装了电梯，街角多了口袋公园，上学路铺上了彩虹步道……欢迎晒出你家门口的新变化。</p>',
  }),
  item({
    key: 'tp-spring-food',
    content_type: 'topic',
    title: '#春天的第一口鲜#',
    summary: '春笋、艾糍、荠菜饺子，你的春天是什么味道？',
    source_alias: '岭南味道',
    mp_key: 'mp-food',
    published_seconds_ago: 16 * HOUR,
    view_count: 8900,
    group_keys: ['g-culture'],
    thumbs: [coverThumb(10)],
    payload: {
      kind: 'topic',
      topic_name: '春天的第一口鲜',
      description: '分享你的春日时令美食。',
      participant_count: 432,
    },
  }),
  item({
    key: 'spt-two-sessions',
    content_type: 'sp_topic',
    title: '聚焦两会｜代表委员话发展',
    summary: '权威解读、代表访谈、数据图解，一站式了解两会。',
    source_alias: '南岭新闻',
    published_seconds_ago: 20 * DAY,
    view_count: 54477,
    group_keys: ['g-special', 'g-news'],
    thumbs: [coverThumb(11)],
    card: 'big',
    payload: {
      kind: 'sp_topic',
      enable_app: true,
      app_url: 'nanling://special/two-sessions',
      enable_pc: true,
      pc_url: '/media/h5/two-sessions.html',
    },
  }),
  item({
    key: 'spt-games',
    content_type: 'sp_topic',
    title: '全运会专题｜家门口的体育盛会',
    summary: '赛程、场馆、观赛指南一网打尽。',
    source_alias: '南岭新闻',
    published_seconds_ago: 2 * DAY + 12 * HOUR,
    view_count: 45000,
    group_keys: ['g-special'],
    thumbs: [coverThumb(12)],
    payload: {
      kind: 'sp_topic',
      enable_app: false,
      app_url: '',
      enable_pc: true,
      pc_url: '/media/h5/national-games.html',
    },
  }),
  item({
    key: 'mini-ticket',
    content_type: 'mini_program',
    title: '博物馆预约｜小程序一键预约参观',
    summary: '实名预约，免费参观。',
    source_alias: '文博小站',
    published_seconds_ago: 4 * DAY,
    view_count: 2387,
    group_keys: ['g-culture'],
    thumbs: [coverThumb(13)],
    payload: {
      kind: 'mini_program',
      appid: 'wx5f2a9c7e31b6d480',
      username: 'gh_0a1b2c3d4e5f',
      path: 'pages/booking/index?venue=provincial',
      env_version: 'release',
    },
  }),
  item({
    key: 'mini-parking',
    content_type: 'mini_program',
    title: '停车缴费｜路边停车一码支付',
    summary: '扫码即停即走，支持电子发票。',
    source_alias: '南岭新闻',
    published_seconds_ago: 15 * DAY,
    view_count: 890,
    like_count: 46,
    collect_count: 21,
    group_keys: ['g-local'],
    thumbs: [coverThumb(14)],
    payload: {
      kind: 'mini_program',
      appid: 'wx8c3e1d6b2a7f4059',
      username: 'gh_9f8e7d6c5b4a',
      path: 'pages/pay/index',
      env_version: 'release',
    },
  }),
  item({
    key: 'cf-volunteer',
    content_type: 'cloud_form',
    title: '马拉松志愿者招募报名表',
    summary: '招募500名赛事志愿者，报名截止至本月底。',
    source_alias: '南岭新闻',
    published_seconds_ago: 3 * DAY,
    view_count: 882,
    group_keys: ['g-local'],
    thumbs: [coverThumb(15)],
    payload: {
      kind: 'cloud_form',
      form_id: 'form-volunteer-2026',
      url: '/media/h5/volunteer-form.html',
      deadline_offset_seconds: 10 * DAY,
      fields: [
        { name: 'name', label: '姓名', type: 'text', required: true },
        { name: 'phone', label: '手机号', type: 'phone', required: true },
        {
          name: 'post',
          label: '意向岗位',
          type: 'select',
          required: true,
          options: ['补给站', '医疗协助', '存取衣', '引导员'],
        },
        { name: 'note', label: '备注', type: 'textarea', required: false },
      ],
    },
  }),
  item({
    key: 'cf-tip',
    content_type: 'cloud_form',
    title: '民生热线｜你的烦心事我们来跑腿',
    summary: '填写诉求，记者帮你联系相关部门。',
    source_alias: '南岭新闻',
    published_seconds_ago: 70 * DAY,
    view_count: 12450,
    group_keys: ['g-local'],
    thumbs: [coverThumb(16)],
    payload: {
      kind: 'cloud_form',
      form_id: 'form-hotline',
      url: '/media/h5/hotline-form.html',
      deadline_offset_seconds: 365 * DAY,
      fields: [
        { name: 'phone', label: '联系电话', type: 'phone', required: true },
        { name: 'content', label: '诉求内容', type: 'textarea', required: true },
      ],
    },
  }),
];

// ------------------------------------------------------------------ entries of live rooms, albums and specials

const entries: DemoItem[] = [
  item({
    key: 'live-forum',
    content_type: 'live',
    title: '直播预告｜2026湾区科技创新论坛',
    summary: '院士、企业家共话科技创新，预约后开播时提醒你。',
    source_alias: '南岭新闻',
    published_seconds_ago: 6 * HOUR,
    view_count: 1890,
    group_keys: ['g-live', 'g-recommend'],
    thumbs: [coverThumb(17)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'live-press',
    content_type: 'live',
    title: '正在直播｜全市防汛工作新闻发布会',
    summary: '市三防办通报最新雨情汛情及应对措施。',
    source_alias: '南岭新闻',
    published_seconds_ago: 40 * MINUTE,
    view_count: 17336,
    group_keys: ['g-live', 'g-news', 'g-recommend'],
    thumbs: [coverThumb(18)],
    card: 'big',
    payload: { kind: 'ref' },
  }),
  item({
    key: 'live-concert',
    content_type: 'live',
    title: '回看｜城市交响音乐会',
    summary: '市交响乐团携手青年歌唱家，奏响经典与岭南新曲。',
    source_alias: '南岭新闻',
    published_seconds_ago: 21 * DAY,
    view_count: 104870,
    group_keys: ['g-live'],
    thumbs: [coverThumb(19)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'll-marathon',
    content_type: 'local_live',
    title: '图文直播｜城市马拉松赛况实时播报',
    summary: '记者分布赛道沿线，实时带来最新赛况。',
    source_alias: '本台记者',
    published_seconds_ago: 22 * HOUR,
    view_count: 6624,
    group_keys: ['g-live', 'g-local'],
    thumbs: [coverThumb(20)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'll-lantern',
    content_type: 'local_live',
    title: '现场直击｜珠江两岸灯光秀即将亮灯',
    summary: '珠江两岸40栋楼宇联动，即将亮灯。',
    source_alias: '本台记者',
    published_seconds_ago: 5 * MINUTE,
    view_count: 1162,
    group_keys: ['g-live', 'g-culture'],
    thumbs: [verticalThumb(5)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'aa-history',
    content_type: 'audio_album',
    title: '听见广州两千年',
    summary: '每周更新，用声音讲述一座城的历史。',
    source_alias: '南岭广播',
    published_seconds_ago: 3 * HOUR,
    view_count: 38120,
    group_keys: ['g-audio', 'g-recommend'],
    thumbs: [coverThumb(11)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'aa-idiom',
    content_type: 'audio_album',
    title: '成语故事（全6讲）',
    summary: '适合3—8岁儿童的有声成语故事。',
    source_alias: '南岭广播',
    published_seconds_ago: 70 * DAY,
    view_count: 11155,
    group_keys: ['g-audio'],
    thumbs: [coverThumb(3)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'aa-coming',
    content_type: 'audio_album',
    title: '湾区人物志（即将上线）',
    summary: '敬请期待。',
    source_alias: '南岭广播',
    published_seconds_ago: 1 * DAY,
    view_count: 123,
    like_count: 9,
    collect_count: 7,
    group_keys: ['g-audio'],
    thumbs: [coverThumb(2)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'va-north-river',
    content_type: 'video_album',
    title: '纪录片《北江行》',
    summary: '沿北江而下，寻访山水与人家。全4集。',
    source_alias: '南岭纪录',
    published_seconds_ago: 35 * DAY,
    view_count: 36290,
    group_keys: ['g-video', 'g-culture'],
    thumbs: [coverThumb(4)],
    payload: { kind: 'ref' },
  }),
  item({
    key: 'sp-spring-economy',
    content_type: 'special',
    title: '专题｜春潮涌动：一季度经济观察',
    summary: '数据解读、企业走访、专家观点，读懂经济新动能。',
    source_alias: '南岭新闻',
    published_seconds_ago: 1 * DAY + 6 * HOUR,
    view_count: 78900,
    group_keys: ['g-special', 'g-recommend'],
    thumbs: [coverThumb(21)],
    card: 'big',
    payload: { kind: 'ref' },
  }),
  item({
    key: 'sp-new-year',
    content_type: 'special',
    title: '专题｜非遗里的中国年',
    summary: '醒狮、花市、广彩、粤剧……在非遗里寻找年味。',
    source_alias: '南岭新闻',
    published_seconds_ago: 60 * DAY,
    view_count: 1841,
    group_keys: ['g-special', 'g-culture'],
    thumbs: [coverThumb(22)],
    payload: { kind: 'ref' },
  }),
];

// The spring-economy special's 更多报道 (demo-live.ts): district reports of the same quarter, more
// than one batch of 50 (spec §9). On no home tab; keyed `more-` so they are seeded after the rest.
// Each its own story: [district, title, summary, the report's second paragraph]. Every summary names
// 一季度, so the seeder dates them after the quarter (demo-seasons.ts).
const ECONOMY_REPORTS: [string, string, string, string][] = [
  [
    '天河区',
    '天河软件园新增企业412家，游戏和工业软件领跑',
    '一季度天河软件和信息服务业营收同比增长11.3%，工业软件订单翻番。',
    '园区负责人介绍，新落户企业中近三成做工业软件，服务对象从互联网公司转向本地制造企业。',
  ],
  [
    '天河区',
    '珠江新城甲级写字楼空置率回落到两年来最低',
    '一季度新签租约面积超过18万平方米，金融和专业服务机构是租赁主力。',
    '一家物业代理机构的数据显示，科技公司从园区回流核心商务区的趋势明显，多家律所扩租了整层。',
  ],
  [
    '天河区',
    '体育中心商圈夜间客流同比增长近两成',
    '一季度天河路商圈举办首发活动37场，夜间消费占全天三成以上。',
    '商圈管委会把部分停车场改为夜间市集，周五、周六晚上十点后仍有不少年轻人排队。',
  ],
  [
    '越秀区',
    '北京路步行街老字号一季度营业额创新高',
    '一季度北京路二十余家老字号营业额同比增长14%，外地游客占比过半。',
    '陈李济、致美斋等老店推出小包装伴手礼，景区门口的手信店常常要排队结账。',
  ],
  [
    '越秀区',
    '越秀区跨境电商直播基地开播，小商品走向东南亚',
    '一季度基地孵化直播团队63个，带动周边批发市场线上订单增长。',
    '不少档主第一次对着镜头讲英语和马来语，基地请来翻译和主播一对一带教。',
  ],
  [
    '越秀区',
    '老城区“一刻钟便民生活圈”新增网点120个',
    '一季度越秀新开菜市场、修鞋配钥匙和家政网点，社区消费更方便。',
    '东山街一位阿姨说，以前修拉链要坐两站公交，现在楼下的便民点十分钟就弄好了。',
  ],
  [
    '海珠区',
    '琶洲会展一季度办展41场，展览面积同比增长23%',
    '一季度琶洲展馆接待客商超过200万人次，酒店入住率维持在八成以上。',
    '家具展期间，附近的酒店提前一个月订满，不少展商把样品间直接租在周边写字楼。',
  ],
  [
    '海珠区',
    '琶洲人工智能与数字经济试验区再添三家总部',
    '一季度试验区新增企业总部3家，数字经济核心产业增加值增长9.6%。',
    '新入驻的一家算力企业把机房建在地下两层，楼上是研发团队，员工步行五分钟就能到地铁站。',
  ],
  [
    '海珠区',
    '海珠湿地周边民宿一季度入住率超七成',
    '一季度湿地公园接待游客同比增长31%，带火了周边民宿和餐饮。',
    '一家民宿老板说，观鸟的客人喜欢早起，他们把早餐提前到六点半，还借出望远镜。',
  ],
  [
    '荔湾区',
    '永庆坊一季度接待游客460万人次，非遗工作室满租',
    '一季度永庆坊二期非遗工作室全部出租，广绣、榄雕都有了固定展位。',
    '游客可以在工作室里跟着师傅做一把广式折扇，周末的体验名额往往提前三天约满。',
  ],
  [
    '荔湾区',
    '芳村茶叶市场一季度交易额回升，线上订单占四成',
    '一季度芳村茶叶批发交易额同比增长8.7%，直播带货成为新渠道。',
    '老茶商开始用手机给客户直播开汤，普洱和单丛最受北方客户欢迎。',
  ],
  [
    '荔湾区',
    '白鹅潭商务区一季度签约项目总投资超百亿元',
    '一季度白鹅潭签约商业、文旅项目9个，江边老厂房将改造成艺术街区。',
    '规划中的艺术街区保留了原来的龙门吊和红砖厂房，预计明年分批开放。',
  ],
  [
    '白云区',
    '白云机场综保区一季度货值增长两成，生鲜进口增多',
    '一季度综保区进出口货值同比增长20.4%，智利车厘子、泰国榴莲到货量增加。',
    '冷链仓库实行二十四小时通关，水果从落地到上架最快只要十个小时。',
  ],
  [
    '白云区',
    '太和物流园上线无人仓，日处理包裹超80万件',
    '一季度太和物流园完成智能化改造，分拣效率提高约四成。',
    '园区内的机器人每天搬运货架来回数千次，夜班的分拣员由以前的一百多人减少到三十人。',
  ],
  [
    '白云区',
    '白云区美妆产业一季度产值增长12%，自主品牌出海',
    '一季度白云区化妆品企业产值同比增长12%，自主品牌出口中东。',
    '一家做防晒产品的企业把配方按热带气候调整，在迪拜的商超铺货已超过两百家。',
  ],
  [
    '黄埔区',
    '知识城整车基地一季度下线新能源车5.2万辆',
    '一季度黄埔新能源汽车产量同比增长38%，本地配套率超过六成。',
    '工厂的焊装车间里九百多台机器人同时作业，平均每分钟就有一辆新车下线。',
  ],
  [
    '黄埔区',
    '黄埔港一季度集装箱吞吐量增长7.1%',
    '一季度黄埔港新开两条东南亚航线，汽车滚装出口增长明显。',
    '码头调度员说，以前一艘滚装船装一千辆车要两天，现在一天半就能完成。',
  ],
  [
    '黄埔区',
    '广州科学城新增专精特新企业56家',
    '一季度科学城新认定专精特新“小巨人”企业56家，研发投入增长15%。',
    '一家做精密减速器的企业，产品已经用在国产工业机器人上，订单排到了下半年。',
  ],
  [
    '番禺区',
    '沙湾珠宝产业园一季度出口额同比增长16%',
    '一季度番禺珠宝加工出口额增长16%，定制婚戒订单明显增多。',
    '一位做了二十年首饰的师傅说，年轻人越来越喜欢古法金，手工錾刻的款式最受欢迎。',
  ],
  [
    '番禺区',
    '长隆度假区一季度接待游客同比增长22%',
    '一季度番禺文旅消费保持高位，亲子游客占比超过六成。',
    '度假区新开的夜场动物表演，让不少游客把一日游改成了两日游。',
  ],
  [
    '番禺区',
    '番禺动漫游戏产业园新增企业38家',
    '一季度产业园新增动漫游戏企业38家，两款原创手游海外上线。',
    '园区为初创团队提供动作捕捉棚，按小时计费，小团队也能做出精细的人物动作。',
  ],
  [
    '花都区',
    '狮岭皮具城一季度线上销售额首次超过线下',
    '一季度狮岭皮具线上销售额占比达到52%，档口变身直播间。',
    '一家老档口把二楼仓库隔成三个直播间，老板娘每天下午亲自上阵讲皮料。',
  ],
  [
    '花都区',
    '花都汽车城一季度零部件企业产值增长9%',
    '一季度花都汽车零部件企业产值同比增长9%，新能源配套订单占比提升。',
    '一家座椅供应商新上了一条生产线，专门给新能源车做带通风加热的座椅。',
  ],
  [
    '花都区',
    '花都空港一季度新开三条国际货运航线',
    '一季度花都空港物流企业新增国际货运航线3条，跨境包裹量增长近三成。',
    '货代企业说，新航线让发往欧洲的小包裹时效缩短了两天。',
  ],
  [
    '南沙区',
    '南沙港三期一季度吞吐量创同期新高',
    '一季度南沙港区集装箱吞吐量同比增长10.2%，自动化码头作业效率领先。',
    '岸桥司机不再坐在几十米高的驾驶室里，而是在中控室远程操作，一人可以照看三台设备。',
  ],
  [
    '南沙区',
    '南沙新增港澳青创企业70家，一季度落地项目提速',
    '一季度南沙港澳青年创业基地新增企业70家，涵盖设计、跨境服务等领域。',
    '一位香港创业者说，注册、开户、租办公室在一周内办完，比预想中快得多。',
  ],
  [
    '南沙区',
    '南沙冷链物流园一季度进口肉类通关量增长18%',
    '一季度南沙冷链园区进口肉类和水产品通关量增长18%。',
    '查验平台实行预约制，集装箱到港后当天就能完成查验放行。',
  ],
  [
    '从化区',
    '从化温泉小镇一季度过夜游客增长26%',
    '一季度从化温泉旅游接待过夜游客同比增长26%，民宿周末基本满房。',
    '不少游客白天骑行流溪河绿道，晚上泡温泉，小镇的自行车租赁点也比往年忙。',
  ],
  [
    '从化区',
    '从化荔枝园提前做好花期管理，果农盼丰收',
    '一季度从化荔枝园完成控梢促花，今年挂果面积预计增加一成。',
    '果农说，冬天控梢做得好，春天花穗就整齐，现在正忙着疏花和防虫。',
  ],
  [
    '从化区',
    '从化生态设计小镇一季度引进设计企业24家',
    '一季度生态设计小镇新引进建筑、工业设计企业24家。',
    '小镇把闲置的农房改成工作室，设计师推开窗就是稻田和山。',
  ],
  [
    '增城区',
    '新塘牛仔服装一季度外贸订单回暖',
    '一季度新塘牛仔服装出口订单同比增长11%，环保水洗工艺成为卖点。',
    '工厂引进的激光褪色设备，比传统水洗节水七成，欧洲客户专门来验厂。',
  ],
  [
    '增城区',
    '增城电子元器件企业一季度满负荷生产',
    '一季度增城电子元器件产业产值增长13%，汽车电子订单增长最快。',
    '一家做电容的企业，生产线二十四小时不停，新招的三百名员工刚刚完成培训。',
  ],
  [
    '增城区',
    '增城丝苗米一季度线上销量翻番',
    '一季度增城丝苗米线上销售同比增长一倍，“一村一品”带动农户增收。',
    '合作社把大米装成两斤的小袋，配上产地溯源二维码，城里的年轻人更愿意下单。',
  ],
  [
    '南岭新区',
    '国际生物岛一季度新增创新药临床批件9个',
    '一季度生物岛企业获得创新药临床试验批件9个，生物医药产值增长14%。',
    '一家做抗体药物的企业说，从立项到拿到临床批件用了三年，目前正在招募受试者。',
  ],
  [
    '南岭新区',
    '南岭新区一季度新开工项目投资超过200亿元',
    '一季度南岭新区集中开工项目32个，涵盖产业园、学校和医院。',
    '新区的第一所公办高中已经封顶，计划明年秋季招生。',
  ],
  [
    '南岭新区',
    '南岭新区人才公寓一季度交付1800套',
    '一季度南岭新区人才公寓交付1800套，首批入住的多为新区企业员工。',
    '公寓楼下配了食堂和便利店，租金按市场价的七成收取，通勤到园区只要十分钟。',
  ],
  [
    '高新区',
    '高新区芯片封测企业一季度产能利用率超九成',
    '一季度高新区集成电路封测企业产能利用率超过90%，先进封装订单增长。',
    '封测车间的洁净度要求比手术室还高，员工进出都要经过两道风淋。',
  ],
  [
    '高新区',
    '高新区一季度技术合同成交额增长三成',
    '一季度高新区技术合同成交额同比增长30.6%，高校成果转化项目增多。',
    '一所高校的电池材料专利以许可方式转给本地企业，实验室的研究生也跟着去了企业。',
  ],
  [
    '高新区',
    '高新区孵化器一季度毕业企业47家',
    '一季度高新区孵化器毕业企业47家，其中11家完成新一轮融资。',
    '孵化器负责人说，毕业的标准不只是营收，还要看团队能不能独立找到下一个客户。',
  ],
  [
    '空港经济区',
    '空港经济区跨境电商一季度包裹量突破6000万件',
    '一季度空港跨境电商进出口包裹量突破6000万件，海外仓布点增加。',
    '一家卖户外用品的商家把货提前放进美国的海外仓，下单后最快两天送达。',
  ],
  [
    '空港经济区',
    '空港经济区一季度航空维修产值增长17%',
    '一季度空港航空维修企业完成飞机定检93架次，产值增长17%。',
    '机库里同时停着三架宽体客机，工程师要在十天内完成上千个检查项目。',
  ],
  [
    '空港经济区',
    '空港会展中心一季度承接商务会议120场',
    '一季度空港会展中心承接商务会议和展会120场，带动周边酒店消费。',
    '不少企业把年度经销商大会放在机场附近，外地客人下飞机半小时就能到会场。',
  ],
  [
    '开发区',
    '开发区智能装备一季度订单同比增长21%',
    '一季度开发区智能装备企业订单增长21%，锂电设备出口占比提升。',
    '一家做涂布机的企业，出口到欧洲的设备需要按当地标准改造，工程师常驻客户工厂调试。',
  ],
  [
    '开发区',
    '开发区一季度新增规上工业企业35家',
    '一季度开发区新增规模以上工业企业35家，多数来自新材料和医疗器械行业。',
    '一家做手术缝合线的小企业，两年内产值翻了三倍，今年首次进入规上企业名单。',
  ],
  [
    '开发区',
    '开发区一季度工业用电量增长8.4%',
    '一季度开发区工业用电量同比增长8.4%，被视为生产活跃度回升的信号。',
    '供电部门为用电大户开通了专属客户经理，新厂房接电时间比以前缩短了一半。',
  ],
  [
    '天河区',
    '天河区一季度新设市场主体2.1万户',
    '一季度天河新设各类市场主体2.1万户，个体工商户增长最快。',
    '政务服务中心的“一窗通办”让开办企业只跑一次，营业执照当天就能拿到。',
  ],
  [
    '海珠区',
    '海珠中大布匹市场一季度试水“小单快反”',
    '一季度中大布匹市场推出小批量快速供货，服装设计工作室成为新客户。',
    '以前起订量动辄上千米，现在一百米也能拿货，最快三天就能发出。',
  ],
  [
    '白云区',
    '白云区一季度批发市场转型升级项目完成10个',
    '一季度白云区完成10个批发市场转型改造，部分改为电商产业园。',
    '改造后的市场统一了消防和停车，商户说客人来了终于不用绕着找车位了。',
  ],
  [
    '番禺区',
    '番禺区一季度社会消费品零售总额增长6.3%',
    '一季度番禺区社会消费品零售总额增长6.3%，汽车和家电以旧换新带动明显。',
    '一家家电卖场的店长说，以旧换新补贴到位后，整套厨电的订单比去年同期多了一倍。',
  ],
  [
    '南沙区',
    '南沙一季度新增海上风电装备订单',
    '一季度南沙装备制造企业拿下海上风电塔筒和桩基订单，产值增长19%。',
    '码头上一根塔筒有七十多米长，需要三台吊车配合才能装船。',
  ],
  [
    '增城区',
    '增城一季度乡村旅游收入增长24%',
    '一季度增城乡村旅游收入同比增长24%，采摘园和农家乐周末爆满。',
    '白水寨附近的农家乐推出“摘菜做饭”套餐，城里来的孩子第一次亲手拔萝卜。',
  ],
  [
    '从化区',
    '从化一季度农产品电商销售额增长35%',
    '一季度从化农产品电商销售额增长35%，流溪娟和荔枝蜜卖得最好。',
    '村里的年轻人回乡做起了主播，一场直播能卖出两千多罐蜂蜜。',
  ],
];
const economyReports: DemoItem[] = ECONOMY_REPORTS.map(([district, title, summary, detail], i): DemoItem => {
  const n = i * 37 + 5;
  return item({
    key: `more-econ-${i + 1}`,
    content_type: 'article',
    title,
    summary,
    source_alias: '本台记者',
    published_seconds_ago: (i + 2) * 7 * HOUR + (i % 5) * 13 * MINUTE,
    view_count: 180 + ((n * 7919) % 4700),
    group_keys: [],
    thumbs: [coverThumb((n % 12) + 1)],
    tags: ['一季度经济', district],
    content: `<p>${summary}</p>
<p>${detail}</p>`,
  });
});
/** The keys of the district reports of the spring-economy special. */
export const ECONOMY_REPORT_KEYS = economyReports.map((report) => report.key);

export const demoItems: DemoItem[] = [
  ...articles,
  ...videos,
  ...shortVideos,
  ...audios,
  ...audioTracks,
  ...videoTracks,
  ...galleries,
  ...webItems,
  ...entries,
  ...economyReports,
];

/** The article whose comments exercise paging (page size 10): at least 25 top-level comments. */
export const COMMENT_PAGING_ITEM_KEY = 'a-economy';
