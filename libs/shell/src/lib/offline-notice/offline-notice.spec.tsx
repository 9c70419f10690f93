// The offline notice's stories, rendered as a designer sees them.
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as offlineStories from './offline-notice.stories';

const { Offline, Online } = composeStories(offlineStories);

describe('OfflineNotice stories', () => {
  it("Offline: 网络已断开，恢复后将自动重试, and the story's play function passes", async () => {
    try {
      // The story's beforeEach reports the browser offline.
      await Offline.load();
      const { container } = render(<Offline />);
      expect(await screen.findByRole('status')).toHaveTextContent('网络已断开，恢复后将自动重试');
      await Offline.play?.({ canvasElement: container });
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });

  it('Online: nothing', () => {
    render(<Online />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
