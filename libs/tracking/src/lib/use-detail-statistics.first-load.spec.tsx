// The first page of a document: the tracking runtime's chunk (the beacon and the reading session's
// code) has not arrived when the view is reported. A file of its own: the arrived chunk is module
// state, so every test of use-detail-statistics.spec.tsx after the first finds it there.
import { act, render } from '@testing-library/react';
import { BEHAVIOR, STATS_INIT_DELAY_MS } from './constants';
import { arrivedTrackingRuntime, TrackingProvider } from './tracking-provider';
import { fakeBeacon, nextTick } from './tracking-test-kit';
import { useDetailStatistics } from './use-detail-statistics';

function DetailPage() {
  useDetailStatistics({ postId: 'AbCdEfGh', extras: { content_type: 'article' } });
  return <article>正文</article>;
}

let beacon: ReturnType<typeof fakeBeacon>;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 2, 15) });
  beacon = fakeBeacon();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon.sendBeacon, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
});

it('waits for the chunk to send the view and start the session, which counts from the view', async () => {
  render(
    <TrackingProvider>
      <DetailPage />
    </TrackingProvider>,
  );
  // All in one task: the view is reported at 1 s, and 2 s more pass before the chunk can arrive.
  act(() => {
    jest.advanceTimersByTime(STATS_INIT_DELAY_MS + 2_000);
  });
  expect(arrivedTrackingRuntime()).toBeNull();
  expect(beacon.sendBeacon).not.toHaveBeenCalled();

  await act(async () => {
    await nextTick();
  });
  expect(arrivedTrackingRuntime()).not.toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(1_000);
    await nextTick();
  });
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  const events = await beacon.events();
  expect(events.map((event) => event['behavior'])).toEqual([BEHAVIOR.read, BEHAVIOR.readFinish]);
  // The view keeps the moment it was raised; the session's 3 s run from it, not from the chunk's arrival.
  expect(events[0]).toEqual(expect.objectContaining({ tid: 'AbCdEfGh', content_type: 'article' }));
  expect(events[1]).toEqual(expect.objectContaining({ tid: 'AbCdEfGh', duration: 3 }));
});
