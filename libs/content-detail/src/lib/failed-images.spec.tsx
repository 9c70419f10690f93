import { act } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '@share/ui';
import { ArticleBody } from './article-body';
import { useFailedBodyImages } from './failed-images';

function Page({ html }: { html: string }) {
  useFailedBodyImages(html);
  return (
    <ThemeProvider theme={defaultTheme}>
      <ArticleBody html={html} />
      <img alt="封面" src="https://img.example.com/cover.jpg" />
    </ThemeProvider>
  );
}

describe('useFailedBodyImages', () => {
  it('marks the body’s images that fail to load, and no image outside the body', () => {
    const html =
      '<p>新线全长32公里</p><img alt="" src="https://img.example.com/a.jpg"><img alt="" src="https://img.example.com/b.jpg">';
    const { container, unmount } = render(<Page html={html} />);
    const [first, second, outside] = Array.from(container.querySelectorAll('img'));
    act(() => {
      first.dispatchEvent(new Event('error'));
      outside.dispatchEvent(new Event('error'));
    });
    expect(first).toHaveAttribute('data-failed', '');
    expect(second).not.toHaveAttribute('data-failed');
    expect(outside).not.toHaveAttribute('data-failed');

    // Once the page has gone, nothing listens.
    unmount();
    act(() => second.dispatchEvent(new Event('error')));
    expect(second).not.toHaveAttribute('data-failed');
  });
});
