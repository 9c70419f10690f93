// Issue 53: a video's page renders its poster under one play control and no `<video>`; a tap puts the
// player in and plays it within the same gesture (play() is called before the handler returns).
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '@share/ui';
import { ShortVideoBody, VideoBody, type MediaBodyProps } from './media-bodies';

const PROPS: MediaBodyProps = {
  src: 'https://media.example.com/v/clip.mp4',
  poster: 'https://img.example.com/poster.jpg',
  title: '地铁新线开通',
  duration: '05:32',
};

const themed = (node: React.ReactNode) => <ThemeProvider theme={defaultTheme}>{node}</ThemeProvider>;

describe.each([
  ['VideoBody', VideoBody, 'video-player', '640', '360', false],
  ['ShortVideoBody', ShortVideoBody, 'svideo-player', '360', '640', true],
] as const)('%s', (_name, Body, testId, width, height, loop) => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      // The element is in the document when play() runs: the tap's gesture still holds.
      expect(this.isConnected).toBe(true);
      return Promise.resolve();
    });
  });
  afterEach(() => play.mockRestore());

  it('renders on the server the poster, one play link to the media file and the duration, no <video>', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(themed(<Body {...PROPS} />));
    expect(page.querySelector('video')).toBeNull();
    const links = page.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(PROPS.src);
    expect(links[0].getAttribute('aria-label')).toBe('播放 地铁新线开通');
    const poster = page.querySelector('img');
    expect(
      ['src', 'alt', 'width', 'height', 'loading', 'fetchpriority'].map((name) => poster?.getAttribute(name)),
    ).toEqual([PROPS.poster, '', width, height, 'eager', 'high']);
    expect(page.querySelector('[data-testid="duration"]')?.textContent).toBe('05:32');
  });

  it('puts the player in on tap and plays it at once; the poster and play control are gone', () => {
    const { container } = render(themed(<Body {...PROPS} />));
    const link = screen.getByRole('link', { name: '播放 地铁新线开通' });
    expect(container.querySelector('video')).toBeNull();
    expect(fireEvent.click(link)).toBe(false); // the link's navigation is prevented
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(PROPS.src);
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.loop).toBe(loop);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(video);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId(testId)).toHaveTextContent('05:32');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const { container } = render(themed(<Body {...PROPS} />));
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true);
    expect(container.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});
