import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { POPUP_IFRAME_HEIGHT, POPUP_IFRAME_WIDTH } from '../constants';
import * as stories from './popup-iframe.stories';

const { Open, Closed } = composeStories(stories);

describe('PopupIframe', () => {
  it('is 500 by 280 px', () => {
    expect([POPUP_IFRAME_WIDTH, POPUP_IFRAME_HEIGHT]).toEqual([500, 280]);
    render(<Open />);
    const frame = screen.getByTitle('活动');
    expect(frame).toHaveAttribute('width', '500');
    expect(frame).toHaveAttribute('height', '280');
  });

  it('closes through its callback', () => {
    const onClose = fn();
    render(<Open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
