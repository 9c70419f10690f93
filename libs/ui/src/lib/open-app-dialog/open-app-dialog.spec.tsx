import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './open-app-dialog.stories';

const { Default, AfterSuccess, LikeInApp, MiniProgram, Closed } = composeStories(stories);

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
