import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthView } from './auth-view';

const meta = {
  title: 'Pages/Auth',
  component: AuthView,
  args: { siteName: '南岭新闻', loggedIn: false },
} satisfies Meta<typeof AuthView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = { args: { loggedIn: true } };
