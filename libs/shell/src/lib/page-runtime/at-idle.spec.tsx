import { act, render, screen } from '@testing-library/react';
import { atIdle } from './at-idle';

function Setup() {
  return <p>set up</p>;
}

describe('atIdle', () => {
  it('loads and mounts the component only once the browser is idle', async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((run: () => void) => idle.push(run)) as never;
    window.cancelIdleCallback = jest.fn();
    const load = jest.fn(() => Promise.resolve(Setup));
    const AtIdle = atIdle(load);
    render(<AtIdle />);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('set up')).toBeNull();
    await act(async () => idle.forEach((run) => run()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('set up')).toBeTruthy();
  });

  it('loads nothing when it unmounts before the browser is idle', () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((run: () => void) => idle.push(run)) as never;
    window.cancelIdleCallback = jest.fn();
    const load = jest.fn(() => Promise.resolve(Setup));
    const AtIdle = atIdle(load);
    const { unmount } = render(<AtIdle />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});
