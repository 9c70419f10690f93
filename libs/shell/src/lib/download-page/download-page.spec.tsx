// The download page's stories, as a visitor whose clipboard was refused reaches them.
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { DOWNLOAD_COPIED, DOWNLOAD_COPY, DOWNLOAD_COPY_REFUSED, DOWNLOAD_GO } from './download-page';
import * as downloadStories from './download-page.stories';

const { WithKouling, WithoutKouling } = composeStories(downloadStories);

/** Sets navigator.clipboard for one test (jsdom has none). */
function clipboard(value: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('DownloadPage', () => {
  afterEach(() => clipboard(undefined));

  it('shows the 口令 and copies it on a tap, saying so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    clipboard({ writeText });
    await WithKouling.load();
    render(<WithKouling />);
    const kouling = await screen.findByTestId('kouling');
    expect(kouling.textContent).toMatch(/^【南岭新闻】打开APP查看：.+ #[A-Za-z0-9]{22}#$/);
    fireEvent.click(screen.getByRole('button', { name: DOWNLOAD_COPY }));
    expect(writeText).toHaveBeenCalledWith(kouling.textContent);
    expect(await screen.findByText(DOWNLOAD_COPIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DOWNLOAD_GO })).toHaveAttribute('href', 'https://example.com/app');
  });

  it('says to copy by hand where the browser refuses or has no clipboard', async () => {
    clipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    await WithKouling.load();
    const { unmount } = render(<WithKouling />);
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_COPY }));
    expect(await screen.findByText(DOWNLOAD_COPY_REFUSED)).toBeInTheDocument();
    unmount();

    clipboard(undefined);
    render(<WithKouling />);
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_COPY }));
    expect(await screen.findByText(DOWNLOAD_COPY_REFUSED)).toBeInTheDocument();
  });

  it('without a 口令, offers the download only', async () => {
    await WithoutKouling.load();
    render(<WithoutKouling />);
    expect(screen.getByRole('link', { name: DOWNLOAD_GO })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DOWNLOAD_COPY })).not.toBeInTheDocument();
  });
});
