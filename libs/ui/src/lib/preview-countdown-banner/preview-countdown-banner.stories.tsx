import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewCountdownBanner } from './preview-countdown-banner';

// Deadlines relative to the real clock, because the banner ticks with it once mounted.
const meta = {
  title: 'Preview/PreviewCountdownBanner',
  component: PreviewCountdownBanner,
  args: { startedAt: Date.now() },
} satisfies Meta<typeof PreviewCountdownBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No expiry time: the 30-minute default. */
export const DefaultValidity: Story = {};
export const AlmostExpired: Story = { args: { expiresAt: Date.now() + 65_000 } };
export const Expired: Story = { args: { expiresAt: Date.now() - 1000 } };
