import { createSwrCache } from './swr-cache.server';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A production that runs until its signal aborts (then rejects), or until `finish` is called. */
function pending() {
  const signals: AbortSignal[] = [];
  const finishers: ((value: string) => void)[] = [];
  const produce = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      signals.push(signal);
      finishers.push(resolve);
      if (signal.aborted) reject(new Error('aborted'));
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { produce, signals, finish: (value: string) => finishers.at(-1)?.(value) };
}

describe('createSwrCache', () => {
  let clock = 0;
  const cache = () => createSwrCache<string>({ ttlMs: 1_000, staleMs: 5_000, maxSize: 10, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('runs one production for concurrent callers of a key: the first is a MISS, the others a HIT', async () => {
    const swr = cache();
    const work = pending();
    const first = swr.get('a', work.produce);
    const second = swr.get('a', work.produce);
    await tick();
    work.finish('value');
    await expect(first).resolves.toEqual({ value: 'value', state: 'MISS' });
    await expect(second).resolves.toEqual({ value: 'value', state: 'HIT' });
    expect(work.signals).toHaveLength(1);
  });

  it('aborts a production once every caller waiting with a signal has left, not before', async () => {
    const swr = cache();
    const work = pending();
    const visitors = [new AbortController(), new AbortController()];
    const answers = visitors.map((visitor) => swr.get('a', work.produce, visitor.signal));
    await tick();
    visitors[0].abort();
    expect(work.signals[0].aborted).toBe(false);
    visitors[1].abort();
    expect(work.signals[0].aborted).toBe(true);
    await expect(Promise.all(answers)).rejects.toThrow('aborted');
    // Nothing kept and nothing in flight: the next caller starts afresh.
    expect(swr.stats()).toEqual({ entries: 0, size: 0, inflight: 0 });
    const next = swr.get('a', work.produce, new AbortController().signal);
    await tick();
    work.finish('again');
    await expect(next).resolves.toEqual({ value: 'again', state: 'MISS' });
  });

  it('keeps a production going to its end while a caller without a signal waits for it', async () => {
    const swr = cache();
    const work = pending();
    const visitor = new AbortController();
    const answers = [swr.get('a', work.produce, visitor.signal), swr.get('a', work.produce)];
    await tick();
    visitor.abort();
    expect(work.signals[0].aborted).toBe(false);
    work.finish('value');
    await expect(Promise.all(answers)).resolves.toEqual([
      { value: 'value', state: 'MISS' },
      { value: 'value', state: 'HIT' },
    ]);
  });

  it('aborts at once a production whose only caller had already left', async () => {
    const swr = cache();
    const work = pending();
    const left = new AbortController();
    left.abort();
    await expect(swr.get('a', work.produce, left.signal)).rejects.toThrow('aborted');
    expect(work.signals[0].aborted).toBe(true);
  });

  it('serves a stale value at once and refreshes it in the background, whoever leaves', async () => {
    const swr = cache();
    await swr.get('a', async () => 'old');
    clock = 2_000;
    const work = pending();
    const visitor = new AbortController();
    await expect(swr.get('a', work.produce, visitor.signal)).resolves.toEqual({ value: 'old', state: 'STALE' });
    await tick();
    visitor.abort();
    expect(work.signals[0].aborted).toBe(false);
    work.finish('new');
    await tick();
    await expect(swr.get('a', work.produce)).resolves.toEqual({ value: 'new', state: 'HIT' });
  });

  it('never keeps a failure, even one thrown before the production awaits anything', async () => {
    const swr = cache();
    const fail = () => {
      throw new Error('broken');
    };
    await expect(swr.get('a', fail)).rejects.toThrow('broken');
    await expect(swr.get('a', async () => 'value')).resolves.toEqual({ value: 'value', state: 'MISS' });
  });
});
