import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { setUpTestContainer } from '../../testing';
import { preloadLazyComponents } from '../lazy-component/lazy-component';
import { keepStaticIslands, STATIC_ISLAND_ATTRIBUTE, staticIsland } from './static-island';

interface TitleProps {
  title: string;
  count: number;
}

/** What the island shows, counting its renders. */
function titleChunk() {
  const renders: TitleProps[] = [];
  function Title(props: TitleProps) {
    renders.push(props);
    return (
      <h1>
        {props.title} · 收藏 {props.count}
      </h1>
    );
  }
  const load = jest.fn(async () => Title);
  return { load, renders };
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('staticIsland', () => {
  it('renders its content on the server, in an element layout ignores', async () => {
    const chunk = titleChunk();
    const Island = staticIsland(chunk.load);
    await preloadLazyComponents();
    const html = renderToString(<Island title="迎春花市开锣" count={87} />);
    expect(html).toContain(
      `<div ${STATIC_ISLAND_ATTRIBUTE}="" style="display:contents"><h1>迎春花市开锣<!-- --> · 收藏 <!-- -->87</h1></div>`,
    );
  });

  describe('in the browser', () => {
    const dom = setUpTestContainer({ failOnConsoleError: true });

    /** The server's HTML of the island (its copy loaded before rendering), hydrated by a browser copy with its own chunk. */
    async function hydrateIsland(props: TitleProps) {
      const ServerIsland = staticIsland(titleChunk().load);
      await preloadLazyComponents();
      dom.container.innerHTML = renderToString(<ServerIsland {...props} />);
      const serverTitle = dom.container.querySelector('h1');
      const browser = titleChunk();
      const BrowserIsland = staticIsland(browser.load);
      const recoverable = jest.fn();
      keepStaticIslands();
      await act(async () => {
        dom.root = hydrateRoot(dom.container, <BrowserIsland {...props} />, { onRecoverableError: recoverable });
      });
      keepStaticIslands(false);
      return { serverTitle, browser, BrowserIsland, recoverable };
    }

    it('keeps the server’s HTML through hydration without rendering its content, and loads its code once idle', async () => {
      const { serverTitle, browser, recoverable } = await hydrateIsland({ title: '迎春花市开锣', count: 87 });
      expect(browser.renders).toEqual([]);
      await settle();
      // Loaded at idle, not rendered: the props did not change.
      expect(browser.load).toHaveBeenCalledTimes(1);
      expect(browser.renders).toEqual([]);
      expect(dom.container.querySelector('h1')).toBe(serverTitle);
      expect(dom.container.querySelectorAll('h1')).toHaveLength(1);
      expect(serverTitle).toHaveTextContent('迎春花市开锣 · 收藏 87');
      expect(recoverable).not.toHaveBeenCalled();
    });

    it('renders its content in place of the server’s once its props change', async () => {
      const { browser, BrowserIsland, recoverable } = await hydrateIsland({ title: '迎春花市开锣', count: 87 });
      await act(async () => dom.root?.render(<BrowserIsland title="迎春花市开锣" count={88} />));
      await settle();
      expect(browser.renders).toContainEqual({ title: '迎春花市开锣', count: 88 });
      // One title, the new one: the server's nodes are gone, not kept beside the rendered ones.
      const titles = dom.container.querySelectorAll('h1');
      expect(titles).toHaveLength(1);
      expect(titles[0]).toHaveTextContent('迎春花市开锣 · 收藏 88');
      expect(recoverable).not.toHaveBeenCalled();

      await act(async () => dom.root?.render(<BrowserIsland title="迎春花市开锣" count={87} />));
      expect(dom.container.querySelector('h1')).toHaveTextContent('迎春花市开锣 · 收藏 87');
    });
  });

  describe('in the browser, offline', () => {
    const dom = setUpTestContainer({ failOnConsoleError: true });
    afterEach(() => jest.restoreAllMocks());

    it('keeps the server’s HTML when its code fails to load offline, and renders once the device is back online', async () => {
      const ServerIsland = staticIsland(titleChunk().load);
      await preloadLazyComponents();
      dom.container.innerHTML = renderToString(<ServerIsland title="迎春花市开锣" count={87} />);
      const browser = titleChunk();
      const Title = await browser.load();
      let reachable = false;
      browser.load.mockClear();
      browser.load.mockImplementation(async () => {
        if (!reachable) throw new Error('Failed to fetch dynamically imported module: detail-header-text.js');
        return Title;
      });
      const BrowserIsland = staticIsland(browser.load);
      keepStaticIslands();
      await act(async () => {
        dom.root = hydrateRoot(dom.container, <BrowserIsland title="迎春花市开锣" count={87} />);
      });
      keepStaticIslands(false);
      const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await act(async () => dom.root?.render(<BrowserIsland title="迎春花市开锣" count={88} />));
      await settle();
      expect(dom.container.querySelector('h1')).toHaveTextContent('迎春花市开锣 · 收藏 87');

      reachable = true;
      offline.mockReturnValue(true);
      await act(async () => window.dispatchEvent(new Event('online')));
      await settle();
      expect(dom.container.querySelectorAll('h1')).toHaveLength(1);
      expect(dom.container.querySelector('h1')).toHaveTextContent('迎春花市开锣 · 收藏 88');
    });
  });

  it('renders its content in a client render (a client-side navigation), once its code is there', async () => {
    const chunk = titleChunk();
    const Island = staticIsland(chunk.load);
    await act(async () => {
      render(<Island title="组图｜春日花海正当时" count={118} />);
    });
    expect(await screen.findByRole('heading', { name: '组图｜春日花海正当时 · 收藏 118' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });
});
