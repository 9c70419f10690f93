import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SAMPLE_COVER } from '../story-fixtures';
import { ImageViewer } from './image-viewer';

const meta = {
  title: 'Dialogs/ImageViewer',
  component: ImageViewer,
  args: { open: true, src: SAMPLE_COVER, alt: '江边的夜景', counter: '2/6', onClose: fn() },
} satisfies Meta<typeof ImageViewer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The picture fitted to the screen; a tap on it zooms. */
export const Fitted: Story = {};
