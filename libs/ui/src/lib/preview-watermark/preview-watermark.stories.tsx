import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewWatermark } from './preview-watermark';
import { colors } from '../theme';

const meta = {
  title: 'Preview/PreviewWatermark',
  component: PreviewWatermark,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 600, background: colors.surface, fontSize: 16, lineHeight: 1.8 }}>
        <h1 style={{ fontSize: 20, marginBottom: 12 }}>未发布稿件：城市更新进行时</h1>
        <p>老街区焕新颜，居民生活更便利。本文为内部临时预览，请勿外传。</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreviewWatermark>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OverContent: Story = {};
