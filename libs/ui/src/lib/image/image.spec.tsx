import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '../readable-colors';
import { Image, IMAGE_FAILURE_SCRIPT } from './image';

const inTheme = (node: React.ReactNode) => render(<ThemeProvider theme={defaultTheme}>{node}</ThemeProvider>);

describe('Image (spec §2: an image that fails to load shows a placeholder)', () => {
  it('shows the picture while it loads', () => {
    const { container } = inTheme(<Image src="/media/covers/a.png" alt="封面" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '封面');
    expect(screen.queryByTestId('image-fallback')).toBeNull();
  });

  it('draws the placeholder, named, instead of a broken picture and its alt text', () => {
    const { container } = inTheme(<Image src="/media/covers/a.png" alt="封面" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '封面：图片加载失败' })).toBeInTheDocument();
  });

  it('shows the given fallback when there is no picture or it fails', () => {
    inTheme(<Image src={null} alt="" fallback={<span>首页</span>} />);
    expect(screen.getByText('首页')).toBeInTheDocument();
  });

  it("the head's script marks an image that failed before hydration", () => {
    new Function(IMAGE_FAILURE_SCRIPT)();
    const img = document.createElement('img');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(img).toHaveAttribute('data-img-failed');
  });
});
