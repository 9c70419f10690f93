// The desktop page's story, rendered as a designer sees it.
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as desktopStories from './desktop-page.stories';

const { Default: Desktop } = composeStories(desktopStories);

describe('DesktopPage story', () => {
  it('frames the mobile page and shows the QR code with its caption', async () => {
    await Desktop.load();
    render(<Desktop />);
    expect(screen.getByTitle('mobile page')).toHaveAttribute(
      'src',
      'iframe.html?id=feed-feed-home--default&viewMode=story',
    );
    const qr = screen.getByRole('img', { name: '手机扫码，打开APP或继续阅读' });
    expect(qr.querySelector('svg')).not.toBeNull();
  });
});
