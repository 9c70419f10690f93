import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import * as stories from './open-in-browser-guide.stories';

const { InWeChat, InQQ, Closed, Dismiss } = composeStories(stories);

describe('OpenInBrowserGuide', () => {
  it('tells the visitor to open the page in the browser from the top-right menu', () => {
    render(<InWeChat />);
    const guide = screen.getByRole('dialog', { name: /点击右上角 ··· 菜单\s*选择「在浏览器打开」/ });
    expect(guide).toHaveTextContent('在浏览器中即可打开APP');
    expect(guide.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: '我知道了' })).toHaveFocus();
  });

  it('is the same guide in QQ and renders nothing when closed', () => {
    const { unmount } = render(<InQQ />);
    expect(screen.getByTestId('open-in-browser-guide')).toBeInTheDocument();
    unmount();
    render(<Closed />);
    expect(screen.queryByTestId('open-in-browser-guide')).toBeNull();
  });

  it("passes the Dismiss story's play function (我知道了 closes the guide)", async () => {
    const { container } = render(<Dismiss />);
    await Dismiss.play?.({ canvasElement: container });
    expect(Dismiss.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on 我知道了, a tap on the mask and Escape', async () => {
    const onClose = fn();
    render(<Dismiss onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('open-in-browser-guide'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByText('在浏览器中即可打开APP'));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('keeps Tab on 我知道了 and gives focus back to what opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(<Dismiss />);
    const dismiss = screen.getByRole('button', { name: '我知道了' });
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dismiss).toHaveFocus();
    rerender(<Dismiss open={false} />);
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
