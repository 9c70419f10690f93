import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { TOAST_MESSAGES } from '../messages';
import { useToast } from './toast';
import * as stories from './toast.stories';

const composed = composeStories(stories);
const { ModuleUnsupported, Hidden, AllMessages, WithProvider } = composed;

// Spec §8's other four (网络错误，请稍后重试～, 验证码发送成功, 登录成功～, 退出登录成功~) are asserted
// verbatim where they are produced: the api-client's and the auth flows' tests.
const SPEC_MESSAGES = [
  '取消收藏成功',
  '收藏成功',
  '取消关注成功',
  '关注成功',
  '评论成功',
  '评论已发送',
  '请勾选阅读并同意《用户协议》《隐私政策》',
  '评论不能为空～',
  '评论已关闭～',
  '暂不支持该模块\n请到APP查看哦～',
];

describe('Toast', () => {
  it('knows its messages of spec §8, verbatim', () => {
    expect([...TOAST_MESSAGES]).toEqual(SPEC_MESSAGES);
  });

  it('shows the two-line module message with its line break kept', () => {
    render(<ModuleUnsupported />);
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('暂不支持该模块\n请到APP查看哦～');
    expect(toast).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it.each(
    Object.entries(composed).filter(
      ([name]) => !['AllMessages', 'WithProvider', 'Hidden', 'ModuleUnsupported'].includes(name),
    ),
  )('story %s shows its spec message', (_name, Story) => {
    render(<Story />);
    expect(SPEC_MESSAGES).toContain(screen.getByRole('status').textContent);
  });

  it('renders nothing without a message', () => {
    render(<Hidden />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lays out all messages', () => {
    render(<AllMessages />);
    expect(screen.getAllByTestId('toast-sample').map((n) => n.textContent)).toEqual(SPEC_MESSAGES);
  });

  it('shows a toast from the provider and hides it after 2 s', () => {
    jest.useFakeTimers();
    try {
      render(<WithProvider />);
      fireEvent.click(screen.getByRole('button', { name: '点击模块' }));
      expect(screen.getByRole('status').textContent).toBe('暂不支持该模块\n请到APP查看哦～');
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses useToast outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used inside <ToastProvider>');
  });
});
