/**
 * @jest-environment jsdom
 */
// The app's own stories (the one Storybook's share-web group), rendered as a designer sees them.
import '@testing-library/jest-dom';
import { composeStories } from '@storybook/react';
import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '@share/ui';
import * as desktopStories from './desktop-page.stories';
import * as errorStories from './error-screen.stories';
import * as offlineStories from './offline-notice.stories';
import * as frameStories from './site-frame.stories';

const render = (ui: ReactElement) => renderDom(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);
const { NotFound, ServerError, WithMessage } = composeStories(errorStories);
const { Offline, Online } = composeStories(offlineStories);
const { Default: Frame, LoggedIn, MiniProgram } = composeStories(frameStories);
const { Default: Desktop } = composeStories(desktopStories);

describe('ErrorScreen stories', () => {
  it('NotFound: 404, This page could not be found, and 返回首页', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('ServerError: 500 and Error, no link', () => {
    render(<ServerError />);
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('WithMessage: the given status and message', () => {
    render(<WithMessage />);
    expect(screen.getByRole('heading', { name: '502' })).toBeInTheDocument();
    expect(screen.getByText('服务暂时不可用')).toBeInTheDocument();
  });
});

describe('OfflineNotice stories', () => {
  it('Offline: 网络已断开，恢复后将自动重试, and the story\'s play function passes', async () => {
    try {
      // The story's beforeEach reports the browser offline.
      await Offline.load();
      const { container } = render(<Offline />);
      expect(await screen.findByRole('status')).toHaveTextContent('网络已断开，恢复后将自动重试');
      await Offline.play?.({ canvasElement: container });
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });

  it('Online: nothing', () => {
    render(<Online />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('SiteFrame stories', () => {
  it('Default: the open-app banner with 登录 and 打开APP, the footer with the agreements', async () => {
    await Frame.load();
    render(<Frame />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getAllByText('打开APP').length).toBeGreaterThan(0);
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户协议' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('LoggedIn: the footer offers 退出登录', async () => {
    await LoggedIn.load();
    render(<LoggedIn />);
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('MiniProgram: 后退 and 前进 instead of the banner', async () => {
    await MiniProgram.load();
    render(<MiniProgram />);
    expect(await screen.findByRole('button', { name: '后退' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前进' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });
});

describe('DesktopPage story', () => {
  it('frames the mobile page and shows the QR code with its caption', async () => {
    await Desktop.load();
    render(<Desktop />);
    expect(screen.getByTitle('mobile page')).toHaveAttribute('src', 'iframe.html?id=feed-feed-home--default&viewMode=story');
    const qr = screen.getByRole('img', { name: '手机扫码，打开APP或继续阅读' });
    expect(qr.querySelector('svg')).not.toBeNull();
  });
});
