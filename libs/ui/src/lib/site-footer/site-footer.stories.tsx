import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Frame/SiteFooter',
  component: SiteFooter,
  args: { siteName: '掌上新闻' },
} satisfies Meta<typeof SiteFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutSiteName: Story = { args: { siteName: null } };
