import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { installFakeIntersectionObserver, setUpTestContainer, type FakeIntersectionObservers } from '../../testing';
import { DEFERRED_HYDRATION_ATTRIBUTE, DEFERRED_HYDRATION_MARGIN, DeferredHydration } from './deferred-hydration';

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
    expect(text).toMatch(new RegExp(`<div ${DEFERRED_HYDRATION_ATTRIBUTE}="[^"]+"><button type="button">下方 0</button></div>`));
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

  it('hydrates at once a section a click lands in, and the click reaches its handler', async () => {
    const { onBelow, serverButton } = await hydrate('clicked');
    expect(onBelow).not.toHaveBeenCalled();
    await act(async () => serverButton.click());
    expect(onBelow).toHaveBeenCalledTimes(1);
    expect(serverButton.textContent).toBe('下方 1');
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
