import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { VIEWER_CLOSE, VIEWER_LABEL, VIEWER_ZOOM_IN, VIEWER_ZOOM_OUT } from '../messages';
import * as stories from './image-viewer.stories';

const { Fitted } = composeStories(stories);

describe('ImageViewer', () => {
  it('shows the picture and where it stands in its set, in a dialog named 查看大图', () => {
    render(<Fitted />);
    const viewer = screen.getByRole('dialog', { name: VIEWER_LABEL });
    expect(viewer).toHaveTextContent('2/6');
    expect(screen.getByRole('img', { name: '江边的夜景' })).toBeInTheDocument();
  });

  it('a tap on the picture zooms it and a second tap fits it again', () => {
    render(<Fitted />);
    fireEvent.click(screen.getByRole('button', { name: VIEWER_ZOOM_IN }));
    const zoomed = screen.getByRole('button', { name: VIEWER_ZOOM_OUT });
    expect(zoomed).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(zoomed);
    expect(screen.getByRole('button', { name: VIEWER_ZOOM_IN })).toHaveAttribute('aria-pressed', 'false');
  });

  it('closes from its close button, from Escape and from a tap on the dark stage, not from a tap on the picture', () => {
    const onClose = fn();
    render(<Fitted onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: VIEWER_ZOOM_IN }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: VIEWER_CLOSE }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('viewer-stage'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
