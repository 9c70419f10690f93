import { act, use, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { installFakeIntersectionObserver, setUpTestContainer, type FakeIntersectionObservers } from '../../testing';
import { lazyComponent } from '../lazy-component/lazy-component';
import { DEFERRED_HYDRATION_ATTRIBUTE, DEFERRED_HYDRATION_MARGIN, DeferredHydration } from './deferred-hydration';
import { TAP_REPLAY_MS } from '../early-tap/early-tap';
import { aTick, LoadMore, ROWS, WaitingList } from './early-tap-test-kit';

function Counter({ label, onMount }: { label: string; onMount: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onMount, [onMount]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ onTop, onBelow }: { onTop: () => void; onBelow: () => void }) {
  return (
    <main>
      <Counter label="上方" onMount={onTop} />
      <DeferredHydration>
        <Counter label="下方" onMount={onBelow} />
      </DeferredHydration>
    </main>
  );
}

describe('DeferredHydration', () => {
  // No misuse (a use() that suspended and is not called again) or hydration mismatch may be reported.
  const dom = setUpTestContainer({ failOnConsoleError: true });
  // A controllable IntersectionObserver: the test decides when a section comes into view.
  let observers: FakeIntersectionObservers;

  beforeEach(() => {
    observers = installFakeIntersectionObserver();
  });

  afterEach(() => {
    observers.uninstall();
  });

  // Each test its own id prefix: a section's gate stays open for the rest of the page's life.
  async function hydrate(identifierPrefix: string, onTop = jest.fn(), onBelow = jest.fn()) {
    dom.container.innerHTML = renderToString(<Page onTop={onTop} onBelow={onBelow} />, { identifierPrefix });
    const serverButton = screen.getByRole('button', { name: '下方 0' });
    await act(async () => {
      dom.root = hydrateRoot(dom.container, <Page onTop={onTop} onBelow={onBelow} />, { identifierPrefix });
    });
    return { onTop, onBelow, serverButton };
  }

  it('renders its children in place on the server, inside the marked section', () => {
    const html = renderToString(<Page onTop={jest.fn()} onBelow={jest.fn()} />);
    const text = html.replace(/<!--.*?-->/g, '');
    expect(text).toMatch(
      new RegExp(`<div ${DEFERRED_HYDRATION_ATTRIBUTE}="[^"]+"><button type="button">下方 0</button></div>`),
    );
    expect(html).not.toContain('<template');
  });

  it('leaves the section as server HTML while the rest hydrates, then hydrates it when it comes near the viewport', async () => {
    const { onTop, onBelow, serverButton } = await hydrate('seen');
    expect(onTop).toHaveBeenCalledTimes(1);
    expect(onBelow).not.toHaveBeenCalled();
    expect(observers.observed).toHaveLength(1);
    expect(observers.observed[0].options?.rootMargin).toBe(DEFERRED_HYDRATION_MARGIN);
    expect(observers.observed[0].element.contains(serverButton)).toBe(true);

    await act(async () => observers.enter(observers.observed[0].element));
    expect(onBelow).toHaveBeenCalledTimes(1);
    // Hydrated, not re-rendered: the server's node is kept and now answers.
    expect(screen.getByRole('button', { name: '下方 0' })).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('下方 1');
  });

  it('hydrates at once a section a click lands in, and the click reaches its handler once', async () => {
    const { onBelow, serverButton } = await hydrate('clicked');
    expect(onBelow).not.toHaveBeenCalled();
    await act(async () => serverButton.click());
    expect(onBelow).toHaveBeenCalledTimes(1);
    expect(serverButton.textContent).toBe('下方 1');
    // React delivered it: it is not replayed as well.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(serverButton.textContent).toBe('下方 1');
  });

  describe('a tap on a section that waits for its data', () => {
    async function hydrateWaiting(identifierPrefix: string) {
      let release: (rows: string[]) => void = () => undefined;
      const data = new Promise<string[]>((resolve) => {
        release = resolve;
      });
      const onLoadMore = jest.fn();
      let renderAgain: () => void = () => undefined;
      // As the recommendation block does when its data differs from the server's: a new key, rendered on the client.
      function Page({ data: pageData }: { data: string[] | Promise<string[]> }) {
        const [key, setKey] = useState('server');
        renderAgain = () => setKey('client');
        return (
          <main>
            <DeferredHydration key={key}>
              <WaitingList data={key === 'client' ? ROWS : pageData} onLoadMore={onLoadMore} />
            </DeferredHydration>
          </main>
        );
      }
      dom.container.innerHTML = renderToString(<Page data={ROWS} />, { identifierPrefix });
      await act(async () => {
        dom.root = hydrateRoot(dom.container, <Page data={data} />, { identifierPrefix });
      });
      const serverButton = screen.getByRole('button', { name: '加载更多' });
      return { release: (rows: string[]) => release(rows), renderAgain: () => renderAgain(), onLoadMore, serverButton };
    }

    it('is replayed on its button once the section has hydrated with the data', async () => {
      const { release, onLoadMore, serverButton } = await hydrateWaiting('waiting');
      await act(async () => serverButton.click());
      // React tried to hydrate the section for the tap, but it waits for its data: nothing handled it yet.
      expect(onLoadMore).not.toHaveBeenCalled();
      await act(async () => release(ROWS));
      await aTick();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      // Hydrated on the server's node, and the tap is not replayed twice.
      expect(screen.getByRole('button', { name: '加载更多' })).toBe(serverButton);
      await aTick();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    it(`is dropped when the data comes more than ${TAP_REPLAY_MS / 1000} s later`, async () => {
      const { release, onLoadMore, serverButton } = await hydrateWaiting('late');
      await act(async () => serverButton.click());
      // Read after the click: the tap's own time is no later than this.
      const clickedBy = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(clickedBy + TAP_REPLAY_MS + 1);
      try {
        await act(async () => release(ROWS));
        await aTick();
      } finally {
        clock.mockRestore();
      }
      expect(onLoadMore).not.toHaveBeenCalled();
      // The section answers from then on.
      await act(async () => screen.getByRole('button', { name: '加载更多' }).click());
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('is replayed on the same button of a section rendered anew in place of the server’s', async () => {
      const { renderAgain, onLoadMore, serverButton } = await hydrateWaiting('again');
      await act(async () => serverButton.click());
      expect(onLoadMore).not.toHaveBeenCalled();
      await act(async () => renderAgain());
      await aTick();
      const clientButton = screen.getByRole('button', { name: '加载更多' });
      expect(clientButton).not.toBe(serverButton);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    type ListProps = { rows: string[]; onLoadMore: () => void };

    /**
     * A section whose list is a lazily loaded component: the server had its chunk; the browser's comes
     * from `load` (a block below the fold, loaded at idle).
     */
    async function hydrateWaitingForCode(identifierPrefix: string, load: () => Promise<ComponentType<ListProps>>) {
      const ServerList = lazyComponent<ListProps>(async () => LoadMore);
      await ServerList.preload();
      const BrowserList = lazyComponent<ListProps>(load);
      const onLoadMore = jest.fn();
      const page = (List: ComponentType<ListProps>) => (
        <main>
          <DeferredHydration>
            <List rows={ROWS} onLoadMore={onLoadMore} />
          </DeferredHydration>
        </main>
      );
      dom.container.innerHTML = renderToString(page(ServerList), { identifierPrefix });
      await act(async () => {
        dom.root = hydrateRoot(dom.container, page(BrowserList), { identifierPrefix });
      });
      return { BrowserList, onLoadMore };
    }

    it('is replayed once the code of a lazily loaded component in the section has arrived, not before', async () => {
      let arrive: (component: ComponentType<ListProps>) => void = () => undefined;
      const { onLoadMore } = await hydrateWaitingForCode('code', () => new Promise((resolve) => (arrive = resolve)));
      const serverButton = screen.getByRole('button', { name: '加载更多' });
      await act(async () => serverButton.click());
      await aTick();
      // The section opened for the tap, but its code is not there: nothing answered it yet.
      expect(onLoadMore).not.toHaveBeenCalled();
      await act(async () => arrive(LoadMore));
      await aTick();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      // Hydrated on the server's node, once.
      expect(screen.getByRole('button', { name: '加载更多' })).toBe(serverButton);
      await aTick();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('is replayed once the device is back online when the code, asked for at idle, failed offline while the section waited', async () => {
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
      try {
        // The browser's chunk: the first request fails, the second arrives.
        const requests: Array<{
          resolve: (component: ComponentType<ListProps>) => void;
          reject: (error: Error) => void;
        }> = [];
        const load = jest.fn(
          () => new Promise<ComponentType<ListProps>>((resolve, reject) => requests.push({ resolve, reject })),
        );
        const { BrowserList, onLoadMore } = await hydrateWaitingForCode('offline', load);
        // The page's idle preload asks for the chunk; then the device goes offline and the reader taps.
        void BrowserList.preload().catch(() => undefined);
        onLine.mockReturnValue(false);
        await act(async () => screen.getByRole('button', { name: '加载更多' }).click());
        await aTick();
        await act(async () => requests[0].reject(new TypeError('Failed to fetch dynamically imported module')));
        await aTick();
        expect(load).toHaveBeenCalledTimes(1);
        expect(onLoadMore).not.toHaveBeenCalled();
        // Back online: the chunk is asked for again, the section hydrates and the tap is answered.
        onLine.mockReturnValue(true);
        await act(async () => void window.dispatchEvent(new Event('online')));
        expect(load).toHaveBeenCalledTimes(2);
        await act(async () => requests[1].resolve(LoadMore));
        await aTick();
        expect(onLoadMore).toHaveBeenCalledTimes(1);
      } finally {
        onLine.mockRestore();
      }
    });

    it('is never replayed on a link: the browser follows it without React', async () => {
      const onClick = jest.fn();
      function Linked({ data }: { data: string[] | Promise<string[]> }) {
        const rows = Array.isArray(data) ? data : use(data);
        return (
          <a href="#next" onClick={onClick}>
            {rows.length} 条
          </a>
        );
      }
      let release: (rows: string[]) => void = () => undefined;
      const data = new Promise<string[]>((resolve) => {
        release = resolve;
      });
      const page = (pageData: string[] | Promise<string[]>) => (
        <DeferredHydration>
          <Linked data={pageData} />
        </DeferredHydration>
      );
      dom.container.innerHTML = renderToString(page(ROWS), { identifierPrefix: 'link' });
      await act(async () => {
        dom.root = hydrateRoot(dom.container, page(data), { identifierPrefix: 'link' });
      });
      await act(async () => screen.getByRole('link', { name: '2 条' }).click());
      await act(async () => release(ROWS));
      await aTick();
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('a waiting section that receives new children keeps its server HTML, hydrates at once, then shows them', async () => {
    const onTop = jest.fn();
    const onBelow = jest.fn();
    const page = (below: string) => (
      <main>
        <Counter label="上方" onMount={onTop} />
        <DeferredHydration>
          <Counter label={below} onMount={onBelow} />
        </DeferredHydration>
      </main>
    );
    dom.container.innerHTML = renderToString(page('下方'), { identifierPrefix: 'updated' });
    const serverButton = screen.getByRole('button', { name: '下方 0' });
    await act(async () => {
      dom.root = hydrateRoot(dom.container, page('下方'), { identifierPrefix: 'updated' });
    });
    expect(onBelow).not.toHaveBeenCalled();

    // A parent update while the section waits (a comment just sent, a list's next page).
    act(() => {
      dom.root?.render(page('新的下方'));
    });
    // Never the empty fallback in between: the server's node stays in the document.
    expect(dom.container.contains(serverButton)).toBe(true);
    await act(async () => undefined);
    // The new children opened the gate: hydrated on the server's node, then updated in place.
    expect(onBelow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '新的下方 0' })).toBe(serverButton);
    expect(observers.observed).toHaveLength(1);
  });

  it('renders its children at once outside hydration', () => {
    const onBelow = jest.fn();
    render(<Page onTop={jest.fn()} onBelow={onBelow} />);
    expect(screen.getByRole('button', { name: '下方 0' })).toBeTruthy();
    expect(onBelow).toHaveBeenCalledTimes(1);
    expect(observers.observed).toHaveLength(0);
  });
});
