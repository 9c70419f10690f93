import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '../theme';
import { OpenAppBanner } from './open-app-banner';
import * as stories from './open-app-banner.stories';

const { LoggedOut, LoggedIn, Defaults, ConfigFromEnvironment, InOwnClient, WithPreviewFlag } =
  composeStories(stories);

describe('OpenAppBanner', () => {
  it('shows logo, site name, description, login, open-app and navigation controls', () => {
    render(<LoggedOut />);
    expect(screen.getByRole('img', { name: '掌上新闻' })).toBeInTheDocument();
    expect(screen.getByText('掌上新闻')).toBeInTheDocument();
    expect(screen.getByText('看新闻，上掌上新闻APP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开APP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导航' })).toBeInTheDocument();
  });

  it('emits openApp, login and navigation through the callbacks', () => {
    const onOpenApp = fn();
    const onLogin = fn();
    const onNavigate = fn();
    render(<LoggedOut onOpenApp={onOpenApp} onLogin={onLogin} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: '打开APP' }));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    fireEvent.click(screen.getByRole('button', { name: '导航' }));
    expect(onOpenApp).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows the avatar instead of 登录 when logged in', () => {
    render(<LoggedIn />);
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(screen.getByRole('img', { name: '读者' })).toBeInTheDocument();
  });

  it('falls back to the default image and the default description', () => {
    render(<Defaults />);
    expect(screen.getByRole('img', { name: '站点标志' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByText('打开APP，查看更多精彩内容')).toBeInTheDocument();
  });

  it('shows configuration read from the environment', () => {
    render(<ConfigFromEnvironment />);
    expect(screen.getByText('城市频道')).toBeInTheDocument();
    expect(screen.getByText('本地资讯第一时间')).toBeInTheDocument();
  });

  it('is hidden inside the own client and with the preview flag', () => {
    render(<InOwnClient />);
    expect(screen.queryByTestId('open-app-banner')).toBeNull();
    render(<WithPreviewFlag />);
    expect(screen.queryByTestId('open-app-banner')).toBeNull();
  });

  it('renders nothing on the server (shown only once loaded)', () => {
    const html = renderToString(
      <ThemeProvider theme={defaultTheme}>
        <OpenAppBanner onOpenApp={() => undefined} config={{ siteName: '掌上新闻' }} />
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });

  it('reads the configuration at mount and again after 500 ms', () => {
    jest.useFakeTimers();
    try {
      const readConfig = jest
        .fn()
        .mockReturnValueOnce({ siteName: '旧名称' })
        .mockReturnValue({ siteName: '新名称' });
      render(
        <ThemeProvider theme={defaultTheme}>
          <OpenAppBanner onOpenApp={() => undefined} readConfig={readConfig} />
        </ThemeProvider>,
      );
      expect(readConfig).toHaveBeenCalledTimes(1);
      expect(screen.getByText('旧名称')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(499));
      expect(readConfig).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(1));
      expect(readConfig).toHaveBeenCalledTimes(2);
      expect(screen.getByText('新名称')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('OpenAppBanner interaction story', () => {
  it('runs its play function: tapping 打开APP emits openApp', async () => {
    const { TapOpenApp } = composeStories(stories);
    await TapOpenApp.run();
  });
});
