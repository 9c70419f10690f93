import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_AVATAR } from '../story-fixtures';
import { Image } from './image';

const meta = {
  title: 'Media/Image',
  component: Image,
  args: { alt: '头像', width: 80, height: 80 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { src: SAMPLE_AVATAR } };
/** No picture: the placeholder drawing in the image's box. */
export const NoSource: Story = { args: { src: null } };
/** A picture that fails: the same placeholder, never the broken-image glyph. */
export const Failed: Story = { args: { src: 'data:image/png;base64,broken' } };
/** A fallback of the caller's own instead of the placeholder. */
export const CustomFallback: Story = {
  args: { src: null, fallback: <span style={{ fontSize: 14 }}>暂无图片</span> },
};
