import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_NAVIGATION } from './story-fixtures';
import { TabBar } from './tab-bar';

/** The app's bottom navigation with a 本地 item bound to a content module. */
const navigation = {
  ...STORY_NAVIGATION,
  navigationItems: [
    ...STORY_NAVIGATION.navigationItems.slice(0, 2),
    { id: 'nav-local', title: '本地', isHome: false, binding: 'content_model', contentModelId: 'module01', groups: [] },
    ...STORY_NAVIGATION.navigationItems.slice(2),
  ],
};

/** The bottom bar on a page a bar item leads to (not the home), with that item selected. */
const meta = {
  title: 'Feed/TabBar',
  component: TabBar,
  args: { navigation, pathname: '/content_model/index.html', search: '?id=module01' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TabBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A content module's page: 本地 selected. */
export const ContentModule: Story = {};
/** The /auth page: 我的 selected. */
export const Mine: Story = { args: { pathname: '/auth', search: '' } };
/** The home draws its own bar, and a page no item leads to has none: nothing is drawn. */
export const OnHome: Story = { args: { pathname: '/', search: '' }, tags: ['renders-nothing'] };
export const NoNavigation: Story = { args: { navigation: null }, tags: ['renders-nothing'] };
