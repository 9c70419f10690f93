import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomNavigationBar } from './bottom-navigation-bar';
import { SAMPLE_NAVIGATION } from '../story-fixtures';

const meta = {
  title: 'Navigation/BottomNavigationBar',
  component: BottomNavigationBar,
  args: { config: SAMPLE_NAVIGATION, onSelect: fn(), getHref: (item) => `/davmu/share/?group=${item.id}` },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNavigationBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Home item selected by default. */
export const HomeSelected: Story = {};
export const VideoSelected: Story = { args: { activeId: 'video' } };
/** No label colours in the config: theme colour and grey. */
export const DefaultColors: Story = {
  args: { config: { ...SAMPLE_NAVIGATION, selectedLabelColor: null, unselectedLabelColor: null } },
};
