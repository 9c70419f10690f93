import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { setUpTestContainer } from '../../testing';
import { closeEarlyTaps, EARLY_TAP_SCRIPT, replayEarlyTap, TAP_REPLAY_MS } from './early-tap';

/** A menu button that toggles (a second answer would close what the first opened), and a form. */
function Page({ onToggle, onSubmit }: { onToggle: (open: boolean) => void; onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setOpen(!open);
          onToggle(!open);
        }}
      >
        {open ? '关闭菜单' : '菜单'}
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <button type="submit">登录</button>
      </form>
    </main>
  );
}

describe('a tap before the page’s code has arrived', () => {
  const dom = setUpTestContainer({ failOnConsoleError: true });

  /** The server's page with the head's script run: what the visitor sees before any module. */
  function serve() {
    const onToggle = jest.fn();
    const onSubmit = jest.fn();
    dom.container.innerHTML = renderToString(<Page onToggle={onToggle} onSubmit={onSubmit} />);
    new Function(EARLY_TAP_SCRIPT)();
    const hydrate = () =>
      act(async () => {
        // The browser entry, then the page's hydration.
        closeEarlyTaps();
        dom.root = hydrateRoot(dom.container, <Page onToggle={onToggle} onSubmit={onSubmit} />);
      });
    return { onToggle, onSubmit, hydrate };
  }

  it('on a button is answered once the page has hydrated, once', async () => {
    const { onToggle, hydrate } = serve();
    screen.getByRole('button', { name: '菜单' }).click();
    await hydrate();
    expect(onToggle).not.toHaveBeenCalled();
    await act(async () => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: '关闭菜单' })).toBeInTheDocument();
    // The head's script is done: a second replay and the next tap add nothing of theirs.
    await act(async () => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: '关闭菜单' }).click());
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('is dropped when the visitor taps again once React answers: the menu is not closed behind them', async () => {
    const { onToggle, hydrate } = serve();
    screen.getByRole('button', { name: '菜单' }).click();
    await hydrate();
    await act(async () => screen.getByRole('button', { name: '菜单' }).click());
    expect(onToggle).toHaveBeenCalledTimes(1);
    await act(async () => replayEarlyTap());
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '关闭菜单' })).toBeInTheDocument();
  });

  it(`is dropped when the page hydrates more than ${TAP_REPLAY_MS / 1000} s after it`, async () => {
    const { onToggle, hydrate } = serve();
    screen.getByRole('button', { name: '菜单' }).click();
    // Read after the tap: the time the head's script gave it is no later than this.
    const tappedAt = Date.now();
    await hydrate();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(tappedAt + TAP_REPLAY_MS + 1);
    try {
      await act(async () => replayEarlyTap());
    } finally {
      clock.mockRestore();
    }
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('is never replayed on a form’s button: the browser submitted the form without React', async () => {
    const { onSubmit, hydrate } = serve();
    const submit = screen.getByRole('button', { name: '登录' });
    // jsdom does not submit a form: the tap is what the head's script heard.
    submit.closest('form')?.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    submit.click();
    await hydrate();
    await act(async () => replayEarlyTap());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
