import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { PREVIEW_DEFAULT_VALIDITY_MS } from '../constants';
import { defaultTheme } from '../readable-colors';
import { formatCountdown, PreviewCountdownBanner } from './preview-countdown-banner';
import * as stories from './preview-countdown-banner.stories';

const { DefaultValidity, AlmostExpired, Expired } = composeStories(stories);
const T0 = Date.UTC(2026, 10, 21, 4, 0, 0);

describe('PreviewCountdownBanner stories on the real clock', () => {
  it('shows the expired story as expired', () => {
    render(<Expired />);
    expect(screen.getByRole('timer')).toHaveTextContent('预览链接已失效');
  });
});

describe('PreviewCountdownBanner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(T0);
  });
  afterEach(() => jest.useRealTimers());

  it('defaults to 30 minutes without an expiry time', () => {
    expect(PREVIEW_DEFAULT_VALIDITY_MS).toBe(1_800_000);
    render(<DefaultValidity startedAt={T0} />);
    expect(screen.getByRole('timer')).toHaveTextContent('内部临时预览，链接将在 30:00 后失效');
  });

  it('counts down every second', () => {
    render(<AlmostExpired startedAt={T0} expiresAt={T0 + 65_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:04');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });

  it('says the link has expired and calls onExpire once', () => {
    const onExpire = fn();
    render(<AlmostExpired startedAt={T0} expiresAt={T0 + 2000} onExpire={onExpire} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('预览链接已失效');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('renders the server time on the server', () => {
    const html = renderToString(
      <ThemeProvider theme={defaultTheme}>
        <PreviewCountdownBanner startedAt={T0} expiresAt={T0 + 10 * 60_000} />
      </ThemeProvider>,
    );
    expect(html).toContain('10:00');
  });

  it.each([
    [0, '00:00'],
    [-5, '00:00'],
    [999, '00:01'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
  ])('formats %p ms as %p', (ms, out) => expect(formatCountdown(ms)).toBe(out));
});
