import { act } from 'react';
import { screen } from '@testing-library/react';
import { closeEarlyTaps, replayEarlyTap } from '../early-tap/early-tap';
import { aTick, earlyTapPage, ROWS } from './early-tap-test-kit';

describe('a tap on a deferred section before the page’s code has arrived', () => {
  const page = earlyTapPage('early');

  it('is replayed once, when the section has hydrated', async () => {
    const serverButton = page.serve();
    // Nothing of React listens yet: only the head's script hears it.
    serverButton.click();
    // The browser entry creates the root; the page's own replay (React hydrates the page before its
    // deferred sections) leaves the tap to the section.
    closeEarlyTaps();
    replayEarlyTap();
    await aTick();
    expect(page.onLoadMore).not.toHaveBeenCalled();
    const release = await page.hydrate();
    // The section the tap landed in hydrates at once (not when scrolled to), but waits for its data.
    expect(page.observed).toHaveLength(1);
    expect(page.onLoadMore).not.toHaveBeenCalled();
    await release(ROWS);
    await aTick();
    expect(page.onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '加载更多' })).toBe(serverButton);
    // Replayed once, whoever asks again.
    replayEarlyTap();
    await aTick();
    expect(page.onLoadMore).toHaveBeenCalledTimes(1);
    // The next tap is React's alone, answered once.
    await act(async () => serverButton.click());
    await aTick();
    expect(page.onLoadMore).toHaveBeenCalledTimes(2);
  });
});
