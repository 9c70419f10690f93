/**
 * @jest-environment jsdom
 */
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  PREFETCH_LIMIT,
  prefetchAllowed,
  prefetchTarget,
  registerServiceWorker,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  startLinkPrefetch,
} from './idle-runtime';

const HERE = {
  origin: 'https://m.example.cn',
  href: 'https://m.example.cn/davmu/share/news/doc/2026/11/aB3dE5gH/index.html#c',
};

describe('service worker', () => {
  it('registers /davmu/share/sw.js with the scope /davmu/share/ (spec §9)', () => {
    const register = jest.fn().mockResolvedValue({});
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator);
    expect(SERVICE_WORKER_PATH).toBe('/davmu/share/sw.js');
    expect(register).toHaveBeenCalledWith('/davmu/share/sw.js', { scope: SERVICE_WORKER_SCOPE });
    expect(SERVICE_WORKER_SCOPE).toBe('/davmu/share/');
  });

  it('ignores a browser without service workers and only logs a failure', async () => {
    expect(() => registerServiceWorker({} as Navigator)).not.toThrow();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorker({
      serviceWorker: { register: () => Promise.reject(new Error('denied')) },
    } as unknown as Navigator);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('[service worker] registration failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('prefetchAllowed (spec §4: skipped on 2g, data-saver or offline)', () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: '4g' } }, true],
    [{ onLine: true, connection: { effectiveType: '3g', saveData: false } }, true],
    [{ onLine: false }, false],
    [{ onLine: true, connection: { saveData: true, effectiveType: '4g' } }, false],
    [{ onLine: true, connection: { effectiveType: '2g' } }, false],
    [{ onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
  ])('%j → %s', (nav, allowed) => {
    expect(prefetchAllowed(nav)).toBe(allowed);
  });
});

describe('prefetchTarget', () => {
  it.each([
    [
      '/davmu/share/news/video/2026/11/xY7zQ2wE/index.html',
      'https://m.example.cn/davmu/share/news/video/2026/11/xY7zQ2wE/index.html',
    ],
    [
      'https://m.example.cn/davmu/share/list/index.html?gid=1#top',
      'https://m.example.cn/davmu/share/list/index.html?gid=1',
    ],
    ['/davmu/share/news/doc/2026/11/aB3dE5gH/index.html', null],
    ['https://evil.example.com/davmu/share/x', null],
    ['/other/path', null],
    ['/davmu/share/assets/entry.js', null],
    ['/davmu/share/pc?url=x', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (href, expected) => {
    expect(prefetchTarget(href, HERE)).toBe(expected);
  });
});

describe('startLinkPrefetch', () => {
  let observed: Element[];
  let callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
  let idleTimeout: number | undefined;
  let runIdle: () => void;

  function fakeWindow(nav: object) {
    observed = [];
    return {
      navigator: nav,
      location: { origin: window.location.origin, href: `${window.location.origin}/davmu/share/` },
      IntersectionObserver: class {
        constructor(cb: typeof callback) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve = jest.fn();
        disconnect = jest.fn();
      },
      requestIdleCallback: (fn: () => void, options: { timeout: number }) => {
        idleTimeout = options.timeout;
        runIdle = fn;
        return 1;
      },
      cancelIdleCallback: jest.fn(),
    } as unknown as Window & typeof globalThis;
  }

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      Array.from(
        { length: 10 },
        (_, i) => `<a href="/davmu/share/news/doc/2026/11/aB3dE5g${i}/index.html">${i}</a>`,
      ).join('') + '<a href="https://evil.example.com/">x</a>';
  });

  it('waits for idle (2 s at most), then prefetches in-view links up to the limit', () => {
    startLinkPrefetch(document, fakeWindow({ onLine: true }));
    expect(idleTimeout).toBe(PREFETCH_IDLE_TIMEOUT_MS);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    runIdle();
    expect(observed).toHaveLength(11);
    callback(observed.map((target, i) => ({ isIntersecting: i !== 1, target })));
    const links = Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((l) => l.getAttribute('href'));
    expect(links).toHaveLength(PREFETCH_LIMIT);
    expect(links[0]).toBe(`${window.location.origin}/davmu/share/news/doc/2026/11/aB3dE5g0/index.html`);
    expect(links).not.toContain(`${window.location.origin}/davmu/share/news/doc/2026/11/aB3dE5g1/index.html`);
  });

  it('does nothing with data saver on', () => {
    const stop = startLinkPrefetch(document, fakeWindow({ onLine: true, connection: { saveData: true } }));
    expect(observed).toHaveLength(0);
    stop();
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});
