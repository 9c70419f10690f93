// What the tests of a tap on a deferred section share. A tap before the page's code (the head's
// EARLY_TAP_SCRIPT) is tested once per file: the module's listeners, once installed, stay for the
// page's life, as in a browser, so each file is one page load.
import { act, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { installFakeIntersectionObserver, setUpTestContainer, type FakeIntersectionObservers } from '../../testing';
import { closeEarlyTaps, EARLY_TAP_SCRIPT } from '../early-tap/early-tap';
import { DeferredHydration } from './deferred-hydration';

export const ROWS = ['第一条', '第二条'];

/** A list whose rows come from data, and its 加载更多 button. */
export function LoadMore({ rows, onLoadMore }: { rows: string[]; onLoadMore: () => void }) {
  return (
    <section>
      {rows.map((row) => (
        <p key={row}>{row}</p>
      ))}
      <button type="button" onClick={onLoadMore}>
        加载更多
      </button>
    </section>
  );
}

/** The list as the browser hydrates it: the server renders its rows, the browser waits for its copy. */
export function WaitingList({ data, onLoadMore }: { data: string[] | Promise<string[]>; onLoadMore: () => void }) {
  return <LoadMore rows={Array.isArray(data) ? data : use(data)} onLoadMore={onLoadMore} />;
}

/** A list below the fold, in a deferred section. */
function Page({ data, onLoadMore }: { data: string[] | Promise<string[]>; onLoadMore: () => void }) {
  return (
    <main>
      <DeferredHydration>
        <WaitingList data={data} onLoadMore={onLoadMore} />
      </DeferredHydration>
    </main>
  );
}

export const aTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** A page served, then hydrated: its list's data (the browser's copy) comes when the test releases it. */
export function earlyTapPage(identifierPrefix: string) {
  const dom = setUpTestContainer({ failOnConsoleError: true });
  const onLoadMore = jest.fn();
  let observers: FakeIntersectionObservers | undefined;
  beforeEach(() => {
    observers = installFakeIntersectionObserver();
  });
  afterEach(() => observers?.uninstall());
  return {
    onLoadMore,
    get observed() {
      return observers?.observed ?? [];
    },
    /** The server's page with the head's script run, as the browser shows it before any module. */
    serve() {
      dom.container.innerHTML = renderToString(<Page data={ROWS} onLoadMore={onLoadMore} />, {
        identifierPrefix,
      });
      new Function(EARLY_TAP_SCRIPT)();
      return screen.getByRole('button', { name: '加载更多' });
    },
    /** The page's code arrives and hydrates it; resolves to the release of the list's data. */
    async hydrate() {
      let release: (rows: string[]) => void = () => undefined;
      const data = new Promise<string[]>((resolve) => {
        release = resolve;
      });
      await act(async () => {
        // As the browser entry does: a tap from here on is React's.
        closeEarlyTaps();
        dom.root = hydrateRoot(dom.container, <Page data={data} onLoadMore={onLoadMore} />, {
          identifierPrefix,
        });
      });
      return (rows: string[]) => act(async () => release(rows));
    },
  };
}
