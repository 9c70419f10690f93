import { act } from 'react';
import { screen } from '@testing-library/react';
import { aTick, earlyTapPage, ROWS } from './early-tap-test-kit';

describe('a tap on a deferred section before the page’s code has arrived', () => {
  const page = earlyTapPage('early');

  it('is replayed once, when the section has hydrated; a tap elsewhere is not kept', async () => {
    const serverButton = page.serve();
    // Nothing of React listens yet: only the head's script hears them.
    serverButton.click();
    screen.getByRole('button', { name: '上方' }).click();
    const release = await page.hydrate();
    // The section the tap landed in hydrates at once (not when scrolled to), but waits for its data.
    expect(page.observed).toHaveLength(1);
    expect(page.onLoadMore).not.toHaveBeenCalled();
    await release(ROWS);
    await aTick();
    expect(page.onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '加载更多' })).toBe(serverButton);
    // Outside the deferred sections the head's script keeps nothing.
    expect(page.onTop).not.toHaveBeenCalled();
    // The head's script has handed over: the next tap is React's alone, answered once.
    expect((window as unknown as Record<string, unknown>)['__deferredTaps']).toBeUndefined();
    await act(async () => serverButton.click());
    await aTick();
    expect(page.onLoadMore).toHaveBeenCalledTimes(2);
  });
});
