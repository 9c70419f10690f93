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
    expect(layer).toHaveAttribute('data-text', '内部临时预览');
    expect(layer).toHaveStyle({ pointerEvents: 'none', position: 'fixed' });
    expect(layer.querySelectorAll('span').length).toBeGreaterThan(10);
    // Each mark is drawn by CSS from the one text.
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(css).toContain('content:"内部临时预览"');
  });

  it('keeps the marks out of the page text: 内部临时预览 is never written into it', () => {
    render(<OverContent />);
    expect(screen.getByTestId('preview-watermark').textContent).toBe('');
    expect(document.body.textContent?.split('内部临时预览').length).toBe(2); // the story's own sentence only
  });
});
