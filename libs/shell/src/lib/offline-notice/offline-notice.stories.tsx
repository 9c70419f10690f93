import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice';

const meta = {
  title: 'Shell/OfflineNotice',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The browser has no connection: the notice shows at the top until it returns. */
export const Offline: Story = {
  beforeEach: () => {
    // This story's browser reports itself offline; the prototype's own answer comes back after it.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
  },
};

/** Online (the usual case): nothing is shown. */
export const Online: Story = { tags: ['renders-nothing'] };
