import { PRELOAD_HELPER_CODE } from './preload-helper';

type Preload = <T>(load: () => Promise<T>) => Promise<T>;

/** The helper's module, run against a window that records the events it dispatches. */
function helper() {
  const target = new EventTarget();
  const events: Event[] = [];
  target.addEventListener('vite:preloadError', (event) => events.push(event));
  const preload = new Function('window', PRELOAD_HELPER_CODE.replace('export const __vitePreload =', 'return')) as (
    window: EventTarget,
  ) => Preload;
  return { target, events, preload: preload(target) };
}

describe('the preload helper of the browser build (dynamic imports without preload links)', () => {
  it('answers the imported module', async () => {
    const { preload, events } = helper();
    await expect(preload(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
    expect(events).toEqual([]);
  });

  it('dispatches a cancelable vite:preloadError with the error, and rethrows it', async () => {
    const { preload, events } = helper();
    const error = new Error('Failed to fetch dynamically imported module');
    await expect(preload(() => Promise.reject(error))).rejects.toBe(error);
    expect(events).toHaveLength(1);
    expect(events[0].cancelable).toBe(true);
    expect((events[0] as Event & { payload?: unknown }).payload).toBe(error);
  });

  it('leaves the failure to a listener that prevents the event (the page loader reloads the page)', async () => {
    const { preload, target } = helper();
    target.addEventListener('vite:preloadError', (event) => event.preventDefault());
    await expect(preload(() => Promise.reject(new Error('gone')))).resolves.toBeUndefined();
  });
});
