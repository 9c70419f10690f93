// A whole home screen put together from the design system, to judge the pieces side by side.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomNavigationBar } from '../bottom-navigation-bar/bottom-navigation-bar';
import { EditorPicksList } from '../editor-picks-list/editor-picks-list';
import { FloatingNavigationPanel } from '../floating-navigation-panel/floating-navigation-panel';
import { HotList } from '../hot-list/hot-list';
import { OpenAppBanner } from '../open-app-banner/open-app-banner';
import { SiteFooter } from '../site-footer/site-footer';
import { SAMPLE_EDITOR_PICKS, SAMPLE_HOT_ITEMS, SAMPLE_LOGO, SAMPLE_NAVIGATION, STORY_NOW } from '../story-fixtures';

interface MobileHomeProps {
  onOpenApp: () => void;
  onLoadMore: () => void;
}

function MobileHome({ onOpenApp, onLoadMore }: MobileHomeProps) {
  return (
    <div>
      <OpenAppBanner
        config={{ siteName: '掌上新闻', siteLogo: SAMPLE_LOGO, description: '看新闻，上掌上新闻APP' }}
        onOpenApp={onOpenApp}
      />
      <HotList items={SAMPLE_HOT_ITEMS.slice(0, 4)} hasMore onLoadMore={onLoadMore} />
      <EditorPicksList items={SAMPLE_EDITOR_PICKS} hasMore onLoadMore={onLoadMore} now={STORY_NOW} />
      <SiteFooter siteName="掌上新闻" />
      <FloatingNavigationPanel items={SAMPLE_NAVIGATION.navigationItems} aboveBottomBar />
      <BottomNavigationBar config={SAMPLE_NAVIGATION} getHref={(item) => `/davmu/share/?group=${item.id}`} />
    </div>
  );
}

const meta = {
  title: 'Showcase/MobileHome',
  component: MobileHome,
  args: { onOpenApp: fn(), onLoadMore: fn() },
} satisfies Meta<typeof MobileHome>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = {};
