import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '../readable-colors';
import { OpenAppBanner } from './open-app-banner';
import * as stories from './open-app-banner.stories';

const {
  LoggedOut,
  LoggedIn,
  Defaults,
  ConfigFromEnvironment,
  InOwnClient,
  WithPreviewFlag,
  InBrowser,
  InWeChatOpenTagReady,
  BrokenLogo,
} = composeStories(stories);

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

  it('renders on the server with logo, name, description and an open-app link to the download page', () => {
    const html = renderToString(
      <ThemeProvider theme={defaultTheme}>
        <OpenAppBanner
          onOpenApp={() => undefined}
          config={{ siteName: '掌上新闻', siteLogo: '/logo.png', description: '看新闻' }}
          downloadHref="https://download.example.com/app"
        />
      </ThemeProvider>,
    );
    expect(html).toContain('src="/logo.png"');
    expect(html).toContain('掌上新闻');
    expect(html).toContain('看新闻');
    expect(html).toMatch(/<a[^>]*role="button"[^>]*href="https:\/\/download.example.com\/app"[^>]*>打开APP<\/a>/);
  });

  it('in a browser the open-app link emits openApp instead of leaving the page', () => {
    const onOpenApp = fn();
    render(<InBrowser onOpenApp={onOpenApp} />);
    const link = screen.getByRole('button', { name: '打开APP' });
    expect(link).toHaveAttribute('href', 'https://download.example.com/app');
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpenApp).toHaveBeenCalledTimes(1);
  });

  it('in WeChat lays the open tag over 打开APP', () => {
    render(<InWeChatOpenTagReady />);
    const tag = screen.getByTestId('wx-open-launch-app');
    expect(tag.parentElement).toContainElement(screen.getByRole('button', { name: '打开APP' }));
  });

  it('shows the default image when the logo fails to load (no broken image)', () => {
    render(<BrokenLogo />);
    fireEvent.error(screen.getByRole('img', { name: '掌上新闻' }));
    const fallback = screen.getByRole('img', { name: '掌上新闻' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('open-app-banner').querySelector('img')).toBeNull();
  });

  it('reads the configuration at mount and again after 500 ms', () => {
    jest.useFakeTimers();
    try {
      const readConfig = jest.fn().mockReturnValueOnce({ siteName: '旧名称' }).mockReturnValue({ siteName: '新名称' });
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
