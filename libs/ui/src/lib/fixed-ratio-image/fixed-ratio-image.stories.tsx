import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixedRatioImage } from './fixed-ratio-image';
import { SAMPLE_COVER, SAMPLE_COVER_SQUARE } from '../story-fixtures';

const meta = {
  title: 'Media/FixedRatioImage',
  component: FixedRatioImage,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FixedRatioImage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { src: SAMPLE_COVER, alt: '封面', ratio: 16 / 9 } };
export const Square: Story = { args: { src: SAMPLE_COVER_SQUARE, alt: '封面', ratio: 1 } };
export const NoSource: Story = { args: { src: null, alt: '封面' } };
export const Failed: Story = {
  args: { src: 'data:image/png;base64,broken', alt: '封面', ratio: 4 / 3 },
};
