import { act, Component, startTransition, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { setUpTestContainer } from '../../testing';
import {
  lazyComponent,
  lazyOverlay,
  lazyPage,
  PageModulesContext,
  preloadLazyComponents,
  whenPagesHydrated,
  type LazyComponent,
} from './lazy-component';

function Greeting({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      你好 {name} {taps}
    </button>
  );
}

/** Lets React finish what a settled load scheduled (its renders, effects and retries). */
async function settleRenders() {
  for (let i = 0; i < 5; i++) await act(async () => undefined);
}

/** A chunk the test delivers when it wants. */
function deferredChunk() {
  let deliver = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const load = jest.fn(() => arrived.then(() => Greeting));
  return { load, deliver: () => act(async () => deliver()) };
}

describe('lazyComponent', () => {
  it('loads its chunk when it first renders, then shows the component', async () => {
    const chunk = deferredChunk();
    const LazyGreeting = lazyComponent(chunk.load);
    await act(async () => {
      render(<LazyGreeting name="小明" />);
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await chunk.deliver();
    expect(screen.getByRole('button', { name: '你好 小明 0' })).toBeInTheDocument();
  });

  it('renders completely on the server once preloadLazyComponents resolved', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    await preloadLazyComponents();
    expect(renderToString(<LazyGreeting name="小红" />)).toContain('你好 <!-- -->小红<!-- --> <!-- -->0');
  });

  it('preloadLazyComponents also loads the lazy components a loaded chunk defines (a page’s own blocks)', async () => {
    let Block: LazyComponent<{ name: string }> | undefined;
    // A page's chunk: evaluating it defines the lazy blocks it renders.
    lazyComponent(async () => {
      Block = lazyComponent(async () => Greeting);
      return Greeting;
    });
    await preloadLazyComponents();
    if (!Block) throw new Error('the page chunk was not loaded');
    expect(renderToString(<Block name="小兰" />)).toContain('你好 <!-- -->小兰<!-- --> <!-- -->0');
  });

  describe('a chunk that fails to load', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
    afterEach(() => onLine.mockReset());

    /** A chunk that fails while `failing` says so, and is counted. */
    function flakyChunk() {
      const state = { failing: true };
      const load = jest.fn(async () => {
        if (state.failing) throw new TypeError('Failed to fetch dynamically imported module');
        return Greeting;
      });
      return { state, load };
    }

    it('is asked for once, not again by each render after the failure, and the page shows nothing in its place', async () => {
      onLine.mockReturnValue(true);
      const chunk = flakyChunk();
      const LazyGreeting = lazyComponent(chunk.load);
      const view = await act(async () => render(<LazyGreeting name="小明" />));
      await settleRenders();
      await act(async () => view.rerender(<LazyGreeting name="小明" />));
      await settleRenders();
      expect(chunk.load).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      // An explicit preload (idle, a tap) tries again.
      chunk.state.failing = false;
      await act(async () => void (await LazyGreeting.preload()));
      expect(chunk.load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: '你好 小明 0' })).toBeInTheDocument();
    });

    it('a component that mounts after a failure asks for the chunk once more, itself', async () => {
      onLine.mockReturnValue(true);
      const chunk = flakyChunk();
      const LazyGreeting = lazyComponent(chunk.load);
      const first = await act(async () => render(<LazyGreeting name="小明" />));
      await settleRenders();
      expect(chunk.load).toHaveBeenCalledTimes(1);
      first.unmount();
      // The network is back (a transient failure): the next mount, an overlay opened again, loads it.
      chunk.state.failing = false;
      await act(async () => render(<LazyGreeting name="小红" />));
      await settleRenders();
      expect(chunk.load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: '你好 小红 0' })).toBeInTheDocument();
    });

    it('failed while offline, it is asked for again when the device is back online', async () => {
      onLine.mockReturnValue(false);
      const chunk = flakyChunk();
      const LazyGreeting = lazyComponent(chunk.load);
      await act(async () => render(<LazyGreeting name="小红" />));
      await settleRenders();
      expect(chunk.load).toHaveBeenCalledTimes(1);
      onLine.mockReturnValue(true);
      chunk.state.failing = false;
      await act(async () => void window.dispatchEvent(new Event('online')));
      expect(chunk.load).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('button', { name: '你好 小红 0' })).toBeInTheDocument();
    });
  });

  describe('hydration', () => {
    const dom = setUpTestContainer();

    /**
     * The server's HTML of the greeting (its copy loaded before rendering), hydrated by a browser copy
     * whose chunk arrives when the test delivers it.
     */
    async function hydrateWaitingForChunk(name: string) {
      const ServerGreeting = lazyComponent(async () => Greeting);
      await preloadLazyComponents();
      dom.container.innerHTML = renderToString(<ServerGreeting name={name} />);
      const serverButton = dom.container.querySelector('button');
      const recoverable = jest.fn();
      const chunk = deferredChunk();
      const BrowserGreeting = lazyComponent(chunk.load);
      await act(async () => {
        dom.root = hydrateRoot(dom.container, <BrowserGreeting name={name} />, { onRecoverableError: recoverable });
      });
      return { serverButton, recoverable, chunk, BrowserGreeting };
    }

    it('keeps the server HTML until the chunk arrived, then hydrates it without a mismatch', async () => {
      const { serverButton, recoverable, chunk } = await hydrateWaitingForChunk('小刚');
      expect(dom.container.querySelector('button')).toBe(serverButton);
      expect(serverButton).toHaveTextContent('你好 小刚 0');

      await chunk.deliver();
      expect(dom.container.querySelector('button')).toBe(serverButton);
      act(() => serverButton?.click());
      expect(serverButton).toHaveTextContent('你好 小刚 1');
      expect(recoverable).not.toHaveBeenCalled();
    });

    it('keeps the server HTML when new props arrive before the chunk, then shows them', async () => {
      const { serverButton, recoverable, chunk, BrowserGreeting } = await hydrateWaitingForChunk('小刚');
      await act(async () => dom.root?.render(<BrowserGreeting name="小丽" />));
      expect(dom.container.querySelector('button')).toBe(serverButton);
      expect(serverButton).toHaveTextContent('你好 小刚 0');

      await chunk.deliver();
      expect(dom.container.querySelector('button')).toBe(serverButton);
      expect(serverButton).toHaveTextContent('你好 小丽 0');
      expect(recoverable).not.toHaveBeenCalled();
    });
  });
});

describe('lazyOverlay', () => {
  function Dialog({ open, title }: { open: boolean; title: string }) {
    return open ? <div role="dialog" aria-label={title} /> : null;
  }

  it('loads nothing while closed, and the dialog when it first opens; closed again, it stays loaded', async () => {
    const load = jest.fn(async () => Dialog);
    const LazyDialog = lazyOverlay(load);
    const view = render(<LazyDialog open={false} title="打开App" />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      view.rerender(<LazyDialog open title="打开App" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: '打开App' })).toBeInTheDocument();
    view.rerender(<LazyDialog open={false} title="打开App" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.rerender(<LazyDialog open title="打开App" />);
    expect(screen.getByRole('dialog', { name: '打开App' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloaded before the tap (preloadWhenIdle), it opens in the render of the tap, without a second load', async () => {
    const load = jest.fn(async () => Dialog);
    const LazyDialog = lazyOverlay(load);
    await act(async () => {
      await LazyDialog.preload();
    });
    expect(load).toHaveBeenCalledTimes(1);
    const view = render(<LazyDialog open={false} title="打开App" />);
    view.rerender(<LazyDialog open title="打开App" />);
    // No await: the dialog is there in the same render, not after a chunk's round trip.
    expect(screen.getByRole('dialog', { name: '打开App' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage', () => {
  function ArticlePage({ title }: { title: string }) {
    return <h1>{title}</h1>;
  }

  it("keeps the page before on screen while a navigation waits for the next page's chunk", async () => {
    let deliver = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const load = jest.fn(() => arrived.then(() => ArticlePage));
    const LazyArticle = lazyPage(load);
    const view = render(<p>首页</p>);
    await act(async () => {
      startTransition(() => view.rerender(<LazyArticle title="迎春花市开锣" />));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('首页')).toBeInTheDocument();
    await act(async () => deliver());
    expect(screen.queryByText('首页')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '迎春花市开锣' })).toBeInTheDocument();
  });

  it('a navigation whose page chunk fails reaches the error boundary once, without asking for the chunk again', async () => {
    let failing = true;
    const load = jest.fn(async (): Promise<typeof ArticlePage> => {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return ArticlePage;
    });
    const LazyArticle = lazyPage(load);
    const errors: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        errors.push(error);
      }
      render() {
        return this.state.failed ? <p>出错了</p> : this.props.children;
      }
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<Boundary>首页</Boundary>);
    await act(async () => {
      startTransition(() =>
        view.rerender(
          <Boundary>
            <LazyArticle title="迎春花市开锣" />
          </Boundary>,
        ),
      );
    });
    await settleRenders();
    quiet.mockRestore();
    expect(screen.getByText('出错了')).toBeInTheDocument();
    expect(errors).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
    // (The server's preloadLazyComponents of the later tests loads every page defined so far.)
    failing = false;
  });

  it('tells the server render which named lazy components it showed, and not the unnamed ones', async () => {
    const Body = lazyComponent(async () => Greeting, 'libs/content-detail/src/lib/media-bodies.tsx');
    const Below = lazyComponent(async () => Greeting);
    await preloadLazyComponents();
    const shown: string[] = [];
    renderToString(
      <PageModulesContext.Provider value={(module) => shown.push(module)}>
        <Body name="正文" />
        <Below name="列表" />
      </PageModulesContext.Provider>,
    );
    expect(shown).toEqual(['libs/content-detail/src/lib/media-bodies.tsx']);
  });

  it('tells the server render which page module it showed, once per page shown, and only the one shown', async () => {
    const Article = lazyPage(async () => ArticlePage, 'libs/content-detail/src/lib/content-detail-page.tsx');
    lazyPage(async () => ArticlePage, 'libs/content-detail/src/lib/special-page.tsx');
    const Unnamed = lazyPage(async () => ArticlePage);
    await preloadLazyComponents();
    const shown: string[] = [];
    const html = renderToString(
      <PageModulesContext.Provider value={(module) => shown.push(module)}>
        <Article title="迎春花市开锣" />
        <Unnamed title="无名" />
      </PageModulesContext.Provider>,
    );
    expect(html).toContain('迎春花市开锣');
    expect(shown).toEqual(['libs/content-detail/src/lib/content-detail-page.tsx']);
    // Without a collector (the browser) the page renders as before.
    expect(renderToString(<Article title="迎春花市开锣" />)).toContain('迎春花市开锣');
  });

  it('hydrates the server HTML once its chunk arrives, without a mismatch, and says when it has', async () => {
    const ServerArticle = lazyPage(async () => ArticlePage);
    await preloadLazyComponents();
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<ServerArticle title="迎春花市开锣" />);
    const heading = container.querySelector('h1');
    let deliver = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const BrowserArticle = lazyPage(() => arrived.then(() => ArticlePage));
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <BrowserArticle title="迎春花市开锣" />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('h1')).toBe(heading);
    const pagesHydrated = jest.fn();
    whenPagesHydrated(pagesHydrated);
    expect(pagesHydrated).not.toHaveBeenCalled();
    await act(async () => deliver());
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('迎春花市开锣');
    expect(pagesHydrated).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
