import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecialView } from './special-page';
import { specialFixture } from './fixtures';

const meta = {
  title: 'ContentDetail/SpecialView',
  component: SpecialView,
  args: { data: specialFixture, state: {} },
} satisfies Meta<typeof SpecialView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {};
export const OneGroupCollapsed: Story = { args: { state: { g2: { collapsed: true, batches: 1 } } } };
