import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './confirm-dialog.stories';

const { Logout, WithDescription } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('asks the question with 取消 and 确定 wired to their callbacks', () => {
    const onConfirm = fn();
    const onCancel = fn();
    render(<Logout onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: '确定退出登录吗？' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a description and custom button text', () => {
    render(<WithDescription />);
    expect(screen.getByText(/退出后将无法评论和收藏/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出' })).toBeInTheDocument();
  });
});
