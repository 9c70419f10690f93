import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatCount } from '@share/util-format';
import * as catalogStories from './dejin/dejin-catalog-view.stories';
import * as contentStories from './dejin/dejin-content-view.stories';
import * as detailStories from './dejin/dejin-detail-view.stories';
import * as personalStories from './dejin/dejin-personal-view.stories';
import * as dejinTopicStories from './dejin/dejin-topic-view.stories';
import * as reportStories from './report/report-view.stories';
import * as reporterStories from './reporter/reporter-view.stories';
import * as topicStories from './topic/clue-topic-view.stories';
import * as topicsStories from './topic/clue-topics-view.stories';
import { expectEmptyAndError, screenName } from '@share/ui/testing';

const report = composeStories(reportStories);
const reporter = composeStories(reporterStories);
const topic = composeStories(topicStories);
const topics = composeStories(topicsStories);
const catalog = composeStories(catalogStories);
const content = composeStories(contentStories);
const detail = composeStories(detailStories);
const personal = composeStories(personalStories);
const dejinTopic = composeStories(dejinTopicStories);

const clueTopicLink = (name: string) => `/davmu/share/clue_report/topic/${encodeURIComponent(name)}/index.html`;
const dejinTopicLink = (name: string) => `/davmu/share/dejin/topic/${encodeURIComponent(name)}/index.html`;

describe('a clue report (/clue_report/{id})', () => {
  it('shows the report: reporter, status, text, gallery, place, topic and mention links, the official reply, related posts', () => {
    render(<report.Full />);
    expect(screenName()).toBe('ClueReportDetail');
    expect(
      screen.getByRole('heading', { level: 1, name: '中山路与解放路交叉口路面塌陷，已有电动车摔倒' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('clue-status')).toHaveTextContent('已回复');
    expect(screen.getByRole('link', { name: /老陈说事/ })).toHaveAttribute(
      'href',
      '/davmu/share/clue_report/user/yAKNw9Ah/index.html',
    );
    const gallery = within(screen.getByTestId('image-gallery'));
    expect(gallery.getAllByRole('link')).toHaveLength(2);
    expect(gallery.getAllByRole('link')[0]).toHaveAttribute('href', '/media/gallery/gallery-08.png');
    expect(screen.getByText('越秀区中山路与解放路交叉口')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#路面坑洼#' })).toHaveAttribute('href', clueTopicLink('路面坑洼'));
    expect(screen.getByRole('link', { name: '@南岭读者' })).toHaveAttribute(
      'href',
      '/davmu/share/clue_report/user/vQwEwRUZ/index.html',
    );
    const reply = within(screen.getByTestId('official-reply'));
    expect(reply.getByRole('heading', { name: '官方回复 · 法治在线' })).toBeInTheDocument();
    expect(reply.getByText('已转交市政部门，施工队今天下午进场修复。感谢您的反映！')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '相关报道' })).toBeInTheDocument();
    expect(screen.getByText('五一假期出行提示：这些路段易拥堵，请错峰出行').closest('a')).toHaveAttribute(
      'href',
      '/davmu/share/news/doc/2026/11/BkYWvrgu/index.html',
    );
    expect(screen.getByText(`${formatCount(12_345)}浏览`)).toBeInTheDocument();
  });

  it('liking prompts the app', () => {
    render(<report.Full />);
    fireEvent.click(screen.getByRole('button', { name: `点赞 ${formatCount(567)}` }));
    expect(report.Full.args.onPrompt).toHaveBeenCalledWith('like');
  });

  it('a pending report says 待受理 and has no reply, gallery or related posts', () => {
    render(<report.Pending />);
    expect(screen.getByTestId('clue-status')).toHaveTextContent('待受理');
    expect(screen.queryByTestId('official-reply')).toBeNull();
    expect(screen.queryByTestId('image-gallery')).toBeNull();
    expect(screen.queryByRole('heading', { name: '相关报道' })).toBeNull();
  });

  it('without a report: 暂无内容; an outage: the error state', () => expectEmptyAndError(report));
});

describe('a reporter (/clue_report/user/{id})', () => {
  it('shows the header with counts, the clues (paged), the mentions and related posts; following prompts the app', () => {
    render(<reporter.Full />);
    expect(screenName()).toBe('ClueReportPersonal');
    expect(screen.getByRole('heading', { level: 1, name: '老陈说事' })).toBeInTheDocument();
    expect(screen.getByText('退休老街坊，爱管闲事。')).toBeInTheDocument();
    expect(screen.getByTestId('person-counts')).toHaveTextContent(`${formatCount(2345)}粉丝 · 12关注 · 16条爆料`);
    const clues = within(screen.getByTestId('reporter-clues'));
    expect(clues.getByRole('heading', { name: 'TA的爆料' })).toBeInTheDocument();
    expect(clues.getAllByTestId('clue-report')).toHaveLength(2);
    expect(clues.getAllByTestId('clue-report')[0]).toHaveAttribute('data-exposure-id', '9kmrbHRi');
    expect(clues.getAllByRole('link', { name: /中山路与解放路交叉口路面塌陷/ })[0]).toHaveAttribute(
      'href',
      '/davmu/share/clue_report/9kmrbHRi/index.html',
    );
    expect(clues.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
    const mentions = within(screen.getByTestId('reporter-at-clues'));
    expect(mentions.getByRole('heading', { name: '提到TA的' })).toBeInTheDocument();
    expect(mentions.getAllByTestId('clue-report')).toHaveLength(1);
    expect(mentions.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.getByRole('heading', { name: '相关报道' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(reporter.Full.args.onFollow).toHaveBeenCalled();
  });

  it('a reporter without clues says 暂无内容 in both lists; an outage shows the error state', () => {
    const { unmount } = render(<reporter.Empty />);
    expect(screen.getAllByText('暂无内容')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: '相关报道' })).toBeNull();
    unmount();
    render(<reporter.Error />);
    expect(screen.getByTestId('error-state')).toBeInTheDocument();
  });
});

describe('a clue topic (/clue_report/topic/{name}) and the topic square', () => {
  it('a topic: cover, name, description, channel and views, its reports paged', () => {
    render(<topic.Full />);
    expect(screenName()).toBe('ClueReportTopic');
    expect(screen.getByRole('heading', { level: 1, name: '#路面坑洼#' })).toBeInTheDocument();
    expect(screen.getByText('家门口的路坏了？拍下来告诉我们。')).toBeInTheDocument();
    expect(screen.getByText(`交通 · ${formatCount(45_678)}浏览`)).toBeInTheDocument();
    const reports = within(screen.getByTestId('topic-reports'));
    expect(reports.getByRole('heading', { name: '话题爆料' })).toBeInTheDocument();
    expect(reports.getAllByTestId('clue-report')).toHaveLength(2);
    expect(reports.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
    fireEvent.click(reports.getAllByRole('button', { name: /点赞/ })[0]);
    expect(topic.Full.args.onPrompt).toHaveBeenCalledWith('like');
  });

  it('a topic without reports: 暂无内容; an outage: the error state', () => expectEmptyAndError(topic));

  it('the square: recommended topics most viewed first, then each channel with its topics', () => {
    render(<topics.Full />);
    expect(screenName()).toBe('ClueReportTopics');
    expect(screen.getByRole('heading', { level: 1, name: '热门话题' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('clue-topic');
    expect(rows.map((row) => row.querySelector('b')?.textContent)).toEqual(['#路面坑洼#', '#噪音扰民#']);
    expect(rows[0]).toHaveAttribute('href', clueTopicLink('路面坑洼'));
    const channels = screen.getAllByTestId('clue-channel');
    expect(channels.map((channel) => within(channel).getByRole('heading').textContent)).toEqual([
      '民生',
      '交通',
      '环境',
    ]);
    expect(within(channels[1]).getByRole('link', { name: '#路面坑洼#' })).toHaveAttribute(
      'href',
      clueTopicLink('路面坑洼'),
    );
    expect(within(channels[2]).getByText('暂无内容')).toBeInTheDocument();
  });

  it('no topics: 暂无内容; an outage: the error state', () => expectEmptyAndError(topics));
});

describe('dejin catalogue and content (/dejin/catalog, /dejin/content)', () => {
  it('the catalogue lists all content, each catalogue and its sub-catalogues, linking to their content', () => {
    render(<catalog.Full />);
    expect(screenName()).toBe('DejinCatalog');
    expect(screen.getByRole('heading', { level: 1, name: '全部分类' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '全部内容' })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/content/index.html',
    );
    expect(screen.getByRole('link', { name: '旅行' })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/content/index.html?catalog_id=dCitJ6Uj',
    );
    expect(screen.getByRole('link', { name: '周末去哪儿' })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/content/index.html?catalog_id=gnxBHnAw',
    );
  });

  it('an empty catalogue: 暂无内容; an outage: the error state', () => expectEmptyAndError(catalog));

  it("a catalogue's content: its name as the heading, its posts with author, topic and detail links, paged", () => {
    render(<content.Full />);
    expect(screenName()).toBe('DejinContent');
    expect(screen.getByRole('heading', { level: 1, name: '旅行' })).toBeInTheDocument();
    const posts = screen.getAllByTestId('dejin-post');
    expect(posts).toHaveLength(2);
    const first = within(posts[0]);
    expect(first.getAllByRole('link', { name: /周末带娃去湿地公园看候鸟/ })[0]).toHaveAttribute(
      'href',
      '/davmu/share/dejin/detail/qDf3FdCa/index.html',
    );
    expect(first.getByRole('link', { name: /默默的猫/ })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/personal/CJ7wv57F/index.html',
    );
    expect(first.getByRole('link', { name: '#遛娃攻略#' })).toHaveAttribute('href', dejinTopicLink('遛娃攻略'));
    expect(first.getByRole('link', { name: '亲子' })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/content/index.html?catalog_id=eZr3HJKp',
    );
    expect(screen.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
    fireEvent.click(first.getByRole('button', { name: `评论 ${formatCount(49)}` }));
    expect(content.Full.args.onPrompt).toHaveBeenCalledWith('comment');
  });

  it('all content is headed 全部内容; none: 暂无内容; an outage: the error state', () => {
    const { unmount } = render(<content.All />);
    expect(screen.getByRole('heading', { level: 1, name: '全部内容' })).toBeInTheDocument();
    unmount();
    expectEmptyAndError(content);
  });
});

describe('a dejin post (/dejin/detail/{post_id}): header and comment footer', () => {
  it('shows title, author with place and views, the text, the pictures, catalogue and topics', () => {
    render(<detail.Full />);
    expect(screenName()).toBe('DejinDetail');
    expect(
      screen.getByRole('heading', { level: 1, name: '周末带娃去湿地公园看候鸟，记得带望远镜' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /默默的猫/ })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/personal/CJ7wv57F/index.html',
    );
    expect(screen.getByText(`19小时前 · 浙江 · ${formatCount(12_345)}浏览`)).toBeInTheDocument();
    expect(screen.getByText('欢迎在评论区分享你的经验。')).toBeInTheDocument();
    expect(within(screen.getByTestId('image-gallery')).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '#周末好去处#' })).toHaveAttribute('href', dejinTopicLink('周末好去处'));
  });

  it('the comment footer: writing and the comment count prompt comments, the like count likes', () => {
    render(<detail.Full />);
    const footer = within(screen.getByTestId('comment-footer'));
    fireEvent.click(footer.getByRole('button', { name: '写评论…' }));
    expect(detail.Full.args.onPrompt).toHaveBeenLastCalledWith('comment');
    fireEvent.click(footer.getByRole('button', { name: `评论 ${formatCount(49)}` }));
    expect(detail.Full.args.onPrompt).toHaveBeenLastCalledWith('comment');
    fireEvent.click(footer.getByRole('button', { name: `点赞 ${formatCount(617)}` }));
    expect(detail.Full.args.onPrompt).toHaveBeenLastCalledWith('like');
  });

  it('shows the comments the platform serves, read-only: author, text, time and place; liking one prompts the app', () => {
    render(<detail.Full />);
    const section = within(screen.getByRole('region', { name: `评论 ${formatCount(49)}` }));
    const rows = section.getAllByTestId('dejin-comment');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('张工');
    expect(rows[0]).toHaveTextContent('收藏了，周末就去试试！');
    expect(rows[0]).toHaveTextContent('2小时前 · 江苏');
    expect(section.queryByRole('textbox')).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: '点赞 5' }));
    expect(detail.Full.args.onPrompt).toHaveBeenLastCalledWith('like');
    // More pages: the load-more control.
    expect(section.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
  });

  it('a post without comments says 暂无评论，快来抢沙发 under 评论 0', () => {
    render(<detail.NoComments />);
    const section = within(screen.getByRole('region', { name: '评论 0' }));
    expect(section.getByText('暂无评论，快来抢沙发')).toBeInTheDocument();
    expect(section.queryAllByTestId('dejin-comment')).toHaveLength(0);
  });

  it('without a post: 暂无内容 and no footer; an outage: the error state', () => {
    const { unmount } = render(<detail.Empty />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByTestId('comment-footer')).toBeNull();
    unmount();
    render(<detail.Error />);
    expect(screen.getByTestId('error-state')).toBeInTheDocument();
  });
});

describe('a dejin personal page and topic (with header)', () => {
  it('the personal page: header with fans, follows and likes, posts paged; following prompts the app', () => {
    render(<personal.Full />);
    expect(screenName()).toBe('DejinPersonal');
    expect(screen.getByRole('heading', { level: 1, name: '默默的猫' })).toBeInTheDocument();
    expect(screen.getByTestId('person-counts')).toHaveTextContent(
      `${formatCount(5678)}粉丝 · 123关注 · ${formatCount(45_678)}获赞`,
    );
    expect(screen.getByRole('heading', { name: 'TA的内容' })).toBeInTheDocument();
    expect(screen.getAllByTestId('dejin-post')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(personal.Full.args.onFollow).toHaveBeenCalled();
  });

  it('an author without posts: 暂无内容; an outage: the error state', () => expectEmptyAndError(personal));

  it('a topic: name, description, views and post count, its most viewed posts paged', () => {
    render(<dejinTopic.Full />);
    expect(screenName()).toBe('DejinTopic');
    expect(screen.getByRole('heading', { level: 1, name: '#春天的第一口鲜#' })).toBeInTheDocument();
    expect(screen.getByText(`${formatCount(43_210)}浏览 · 12篇内容`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '热门内容' })).toBeInTheDocument();
    expect(screen.getAllByTestId('dejin-post')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
  });

  it('a topic without posts: 暂无内容; an outage: the error state', () => expectEmptyAndError(dejinTopic));
});

describe('the status badge, the cards of the lists and their prompts', () => {
  it('each status has its badge: 待受理, 已受理, 已回复 (only the answered report has the official reply)', () => {
    for (const [Story, label, replied] of [
      [report.Pending, '待受理', false],
      [report.Accepted, '已受理', false],
      [report.Full, '已回复', true],
    ] as const) {
      const { unmount } = render(<Story />);
      expect(screen.getByTestId('clue-status')).toHaveTextContent(label);
      expect(screen.queryByText(/官方回复/) !== null).toBe(replied);
      unmount();
    }
  });

  it("a topic's report cards: reporter, badge, text linking to the report, pictures, topic links; liking prompts", () => {
    render(<topic.Full />);
    const [answered, pending] = screen.getAllByTestId('clue-report');
    const card = within(answered);
    expect(card.getByRole('link', { name: /老陈说事/ })).toHaveAttribute(
      'href',
      '/davmu/share/clue_report/user/yAKNw9Ah/index.html',
    );
    expect(card.getByTestId('clue-status')).toHaveTextContent('已回复');
    expect(within(pending).getByTestId('clue-status')).toHaveTextContent('待受理');
    expect(card.getByRole('link', { name: /今天早上路过发现路口有一个直径约一米的坑/ })).toHaveAttribute(
      'href',
      '/davmu/share/clue_report/9kmrbHRi/index.html',
    );
    expect(within(card.getByTestId('image-gallery')).getAllByRole('img')).toHaveLength(2);
    expect(within(pending).queryByTestId('image-gallery')).toBeNull();
    expect(card.getByRole('link', { name: '#路面坑洼#' })).toHaveAttribute('href', clueTopicLink('路面坑洼'));
    expect(card.getByText(`9小时前 · 越秀区中山路与解放路交叉口 · ${formatCount(12_345)}浏览`)).toBeInTheDocument();
    // A clue report is liked in the app; it has no comment button.
    expect(card.queryByRole('button', { name: /评论/ })).toBeNull();
  });

  it("a reporter's clue cards prompt liking in the app", () => {
    render(<reporter.Full />);
    const clues = within(screen.getByTestId('reporter-clues'));
    fireEvent.click(clues.getAllByRole('button', { name: `点赞 ${formatCount(567)}` })[1]);
    expect(reporter.Full.args.onPrompt).toHaveBeenCalledWith('like');
  });

  it("a dejin author's post cards: cover, catalogue and topic links; 点赞 and 评论 prompt the app", () => {
    render(<personal.Full />);
    const [first, second] = screen.getAllByTestId('dejin-post').map((post) => within(post));
    expect(first.getAllByRole('img', { name: /周末带娃去湿地公园看候鸟/ })).toHaveLength(1);
    expect(first.getByRole('link', { name: '#周末好去处#' })).toHaveAttribute('href', dejinTopicLink('周末好去处'));
    expect(second.getByRole('link', { name: '生活' })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/content/index.html?catalog_id=cfbTJt5g',
    );
    expect(second.getByRole('link', { name: '#家常菜#' })).toHaveAttribute('href', dejinTopicLink('家常菜'));
    expect(screen.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
    fireEvent.click(first.getByRole('button', { name: `点赞 ${formatCount(617)}` }));
    expect(personal.Full.args.onPrompt).toHaveBeenLastCalledWith('like');
    fireEvent.click(second.getByRole('button', { name: `评论 ${formatCount(49)}` }));
    expect(personal.Full.args.onPrompt).toHaveBeenLastCalledWith('comment');
  });

  it("a dejin topic's posts link to their authors and details, and prompt the app", () => {
    render(<dejinTopic.Full />);
    expect(screen.getByText('分享你的春日时令美食。')).toBeInTheDocument();
    const first = within(screen.getAllByTestId('dejin-post')[0]);
    expect(first.getByRole('link', { name: /默默的猫/ })).toHaveAttribute(
      'href',
      '/davmu/share/dejin/personal/CJ7wv57F/index.html',
    );
    expect(first.getAllByRole('link', { name: /周末带娃去湿地公园看候鸟/ })[0]).toHaveAttribute(
      'href',
      '/davmu/share/dejin/detail/qDf3FdCa/index.html',
    );
    fireEvent.click(first.getByRole('button', { name: `评论 ${formatCount(49)}` }));
    expect(dejinTopic.Full.args.onPrompt).toHaveBeenCalledWith('comment');
  });

  it('an empty content list keeps its heading; the catalogue lists every entry', () => {
    const { unmount } = render(<content.Empty />);
    expect(screen.getByRole('heading', { level: 1, name: '旅行' })).toBeInTheDocument();
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    unmount();
    render(<catalog.Full />);
    expect(
      screen.getAllByTestId('dejin-catalog').map((entry) => within(entry).getAllByRole('link')[0].textContent),
    ).toEqual(['生活', '旅行']);
  });

  it('an empty person or topic page keeps its header and says 暂无内容 for its list', () => {
    for (const [Story, heading] of [
      [personal.Empty, '默默的猫'],
      [dejinTopic.Empty, '#春天的第一口鲜#'],
      [topic.Empty, '#路面坑洼#'],
      [reporter.Empty, '老陈说事'],
    ] as const) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getAllByText('暂无内容').length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
      unmount();
    }
  });
});
