import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './open-app-dialog.stories';

const {
  Default,
  AfterSuccess,
  LikeInApp,
  MiniProgram,
  Closed,
  InBrowserWithSiteLogo,
  InWeChatOpenTagReady,
  BrokenLogo,
} = composeStories(stories);

describe('OpenAppDialog', () => {
  it('offers 立即前往 and 再考虑下, wired to their callbacks', () => {
    const onGo = fn();
    const onClose = fn();
    render(<Default onGo={onGo} onClose={onClose} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即前往' }));
    expect(onGo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '再考虑下' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '关闭弹窗' })).toBeNull();
  });

  it('turns a success message into the dialog title', () => {
    render(<AfterSuccess />);
    expect(screen.getByRole('dialog', { name: '收藏成功' })).toBeInTheDocument();
  });

  it('prompts to like in the app', () => {
    render(<LikeInApp />);
    expect(screen.getByRole('heading')).toHaveTextContent('请打开APP点赞');
  });

  it('shows only 关闭弹窗 in a mini program', () => {
    const onClose = fn();
    render(<MiniProgram onClose={onClose} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['关闭弹窗']);
    fireEvent.click(buttons[0]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the site logo, not a letter', () => {
    render(<InBrowserWithSiteLogo />);
    expect(screen.getByRole('img', { name: '掌上新闻' }).tagName).toBe('IMG');
  });

  it('shows the default image when the logo fails to load', () => {
    render(<BrokenLogo />);
    fireEvent.error(screen.getByRole('img', { name: '掌上新闻' }));
    const fallback = screen.getByRole('img', { name: '掌上新闻' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.querySelector('svg')).not.toBeNull();
  });

  it("lays WeChat's open tag over 立即前往 and keeps 再考虑下 beside it", () => {
    render(<InWeChatOpenTagReady />);
    const tag = screen.getByTestId('wx-open-launch-app');
    expect(tag.parentElement).toContainElement(screen.getByRole('button', { name: '立即前往' }));
    expect(tag.parentElement).not.toContainElement(screen.getByRole('button', { name: '再考虑下' }));
    expect(tag).toHaveAttribute('extinfo', 'stype=article&post_id=aB3xK9');
  });

  it('renders nothing when closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('OpenAppDialog interaction story', () => {
  it('runs its play function: 再考虑下 closes, 立即前往 goes', async () => {
    const { ChooseButtons } = composeStories(stories);
    await ChooseButtons.run();
  });
});
