import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatCount } from '@share/util-format';
import * as circleListStories from './circle/circle-list-view.stories';
import * as circleStories from './circle/circle-view.stories';
import * as lawStories from './law/law-question-view.stories';
import * as openContentStories from './open/open-content-view.stories';
import * as openListStories from './open/open-list-view.stories';
import * as postStories from './post/post-view.stories';
import * as topicStories from './topic/topic-view.stories';
import { expectEmptyAndError, screenName } from '@share/ui/testing';

const circleList = composeStories(circleListStories);
const circle = composeStories(circleStories);
const topic = composeStories(topicStories);
const post = composeStories(postStories);
const law = composeStories(lawStories);
const openContent = composeStories(openContentStories);
const openList = composeStories(openListStories);

describe('the circle list (/dimim/circle without an id)', () => {
  it('lists the circles with their members, each linking to its page, and offers more', () => {
    render(<circleList.Full />);
    expect(screenName()).toBe('DimimCircle');
    expect(screen.getByRole('heading', { name: '热门圈子' })).toBeInTheDocument();
    expect(screen.getByText('城市跑团').closest('a')).toHaveAttribute(
      'href',
      '/davmu/share/dimim/circle/index.html?id=gdWh9V4R',
    );
    expect(screen.getByText(`约跑、分享路线、交流装备。 · ${formatCount(3456)}成员`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
  });

  it('no circles: 暂无内容; an outage: the error state', () => {
    expectEmptyAndError(circleList);
  });
});

describe('a circle (/dimim/circle?id=)', () => {
  it('shows the circle, its topics and its posts; joining and liking prompt the app', () => {
    render(<circle.Full />);
    expect(screen.getByRole('heading', { level: 1, name: '城市跑团' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '#晨跑打卡#' })[0]).toHaveAttribute(
      'href',
      '/davmu/share/dimim/topic/index.html?id=A8tH5eX7',
    );
    const posts = screen.getAllByTestId('circle-post');
    expect(posts).toHaveLength(2);
    expect(posts[0]).toHaveAttribute('data-exposure-id', '5mB3LfSJ');
    expect(within(posts[1]).getByRole('link', { name: /法律问答/ })).toHaveAttribute(
      'href',
      '/davmu/share/fazak/problemShare/index.html?id=qWh9V4Rg',
    );
    fireEvent.click(screen.getByRole('button', { name: '加入圈子' }));
    expect(circle.Full.args.onPrompt).toHaveBeenCalledWith('join');
    fireEvent.click(within(posts[0]).getByRole('button', { name: /点赞/ }));
    expect(circle.Full.args.onPrompt).toHaveBeenCalledWith('like');
  });

  it('a circle without posts says 暂无内容; an outage shows the error state', () => {
    expectEmptyAndError(circle);
  });
});

describe('a circle topic (/dimim/topic?id=)', () => {
  it('shows the topic and its posts', () => {
    render(<topic.Full />);
    expect(screenName()).toBe('DimimTopic');
    expect(screen.getByRole('heading', { level: 1, name: '#晨跑打卡#' })).toBeInTheDocument();
    expect(screen.getAllByTestId('circle-post')).toHaveLength(2);
  });

  it('no posts: 暂无内容; an outage: the error state', () => {
    expectEmptyAndError(topic);
  });
});

describe('a circle post (/dimim/content?id=)', () => {
  it('shows the whole post with its author, circle and topic; commenting prompts the app', () => {
    render(<post.Full />);
    expect(screenName()).toBe('DimimContent');
    expect(screen.getByText('今天沿江跑了12公里，配速5分半，日出太美了！').closest('a')).toBeNull();
    expect(screen.getByText('跑者阿杰')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '城市跑团' })).toHaveAttribute(
      'href',
      '/davmu/share/dimim/circle/index.html?id=gdWh9V4R',
    );
    fireEvent.click(screen.getByRole('button', { name: /评论/ }));
    expect(post.Full.args.onPrompt).toHaveBeenCalledWith('comment');
  });

  it('no id: 暂无内容; an outage: the error state', () => {
    expectEmptyAndError(post);
  });
});

describe('the problem share (/fazak/problemShare?id=)', () => {
  it("shows the question, its answer count and the lawyers' answers; asking prompts the app", () => {
    render(<law.Full />);
    expect(screenName()).toBe('ProblemShare');
    expect(
      screen.getByRole('heading', { level: 1, name: '网购商品有质量问题，商家拒绝退货怎么办？' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/14个回答/)).toBeInTheDocument();
    expect(screen.getAllByTestId('law-answer')).toHaveLength(2);
    expect(screen.getByText('王律师')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我也要提问' }));
    expect(law.Full.args.onAsk).toHaveBeenCalled();
  });

  it('no answers: 暂无内容; an outage: the error state', () => {
    expectEmptyAndError(law);
  });
});

describe('open content', () => {
  it('an item shows its title, source and body', () => {
    render(<openContent.Full />);
    expect(screenName()).toBe('OpenContent');
    expect(screen.getByRole('heading', { level: 1, name: '医保异地就医备案指南' })).toBeInTheDocument();
    expect(screen.getByText(/来源：市医疗保障局/)).toBeInTheDocument();
    expect(screen.getByText('• 提交后即时生效。')).toBeInTheDocument();
  });

  it('an item without a body shows its summary; an outage the error state', () => {
    expectEmptyAndError(openContent, '线上备案，即时生效。');
  });

  it('a resource lists its content; a catalogue names itself and links its children', () => {
    const { unmount } = render(<openList.Full />);
    expect(screenName()).toBe('OpenList');
    expect(screen.getByRole('heading', { level: 1, name: '办事指南' })).toBeInTheDocument();
    expect(screen.getByText('灵活就业人员如何缴纳养老保险').closest('a')).toHaveAttribute(
      'href',
      '/davmu/share/open/res-gov-guide/content/6f1c2a4e-02/index.html',
    );
    unmount();
    render(<openList.Catalog />);
    expect(screenName()).toBe('OpenCatalog');
    expect(screen.getByRole('heading', { level: 1, name: '社保医保' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '养老保险' })).toHaveAttribute(
      'href',
      '/davmu/share/open/res-gov-guide/catalog/cat-pension/index.html',
    );
  });

  it('an empty list says 暂无内容; an outage shows the error state', () => {
    expectEmptyAndError(openList);
  });
});
