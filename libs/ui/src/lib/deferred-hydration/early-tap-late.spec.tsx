import { TAP_REPLAY_MS } from '../early-tap/early-tap';
import { aTick, earlyTapPage, ROWS } from './early-tap-test-kit';

describe('a tap on a deferred section before the page’s code has arrived', () => {
  const page = earlyTapPage('late');

  it(`is dropped when the section hydrates more than ${TAP_REPLAY_MS / 1000} s after it`, async () => {
    const serverButton = page.serve();
    serverButton.click();
    // Read after the tap: the time the head's script gave it is no later than this.
    const tappedAt = Date.now();
    // The code arrives late: the tap's age counts from when the head's script heard it.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(tappedAt + TAP_REPLAY_MS + 1);
    try {
      const release = await page.hydrate();
      await release(ROWS);
      await aTick();
    } finally {
      clock.mockRestore();
    }
    expect(page.onLoadMore).not.toHaveBeenCalled();
  });
});
