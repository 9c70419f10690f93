import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { WATERMARK } from '../messages';
import * as stories from './preview-watermark.stories';

const { OverContent } = composeStories(stories);

describe('PreviewWatermark', () => {
  it('repeats 内部临时预览 over the page without catching taps', () => {
    expect(WATERMARK).toBe('内部临时预览');
    render(<OverContent />);
    const layer = screen.getByTestId('preview-watermark');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveStyle({ pointerEvents: 'none', position: 'fixed' });
    const marks = layer.querySelectorAll('span');
    expect(marks.length).toBeGreaterThan(10);
    marks.forEach((m) => expect(m.textContent).toBe('内部临时预览'));
  });
});
