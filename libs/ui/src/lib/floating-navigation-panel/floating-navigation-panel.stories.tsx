import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FloatingNavigationPanel } from './floating-navigation-panel';
import { SAMPLE_NAVIGATION } from '../story-fixtures';

const meta = {
  title: 'Navigation/FloatingNavigationPanel',
  component: FloatingNavigationPanel,
  args: {
    items: SAMPLE_NAVIGATION.navigationItems,
    activeGroupId: 102,
    getGroupHref: (group) => `/davmu/share/?group=${group.id}`,
    onSelectGroup: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingNavigationPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
